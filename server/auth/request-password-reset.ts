import "server-only";
import type { z } from "zod";
import type { passwordRecoverySchema } from "@/lib/auth/schemas";
import { db } from "@/server/db";

/**
 * POST /api/user/password-recovery: stores the address asked for and returns (decision D108). The
 * request does the same work whether or not an account has that address (one insert), so its
 * answer and its timing tell nothing; `sendPasswordResetLinks` (a background job) resolves the
 * address later and emails the link.
 */
export async function requestPasswordReset({ email }: z.output<typeof passwordRecoverySchema>): Promise<void> {
  await db.passwordRecoveryRequest.create({ data: { email } });
}
