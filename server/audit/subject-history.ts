import "server-only";
import { isoSeconds } from "@/lib/api/serialize";
import type { AuditEventDto } from "@/lib/audit/audit-event-dto";
import { db } from "@/server/db";
import { readableHistory } from "./readable-history";

/**
 * The audit events of one record, newest first, as the history timelines show them: people,
 * companies, quotations, policies and documents named, not numbered (see readableHistory).
 */
export async function subjectHistory(subjectType: string, subjectId: string | number, limit = 200): Promise<AuditEventDto[]> {
  const events = await db.auditEvent.findMany({
    where: { subjectType, subjectId: String(subjectId) },
    orderBy: { id: "desc" },
    take: Math.min(Math.max(limit, 1), 500),
    include: { actor: { select: { id: true, firstName: true, lastName: true } } },
  });
  return readableHistory(
    events.map((e) => ({
      id: e.id.toString(),
      action: e.action,
      actor: e.actor ? { id: e.actor.id, name: `${e.actor.firstName} ${e.actor.lastName}` } : null,
      before: e.before,
      after: e.after,
      createdAt: isoSeconds(e.createdAt),
    })),
  );
}
