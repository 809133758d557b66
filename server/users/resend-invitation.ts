import "server-only";
import { AppError, forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { issueInvitation } from "./issue-invitation";

/**
 * POST /api/user/{id}/resend-invitation (admin): for a user who has not set a password yet (status
 * INVITED), ends the earlier invitation links and emails a new one, with a `user.resendInvitation`
 * audit event, all in one transaction. An ACTIVE user is refused with 409 INVALID_STATE_TRANSITION.
 */
export async function resendInvitation(actor: Actor, id: number): Promise<{ email: string; expiresAt: Date }> {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();
  const now = new Date();
  return db.$transaction(
    async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE id = ${id} FOR UPDATE`;
      if (locked.length === 0) throw notFound("User");
      const user = await tx.user.findUniqueOrThrow({ where: { id }, include: { company: { select: { name: true } } } });
      if (user.status !== "INVITED") {
        throw new AppError("INVALID_STATE_TRANSITION", "This user has already accepted the invitation and set a password");
      }
      const { expiresAt, revoked } = await issueInvitation(tx, user, user.company.name, now);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "user.resendInvitation",
        subjectType: "User",
        subjectId: id,
        after: { invitationExpiresAt: expiresAt, earlierLinksEnded: revoked },
      });
      return { email: user.email, expiresAt };
      // Resends of one user queue on its row lock: wait for a connection rather than fail after 2 s.
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
}
