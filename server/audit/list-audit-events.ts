import { forbidden } from "@/lib/api/errors";
import { isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

/** The history of one record, newest first, for admins (GET /api/audit-event?subjectType=&subjectId=). */
export async function listAuditEvents(actor: Actor, subjectType: string, subjectId: string, limit = 100) {
  if (!abilityFor(actor).can("read", "AuditEvent")) throw forbidden();
  const events = await db.auditEvent.findMany({
    where: { subjectType, subjectId },
    orderBy: { id: "desc" },
    take: Math.min(Math.max(limit, 1), 500),
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

export type AuditEventDto = Awaited<ReturnType<typeof listAuditEvents>>[number];
