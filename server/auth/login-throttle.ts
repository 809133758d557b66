import "server-only";
import type { AppError } from "@/lib/api/errors";
import { db, type Tx } from "@/server/db";
import { env } from "@/server/env";
import { rateLimitedError } from "@/server/http/rate-limit";

// Sign-in throttling kept in the database so that every app instance sees the same counts
// (decision D64). An attempt is *reserved* before its password is checked: inside one transaction
// that holds PostgreSQL advisory locks on the email (and on the address), the failures are counted
// and, when the attempt may go on, a row is written that counts as a failure until the password
// proves right. Parallel attempts therefore queue on the lock and each sees the ones before it:
// no more than the limit are ever checked.
//
// Limits within LOGIN_FAILURE_WINDOW_MINUTES:
// - one email from one address: LOGIN_MAX_FAILURES (5) failures since that pair's last success;
// - one address over all emails: 4 × LOGIN_MAX_FAILURES (credential stuffing from one host);
// - one email over all addresses: 4 × LOGIN_MAX_FAILURES since the email's last success.
// The two wide limits do not apply to an address that signed in to this email successfully in the
// last 30 days (a "known" address): there only the pair limit counts.
// A guesser therefore locks only their own address out of the account; the owner, from another
// address, keeps signing in (after a short delay: failures for the email slow the answer down by
// 0.25 s, 0.5 s, 1 s … at most 2 s). Only a guesser with many addresses can close the account to
// new addresses, and even then not to the addresses its owner has used.

const WIDE_FACTOR = 4;
const KNOWN_ADDRESS_DAYS = 30;

export type LoginReservation = { attemptId: bigint; delayMs: number };

type Count = { failures: number; oldest: Date | null };

function rateLimited(until: number): AppError {
  return rateLimitedError("failed sign-in attempts", (until - Date.now()) / 1000);
}

/**
 * Counts the failures and reserves this attempt atomically, or throws RATE_LIMITED (429 with
 * Retry-After). The caller checks the password afterwards and settles the reservation.
 */
export async function reserveLoginAttempt(email: string, ip: string | null): Promise<LoginReservation> {
  const { LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MINUTES } = env();
  const windowMs = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const wideMax = LOGIN_MAX_FAILURES * WIDE_FACTOR;

  return db.$transaction(
    async (tx) => {
      // Email first, then address: every transaction takes them in this order (no deadlock).
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`login-email:${email}`}))::text AS locked`;
      if (ip) await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))::text AS locked`;

      const now = Date.now();
      const windowStart = new Date(now - windowMs);
      const knownSince = new Date(now - KNOWN_ADDRESS_DAYS * 86_400_000);

      const rows = await tx.$queryRaw<
        {
          pair_failures: number;
          pair_oldest: Date | null;
          email_failures: number;
          email_oldest: Date | null;
          ip_failures: number;
          ip_oldest: Date | null;
          known: boolean;
        }[]
      >`
      WITH pair_reset AS (
        SELECT max("createdAt") AS at FROM "LoginAttempt"
        WHERE email = ${email} AND ip IS NOT DISTINCT FROM ${ip} AND succeeded AND "createdAt" > ${windowStart}
      ), email_reset AS (
        SELECT max("createdAt") AS at FROM "LoginAttempt"
        WHERE email = ${email} AND succeeded AND "createdAt" > ${windowStart}
      ), pair AS (
        SELECT count(*)::int AS n, min("createdAt") AS oldest FROM (
          SELECT "createdAt" FROM "LoginAttempt"
          WHERE email = ${email} AND ip IS NOT DISTINCT FROM ${ip} AND NOT succeeded
            AND "createdAt" > GREATEST(${windowStart}, COALESCE((SELECT at FROM pair_reset), ${windowStart}))
          ORDER BY "createdAt" DESC LIMIT ${LOGIN_MAX_FAILURES}
        ) p
      ), by_email AS (
        SELECT count(*)::int AS n, min("createdAt") AS oldest FROM (
          SELECT "createdAt" FROM "LoginAttempt"
          WHERE email = ${email} AND NOT succeeded
            AND "createdAt" > GREATEST(${windowStart}, COALESCE((SELECT at FROM email_reset), ${windowStart}))
          ORDER BY "createdAt" DESC LIMIT ${wideMax}
        ) e
      ), by_ip AS (
        SELECT count(*)::int AS n, min("createdAt") AS oldest FROM (
          SELECT "createdAt" FROM "LoginAttempt"
          WHERE ${ip}::text IS NOT NULL AND ip = ${ip} AND NOT succeeded AND "createdAt" > ${windowStart}
          ORDER BY "createdAt" DESC LIMIT ${wideMax}
        ) i
      )
      SELECT pair.n AS pair_failures, pair.oldest AS pair_oldest,
             by_email.n AS email_failures, by_email.oldest AS email_oldest,
             by_ip.n AS ip_failures, by_ip.oldest AS ip_oldest,
             EXISTS (SELECT 1 FROM "LoginAttempt" WHERE ${ip}::text IS NOT NULL AND email = ${email} AND ip = ${ip}
                     AND succeeded AND "createdAt" > ${knownSince}) AS known
      FROM pair, by_email, by_ip`;
      const r = rows[0];
      const pair: Count = { failures: r.pair_failures, oldest: r.pair_oldest };
      const byEmail: Count = { failures: r.email_failures, oldest: r.email_oldest };
      const byIp: Count = { failures: r.ip_failures, oldest: r.ip_oldest };

      // The limit is reached once the last `max` failures (the ones counted) are all in the window;
      // it lifts when the oldest of them leaves it.
      const until = (c: Count, max: number) => (c.failures >= max && c.oldest ? c.oldest.getTime() + windowMs : 0);
      // An address that signed in to this email lately is the owner's: only the pair limit applies
      // to it, so neither a guesser elsewhere nor a colleague's typos behind the same NAT lock it out.
      const blockedUntil = Math.max(until(pair, LOGIN_MAX_FAILURES), r.known ? 0 : Math.max(until(byIp, wideMax), until(byEmail, wideMax)));
      if (blockedUntil > now) throw rateLimited(blockedUntil);

      const attempt = await tx.loginAttempt.create({ data: { email, ip, succeeded: false }, select: { id: true } });
      const delayMs = byEmail.failures > 0 ? Math.min(2000, 250 * 2 ** (byEmail.failures - 1)) : 0;
      return { attemptId: attempt.id, delayMs };
      // A burst of attempts queues on the lock (each holds it for one short query): wait for a
      // connection longer than Prisma's default 2 s rather than fail.
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** The slow-down of a reserved attempt, waited outside the lock. */
export async function waitLoginDelay(reservation: LoginReservation): Promise<void> {
  if (reservation.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, reservation.delayMs));
}

/** The password was right: the reserved attempt is a success (in the caller's transaction). */
export async function settleLoginSuccess(tx: Tx, reservation: LoginReservation): Promise<void> {
  await tx.loginAttempt.update({ where: { id: reservation.attemptId }, data: { succeeded: true } });
}

/** The attempt was refused for a reason that is not a guess (maintenance): it does not count. */
export async function releaseLoginAttempt(reservation: LoginReservation): Promise<void> {
  await db.loginAttempt.deleteMany({ where: { id: reservation.attemptId } });
}
