import { isoSeconds } from "@/lib/api/serialize";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { getQuotationAccess } from "./get-quotation-access";

/** GET /api/quotation/{id}/history: the audit timeline of a quotation the actor may read, newest first. */
export async function listQuotationHistory(actor: Actor, quotationId: unknown) {
  const { id } = await getQuotationAccess(actor, quotationId);
  const events = await db.auditEvent.findMany({
    where: { subjectType: "Quotation", subjectId: String(id) },
    orderBy: { id: "desc" },
    take: 200,
    include: { actor: { select: { id: true, firstName: true, lastName: true } } },
  });
  return events.map((e) => ({
    id: e.id.toString(),
    action: e.action,
    actor: e.actor ? { id: e.actor.id, name: `${e.actor.firstName} ${e.actor.lastName}` } : null,
    before: e.before,
    after: e.after,
    createdAt: isoSeconds(e.createdAt),
  }));
}
