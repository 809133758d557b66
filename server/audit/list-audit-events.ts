import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { subjectHistory } from "./subject-history";

/** The history of one record, newest first, for admins (GET /api/audit-event?subjectType=&subjectId=). */
export async function listAuditEvents(actor: Actor, subjectType: string, subjectId: string, limit = 100) {
  if (!abilityFor(actor).can("read", "AuditEvent")) throw forbidden();
  return subjectHistory(subjectType, subjectId, limit);
}

export type { AuditEventDto } from "@/lib/audit/audit-event-dto";
