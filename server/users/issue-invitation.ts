import "server-only";
import type { Tx } from "@/server/db";
import { env } from "@/server/env";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { newToken } from "@/server/auth/tokens";

/**
 * Inside the caller's transaction: ends the user's unused invitation tokens, writes a new one
 * (INVITATION_TOKEN_TTL_HOURS) and puts the invitation email with its link in the outbox. The link is
 * the password-reset page, which accepts invitation tokens (server/auth/reset-password.ts).
 */
export async function issueInvitation(
  tx: Tx,
  user: { id: number; email: string; firstName: string },
  companyName: string,
  now = new Date(),
): Promise<{ expiresAt: Date; revoked: number }> {
  const { APP_URL, INVITATION_TOKEN_TTL_HOURS } = env();
  const revoked = await tx.userToken.updateMany({
    where: { userId: user.id, type: "INVITATION", usedAt: null },
    data: { usedAt: now },
  });
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TOKEN_TTL_HOURS * 3_600_000);
  await tx.userToken.create({ data: { userId: user.id, type: "INVITATION", tokenHash, expiresAt } });
  await enqueueEmail(tx, {
    to: user.email,
    template: "invitation",
    props: {
      firstName: user.firstName,
      companyName,
      setPasswordUrl: `${APP_URL.replace(/\/$/, "")}/auth/password-reset?token=${encodeURIComponent(token)}`,
      expiresInHours: INVITATION_TOKEN_TTL_HOURS,
    },
  });
  return { expiresAt, revoked: revoked.count };
}
