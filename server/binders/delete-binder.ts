import "server-only";
import { AppError, forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { BinderDeleted } from "@/lib/settings/binder-dto";
import { COULD_NOT_REMOVE_BINDER } from "@/lib/settings/binder-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { auditView } from "./create-binder";

/**
 * DELETE /api/binder/{binderId} (admin): removes a binder that no policy uses; otherwise 409
 * CONFLICT "Could not remove binder".
 *
 * The binder row is locked (FOR UPDATE) before the policies are counted. Binding a policy on the
 * binder takes a key-share lock on the same row (the foreign key check), so a bind running at the
 * same time either commits first, and is counted here, or waits for this transaction and then
 * fails on the missing binder. No policy can be left on a deleted binder.
 */
export async function deleteBinder(actor: Actor, binderId: number): Promise<BinderDeleted> {
  if (!abilityFor(actor).can("delete", "Binder")) throw forbidden();
  await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Binder" WHERE id = ${binderId} FOR UPDATE`;
    if (!locked) throw notFound("Binder");
    const policies = await tx.policy.count({ where: { binderId } });
    if (policies > 0) throw new AppError("CONFLICT", COULD_NOT_REMOVE_BINDER);
    const binder = await tx.binder.delete({ where: { id: binderId } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "binder.delete",
      subjectType: "Binder",
      subjectId: binderId,
      before: auditView(binder),
    });
  });
  return { id: binderId, deleted: true };
}
