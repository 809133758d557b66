import "server-only";
import { validationFailure } from "@/lib/api/errors";
import type { z } from "zod";
import type { changePasswordSchema } from "@/lib/users/profile-schemas";
import type { Actor } from "@/server/auth/actor";
import { endAccountLinks, lockUserRow } from "@/server/auth/end-account-links";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";

/** The signed-in user changes its password with the current one; its other sessions and its outstanding reset links end. */
export async function changeOwnPassword(actor: Actor, { currentPassword, password }: z.output<typeof changePasswordSchema>): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw validationFailure([{ path: "currentPassword", message: "The current password is not correct" }]);
  }
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.$transaction(async (tx) => {
    await lockUserRow(tx, actor.id);
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash } });
    // A reset link asked for before the change cannot undo it (D108).
    await endAccountLinks(tx, actor.id, now);
    await tx.session.updateMany({
      where: { userId: actor.id, revokedAt: null, NOT: { id: actor.sessionId } },
      data: { revokedAt: now },
    });
    await recordAuditEvent(tx, { actorId: actor.id, action: "user.changePassword", subjectType: "User", subjectId: actor.id });
  });
}
