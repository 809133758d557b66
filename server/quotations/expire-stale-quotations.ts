import "server-only";
import { OPEN_STATUSES } from "@/lib/quotations/quotation-actions";
import { todayIso } from "@/lib/quotations/quotation-schema";
import { quotationTransaction } from "./quotation-access";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { getAppConfig } from "@/server/settings/get-app-config";
import { withdrawOpenSigning } from "@/server/signing/withdraw-open-signing";

/**
 * The daily job (DESIGN.md §5): an open quotation whose event or promotion date has passed, or that
 * has not moved for `quotationExpiryDays` (30 by default), becomes EXPIRED. Each one is re-checked
 * under its row lock, so a quotation acted on meanwhile is left alone and two runs never clash.
 */
export async function expireStaleQuotations(now = new Date()): Promise<number> {
  const config = await getAppConfig();
  // Days are the portal's days (spec §9: America/New_York), so an event is not expired on its own evening.
  const today = new Date(`${todayIso("America/New_York", now)}T00:00:00Z`);
  const cutoff = new Date(now.getTime() - config.quotationExpiryDays * 86_400_000);
  // A draft expires by age only: its dates may still be mistyped.
  const stale = (extra: object = {}) => ({
    ...extra,
    status: { in: [...OPEN_STATUSES] },
    OR: [{ status: { not: "NEW" as const }, eventDate: { lt: today } }, { updatedAt: { lt: cutoff } }],
  });
  const candidates = await db.quotation.findMany({ where: stale(), select: { id: true }, orderBy: { id: "asc" } });
  let expired = 0;
  for (const { id } of candidates) {
    const done = await quotationTransaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Quotation" WHERE id = ${id} FOR UPDATE`;
      const quotation = await tx.quotation.findFirst({
        where: stale({ id }),
        include: { versions: { orderBy: { versionNumber: "desc" }, take: 1 } },
      });
      if (!quotation) return false;
      const reason =
        quotation.eventDate && quotation.eventDate < today
          ? "The event or promotion date has passed"
          : `No progress for ${config.quotationExpiryDays} days`;
      await tx.quotationVersion.update({ where: { id: quotation.versions[0].id }, data: { status: "EXPIRED" } });
      await withdrawOpenSigning(tx, quotation.versions[0].id, "The quotation expired");
      await tx.quotation.update({ where: { id }, data: { status: "EXPIRED" } });
      await recordAuditEvent(tx, {
        actorId: null,
        action: "quotation.expire",
        subjectType: "Quotation",
        subjectId: id,
        before: { status: quotation.status },
        after: { status: "EXPIRED", reason },
      });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
