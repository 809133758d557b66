import "server-only";
import { AppError } from "@/lib/api/errors";
import type { z } from "zod";
import type { loginSchema } from "@/lib/auth/schemas";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { getMaintenanceState } from "@/server/settings/maintenance-state";
import { accountBlockReason } from "./account-status";
import { verifyPassword } from "./password";
import { releaseLoginAttempt, reserveLoginAttempt, settleLoginSuccess, waitLoginDelay } from "./login-throttle";

export type RequestMeta = { ip: string | null; userAgent: string | null };

/**
 * Checks the credentials and opens a session. Repeated failures for an email or an address are
 * slowed down and then refused with RATE_LIMITED; the account must be enabled, its company enabled
 * and today within its access dates; during maintenance only admins may sign in.
 */
export async function signInWithPassword({ email, password }: z.output<typeof loginSchema>, meta: RequestMeta) {
  // Counted and reserved atomically before the password is looked at (a failure until proven right).
  const reservation = await reserveLoginAttempt(email, meta.ip);
  await waitLoginDelay(reservation);

  const user = await db.user.findUnique({ where: { email }, include: { company: true } });
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw new AppError("INVALID_CREDENTIALS", "Invalid email or password");
  const blocked = accountBlockReason(user);
  if (blocked) throw new AppError("ACCOUNT_DISABLED", blocked);
  const maintenance = await getMaintenanceState();
  if (maintenance.on && user.role !== "ROLE_ADMIN") {
    await releaseLoginAttempt(reservation);
    throw new AppError("MAINTENANCE_MODE", maintenance.message);
  }

  const expiresAt = new Date(Date.now() + env().SESSION_TTL_MINUTES * 60_000);
  const session = await db.$transaction(async (tx) => {
    const created = await tx.session.create({
      data: { userId: user.id, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 500) },
    });
    await tx.user.update({
      where: { id: user.id },
      data: { lastLoginAt: new Date(), ...(user.status === "INVITED" ? { status: "ACTIVE" } : {}) },
    });
    await settleLoginSuccess(tx, reservation);
    await recordAuditEvent(tx, { actorId: user.id, action: "auth.signIn", subjectType: "User", subjectId: user.id });
    return created;
  });
  return { user, sessionId: session.id, expiresAt };
}
