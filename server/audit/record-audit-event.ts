import "server-only";
import type { Tx } from "@/server/db";
import { toWire } from "@/lib/api/serialize";
import type { AuditActionName } from "@/lib/audit/audit-actions";

export type AuditInput = {
  actorId: number | null;
  action: AuditActionName;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Writes an audit event; call it inside the transaction of the change it records. */
export async function recordAuditEvent(tx: Tx, event: AuditInput): Promise<void> {
  await tx.auditEvent.create({
    data: {
      actorId: event.actorId,
      action: event.action,
      subjectType: event.subjectType,
      subjectId: String(event.subjectId),
      before: event.before === undefined ? undefined : (toWire(event.before) as object),
      after: event.after === undefined ? undefined : (toWire(event.after) as object),
    },
  });
}
