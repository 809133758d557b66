import { AppError } from "@/lib/api/errors";
import { db } from "@/server/db";
import { env } from "@/server/env";

// Sign-in throttling kept in the database so that every app instance sees the same counts.
// Failures since the last success inside the window slow the answer down (0.25 s, 0.5 s, 1 s, …
// up to 2 s); at LOGIN_MAX_FAILURES for an email, or four times that for one address, sign-in is
// refused with 429 RATE_LIMITED until the oldest failure leaves the window.

const IP_FACTOR = 4;

async function failuresSince(where: { email?: string; ip?: string }, windowStart: Date) {
  const lastSuccess = where.email
    ? await db.loginAttempt.findFirst({
        where: { email: where.email, succeeded: true, createdAt: { gte: windowStart } },
        orderBy: { createdAt: "desc" },
        select: { createdAt: true },
      })
    : null;
  const from = lastSuccess?.createdAt ?? windowStart;
  return db.loginAttempt.findMany({
    where: { ...where, succeeded: false, createdAt: { gt: from } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
}

export async function assertNotThrottled(email: string, ip: string | null): Promise<void> {
  const { LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MINUTES } = env();
  const windowMs = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const windowStart = new Date(Date.now() - windowMs);
  const byEmail = await failuresSince({ email }, windowStart);
  const byIp = ip ? await failuresSince({ ip }, windowStart) : [];

  const limited = (failures: { createdAt: Date }[], max: number) =>
    failures.length >= max ? failures[failures.length - max].createdAt.getTime() + windowMs : null;
  const until = Math.max(limited(byEmail, LOGIN_MAX_FAILURES) ?? 0, limited(byIp, LOGIN_MAX_FAILURES * IP_FACTOR) ?? 0);
  if (until > Date.now()) {
    const retryAfter = Math.ceil((until - Date.now()) / 1000);
    throw new AppError("RATE_LIMITED", `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
  if (byEmail.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 250 * 2 ** (byEmail.length - 1))));
  }
}

export async function recordLoginAttempt(email: string, ip: string | null, succeeded: boolean): Promise<void> {
  await db.loginAttempt.create({ data: { email, ip, succeeded } });
}
