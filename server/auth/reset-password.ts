import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/api/errors";
import type { LazyBody } from "@/lib/api/operation";
import type { resetPasswordSchema } from "@/lib/auth/schemas";
import { db } from "@/server/db";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { endAccountLinks, lockUserRow } from "./end-account-links";
import { hashPassword } from "./password";
import { hashToken } from "./tokens";

const invalidToken = () => new AppError("AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED", "Your reset token has expired.");

/**
 * Sets a new password with a reset or invitation token. The token is consumed with a guarded update,
 * so it works once even when two requests race; every open session and every other outstanding
 * link of the user ends. The body is
 * read only with a token: without one the answer is the token's refusal, whatever the body.
 */
export async function resetPassword(token: string | null, body: LazyBody<z.output<typeof resetPasswordSchema>>): Promise<void> {
  if (!token) throw invalidToken();
  const { password } = body();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const record = await tx.userToken.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!record || record.usedAt || record.expiresAt <= now) throw invalidToken();
    await lockUserRow(tx, record.userId);
    const consumed = await tx.userToken.updateMany({ where: { id: record.id, usedAt: null }, data: { usedAt: now } });
    if (consumed.count !== 1) throw invalidToken();
    // Using one link ends the others of the account (D108).
    await endAccountLinks(tx, record.userId, now);
    await tx.user.update({ where: { id: record.userId }, data: { passwordHash, status: "ACTIVE" } });
    await tx.session.updateMany({ where: { userId: record.userId, revokedAt: null }, data: { revokedAt: now } });
    await recordAuditEvent(tx, {
      actorId: record.userId,
      action: record.type === "INVITATION" ? "auth.acceptInvitation" : "auth.resetPassword",
      subjectType: "User",
      subjectId: record.userId,
    });
  });
}
