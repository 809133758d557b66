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

function auditRow(event: AuditInput) {
  return {
    actorId: event.actorId,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: String(event.subjectId),
    before: event.before === undefined ? undefined : (toWire(event.before) as object),
    after: event.after === undefined ? undefined : (toWire(event.after) as object),
  };
}

/** Writes an audit event; call it inside the transaction of the change it records. */
export async function recordAuditEvent(tx: Tx, event: AuditInput): Promise<void> {
  await tx.auditEvent.create({ data: auditRow(event) });
}

/** Writes several audit events in one statement (a batch of changes made in one transaction). */
export async function recordAuditEvents(tx: Tx, events: AuditInput[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(auditRow);
  const json = (value: object | undefined) => (value === undefined ? null : JSON.stringify(value));
  await tx.$executeRaw`
    INSERT INTO "AuditEvent" ("actorId", action, "subjectType", "subjectId", before, after)
    SELECT * FROM unnest(${rows.map((r) => r.actorId)}::int[], ${rows.map((r) => r.action)}::text[], ${rows.map((r) => r.subjectType)}::text[],
                         ${rows.map((r) => r.subjectId)}::text[], ${rows.map((r) => json(r.before))}::jsonb[], ${rows.map((r) => json(r.after))}::jsonb[])`;
}
