import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/api/errors";
import { db } from "@/server/db";
import { clientAddress } from "./client-address";

// The database rate limiter (decision D87): one counter row per key in "RateLimitBucket", shared by
// every app instance. A hit is one upsert that PostgreSQL applies under the row's lock, so parallel
// requests each get their own count and no more than `max` ever pass in a window. The window of a
// key starts at its first hit (the database's clock, the same for every instance) and lasts
// `windowSeconds`; the first hit after it ends starts a new one. A request over the limit is
// refused with 429 RATE_LIMITED and `Retry-After` (seconds until the window ends).
//
// Sign-in has its own, finer throttle (server/auth/login-throttle.ts, D64).

export type RateLimitRule = {
  /** The key's prefix; a rule's keys never meet another rule's. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What was asked too often, for the message: "Too many <what>. Try again in 3 minute(s)." */
  what: string;
};

const MINUTE = 60;

/** The limits of the calls that are rate limited (docs/api.md, "Rate limits"). */
export const RATE_LIMITS = {
  /** POST /api/user/password-recovery, per client address. (Emails per account: 3 per 15 min, silently.) */
  passwordRecovery: {
    name: "password-recovery",
    max: 20,
    windowSeconds: 15 * MINUTE,
    what: "password recovery requests from this address",
  },
  /**
   * PATCH /api/user/reset-password, per client address (each attempt hashes a password). Invited
   * colleagues behind one office address accept their invitations through it too, hence 30.
   */
  passwordReset: { name: "password-reset", max: 30, windowSeconds: 15 * MINUTE, what: "password changes from this address" },
  /** POST /api/user/{id}/resend-invitation, per signed-in admin. */
  invitationResendByAccount: { name: "invitation-resend-account", max: 30, windowSeconds: 60 * MINUTE, what: "invitations sent" },
  /** POST /api/user/{id}/resend-invitation, per invited user (nobody's mailbox is flooded). */
  invitationResendByUser: { name: "invitation-resend-user", max: 5, windowSeconds: 60 * MINUTE, what: "invitations sent to this user" },
  /**
   * The public signing routes (GET /sign/{quotationId}, GET /sign/builtin/{id}/document, POST
   * /api/signing/builtin/{id}), per client address: only failed attempts count (an unknown
   * envelope, a wrong, replaced or expired link), so an office where many insureds sign is never
   * refused while a script guessing links is after a handful (D87, "failures only").
   */
  signingFailures: { name: "signing-failures", max: 10, windowSeconds: 15 * MINUTE, what: "failed signing attempts from this address" },
  /** GET /sign/{quotationId}?token=…, per quotation once its link checked out (each opens or reopens an envelope). */
  signingOpenPerLink: { name: "signing-open-link", max: 30, windowSeconds: 15 * MINUTE, what: "openings of this signing link" },
  /** GET /sign/builtin/{envelopeId}/document, per envelope (each renders or reads a PDF). */
  signingDocumentPerEnvelope: {
    name: "signing-document-envelope",
    max: 60,
    windowSeconds: 15 * MINUTE,
    what: "requests for this proposal",
  },
  /** POST /api/signing/builtin/{envelopeId}, per envelope (each checks a signature and renders the letter). */
  signingSubmitPerEnvelope: {
    name: "signing-submit-envelope",
    max: 20,
    windowSeconds: 15 * MINUTE,
    what: "signing attempts for this proposal",
  },
  /** Uploads (quotation documents, company logos, user imports), per signed-in user, all kinds together. */
  upload: { name: "upload", max: 60, windowSeconds: 10 * MINUTE, what: "uploads" },
} as const satisfies Record<string, RateLimitRule>;

/** Buckets whose window ended longer ago than this are deleted (every rule's window is shorter). */
const KEEP_SECONDS = 24 * 60 * MINUTE;
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/** The refusal every limiter answers with (sign-in's included): 429 with Retry-After in seconds. */
export function rateLimitedError(what: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("RATE_LIMITED", `Too many ${what}. Try again in ${Math.ceil(seconds / 60)} minute(s).`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/** The key of a rule and subject; long subjects are hashed so a key stays small. */
function keyOf(rule: RateLimitRule, subject: string): string {
  const value = subject.length > 100 ? `sha256:${createHash("sha256").update(subject).digest("hex")}` : subject;
  return `${rule.name}:${value}`;
}

export type RateLimitHit = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** Counts one request of `subject` against `rule`, atomically, and tells whether it may go on. */
export async function hitRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitHit> {
  const key = keyOf(rule, subject);
  const rows = await db.$queryRaw<{ hits: number; retry_after: number }[]>`
    INSERT INTO "RateLimitBucket" AS b ("key", "windowStart", "hits")
    VALUES (${key}, clock_timestamp(), 1)
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN b."windowStart" <= EXCLUDED."windowStart" - ${rule.windowSeconds}::int * interval '1 second'
                    THEN 1 ELSE LEAST(b."hits", 2147483646) + 1 END,
      "windowStart" = CASE WHEN b."windowStart" <= EXCLUDED."windowStart" - ${rule.windowSeconds}::int * interval '1 second'
                    THEN EXCLUDED."windowStart" ELSE b."windowStart" END
    RETURNING "hits",
      extract(epoch FROM ("windowStart" + ${rule.windowSeconds}::int * interval '1 second' - clock_timestamp()))::float8 AS retry_after`;
  sweepNow();
  const { hits, retry_after } = rows[0];
  // The stored start is rounded to the millisecond: keep the wait within the window.
  return { allowed: hits <= rule.max, hits, retryAfterSeconds: Math.min(rule.windowSeconds, Math.max(1, Math.ceil(retry_after))) };
}

/** Counts one request and refuses it with 429 RATE_LIMITED (Retry-After) beyond the rule's limit. */
export async function enforceRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const hit = await hitRateLimit(rule, subject);
  if (!hit.allowed) throw rateLimitedError(rule.what, hit.retryAfterSeconds);
}

/**
 * A limit on failures only (D87, "failures only"): one hit is counted before the attempt, so that
 * parallel attempts cannot pass the limit together (beyond it the attempt is refused with 429), and
 * given back by `succeeded()` once the attempt turns out valid. An attempt that fails, or throws,
 * keeps its hit.
 */
export async function reserveFailure(rule: RateLimitRule, subject: string): Promise<{ succeeded: () => Promise<void> }> {
  await enforceRateLimit(rule, subject);
  let given = false;
  return {
    succeeded: async () => {
      if (given) return;
      given = true;
      const key = keyOf(rule, subject);
      await db.$executeRaw`UPDATE "RateLimitBucket" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = ${key}`;
    },
  };
}

/** The subject of a per-address rule: the client address (trusted proxies only, D62). */
export function addressSubject(req: Pick<NextRequest, "headers">): string {
  return `ip:${clientAddress(req.headers) ?? "unknown"}`;
}

/** The subject of a per-account rule. */
export function accountSubject(userId: number): string {
  return `user:${userId}`;
}

/** Per address: `enforceRateLimit(rule, addressSubject(req))`. */
export function limitByAddress(req: Pick<NextRequest, "headers">, rule: RateLimitRule): Promise<void> {
  return enforceRateLimit(rule, addressSubject(req));
}

/** Now and then (once per 10 minutes per process), buckets long out of their window are deleted. */
function sweepNow(): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "windowStart" < clock_timestamp() - ${KEEP_SECONDS}::int * interval '1 second'`.catch(
    () => {
      lastSweep = 0;
    },
  );
}
