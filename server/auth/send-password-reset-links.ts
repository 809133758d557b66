import "server-only";
import { db, type Tx } from "@/server/db";
import { env } from "@/server/env";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { accountBlockReason } from "./account-status";
import { lockUserRow } from "./end-account-links";
import { newToken } from "./tokens";

const MAX_REQUESTS_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60_000;
/** Requests handled per call at most; the job calls again at its next tick. */
const BATCH = 100;

/**
 * The background half of password recovery (decision D108): takes the stored requests one by one
 * (instances share the work through SKIP LOCKED) and, for an existing, usable account, creates a
 * single-use reset link and writes its email to the outbox. At most 3 links per account in 15
 * minutes, counted under the user's row lock; extra requests send nothing. Answers how many
 * requests were handled.
 */
export async function sendPasswordResetLinks(): Promise<number> {
  let handled = 0;
  while (handled < BATCH) {
    const done = await db.$transaction(
      async (tx) => {
        const [claimed] = await tx.$queryRaw<{ id: number; email: string }[]>`
          SELECT id, email FROM "PasswordRecoveryRequest" ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`;
        if (!claimed) return false;
        await sendResetLink(tx, claimed.email);
        await tx.passwordRecoveryRequest.delete({ where: { id: claimed.id } });
        return true;
      },
      { maxWait: 15_000, timeout: 15_000 },
    );
    if (!done) break;
    handled++;
  }
  return handled;
}

async function sendResetLink(tx: Tx, email: string): Promise<void> {
  const user = await tx.user.findUnique({ where: { email }, include: { company: { select: { enabled: true } } } });
  if (!user || accountBlockReason(user)) return;
  const { APP_URL, RESET_TOKEN_TTL_MINUTES } = env();
  // Counted under the user's row lock, so that parallel workers cannot all see "fewer than 3".
  await lockUserRow(tx, user.id);
  const recent = await tx.userToken.count({
    where: { userId: user.id, type: "PASSWORD_RESET", createdAt: { gt: new Date(Date.now() - WINDOW_MS) } },
  });
  if (recent >= MAX_REQUESTS_PER_WINDOW) return;
  const { token, tokenHash } = newToken();
  await tx.userToken.create({
    data: { userId: user.id, type: "PASSWORD_RESET", tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000) },
  });
  await enqueueEmail(tx, {
    to: user.email,
    template: "password-reset",
    props: {
      firstName: user.firstName,
      resetUrl: `${APP_URL.replace(/\/$/, "")}/auth/password-reset?token=${encodeURIComponent(token)}`,
      expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
    },
  });
}
