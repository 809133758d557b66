import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { StateFeeUpdate } from "@/lib/settings/state-fee-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { stateFeeDto } from "./list-state-fees";

const EDITABLE = ["tax", "stampingFee", "description"] as const;

/**
 * PUT /api/state-fees/{stateFeeId} (admin): changes the tax, stamping fee and description of one
 * state. The row is locked for the change; the audit event holds the changed fields before and after.
 */
export async function updateStateFee(actor: Actor, stateFeeId: number, patch: StateFeeUpdate) {
  if (!abilityFor(actor).can("update", "StateFee")) throw forbidden();
  const updated = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "StateFee" WHERE id = ${stateFeeId} FOR UPDATE`;
    if (!locked) throw notFound("State fee");
    const before = await tx.stateFee.findUniqueOrThrow({ where: { id: stateFeeId } });
    const next = await tx.stateFee.update({
      where: { id: stateFeeId },
      data: {
        tax: patch.tax,
        description: patch.description,
        ...(patch.stampingFee === undefined ? {} : { stampingFee: patch.stampingFee }),
      },
    });
    const changed = EDITABLE.filter((k) => String(before[k]) !== String(next[k]));
    if (changed.length > 0) {
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "stateFee.update",
        subjectType: "StateFee",
        subjectId: stateFeeId,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, next[k]])),
      });
    }
    return next;
  });
  return stateFeeDto(updated);
}
