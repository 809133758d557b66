import "server-only";
import type { z } from "zod";
import type { passwordRecoverySchema } from "@/lib/auth/schemas";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { enqueueEmail } from "@/server/email/enqueue-email";
import { accountBlockReason } from "./account-status";
import { newToken } from "./tokens";

const MAX_REQUESTS_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60_000;

/**
 * Emails a single-use reset link to an existing, usable account. The caller answers the same way
 * whether or not the address exists, and extra requests inside the window send nothing more.
 */
export async function requestPasswordReset({ email }: z.output<typeof passwordRecoverySchema>): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, include: { company: { select: { enabled: true } } } });
  if (!user || accountBlockReason(user)) return;

  const { APP_URL, RESET_TOKEN_TTL_MINUTES } = env();
  const { token, tokenHash } = newToken();
  await db.$transaction(
    async (tx) => {
      // Counted under the user's row lock, so that parallel requests cannot all see "fewer than 3".
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
      const recent = await tx.userToken.count({
        where: { userId: user.id, type: "PASSWORD_RESET", createdAt: { gt: new Date(Date.now() - WINDOW_MS) } },
      });
      if (recent >= MAX_REQUESTS_PER_WINDOW) return;
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
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}
