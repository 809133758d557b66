import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { env } from "@/server/env";
import { constantTimeEqual } from "./constant-time";

/**
 * Signed, expiring links (DESIGN §7, §8): the token in `/sign/:quotationId?token=…` and in the
 * `/print/...` links sent by email and to the signing provider. A token is
 * `<payload>.<mac>`: payload = base64url(JSON {p: purpose, s: subject id, exp: unix seconds,
 * nonce}), mac = base64url(HMAC-SHA256(SIGNING_SECRET, "signed-link:v1:" + payload)).
 *
 * A token proves only that the portal issued it for this purpose and subject and that it has not
 * expired. It is not single use: a valid token may be presented again until it expires (a broker
 * opens the link twice). Whatever it unlocks must therefore be safe to repeat; state changes
 * (SIGNED) are made idempotent by their use case, never by the link. The nonce makes every link
 * distinct, so a use case that wants single use can record it.
 */
export const SIGNED_LINK_PURPOSES = [
  "sign",
  "print-proposal",
  "print-policy",
  "print-policy-invoice",
  "print-policy-endorsement",
  "print-claim",
] as const;
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number];

export type SignedLinkError = "invalid" | "expired" | "wrong-purpose";
export type SignedLinkResult =
  { ok: true; purpose: SignedLinkPurpose; subjectId: number; expiresAt: Date; nonce: string } | { ok: false; error: SignedLinkError };

/** Longest lifetime a link may be given (90 days). */
export const MAX_SIGNED_LINK_TTL_SECONDS = 90 * 24 * 60 * 60;
/** Tokens longer than this are refused before any work (a real one is about 130 characters). */
const MAX_TOKEN_LENGTH = 512;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/;

type Payload = { p: string; s: number; exp: number; nonce: string };

function mac(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`signed-link:v1:${payload}`).digest("base64url");
}

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function createSignedLink(
  purpose: SignedLinkPurpose,
  subjectId: number,
  ttlSeconds: number,
  now: Date = new Date(),
  secret: string = env().SIGNING_SECRET,
): string {
  if (!SIGNED_LINK_PURPOSES.includes(purpose)) throw new RangeError(`Unknown signed link purpose: ${purpose}`);
  if (!Number.isSafeInteger(subjectId) || subjectId <= 0) throw new RangeError("subjectId must be a positive integer");
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_SIGNED_LINK_TTL_SECONDS) {
    throw new RangeError(`ttlSeconds must be an integer between 1 and ${MAX_SIGNED_LINK_TTL_SECONDS}`);
  }
  return signedLinkToken(
    purpose,
    subjectId,
    randomBytes(12).toString("base64url"),
    new Date((unixSeconds(now) + ttlSeconds) * 1000),
    secret,
  );
}

/** The token of a link whose nonce and expiry are kept elsewhere (the one live signing link, D68). */
export function signedLinkToken(
  purpose: SignedLinkPurpose,
  subjectId: number,
  nonce: string,
  expiresAt: Date,
  secret: string = env().SIGNING_SECRET,
): string {
  const body: Payload = { p: purpose, s: subjectId, exp: unixSeconds(expiresAt), nonce };
  const payload = Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
  return `${payload}.${mac(payload, secret)}`;
}

function parsePayload(encoded: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null) return null;
    const { p, s, exp, nonce } = value as Record<string, unknown>;
    if (typeof p !== "string" || typeof nonce !== "string") return null;
    if (typeof s !== "number" || !Number.isSafeInteger(s)) return null;
    if (typeof exp !== "number" || !Number.isSafeInteger(exp)) return null;
    return { p, s, exp, nonce };
  } catch {
    return null;
  }
}

/**
 * Checks a token for one purpose and subject. Order: shape and MAC (else `invalid`), purpose
 * (`wrong-purpose`), subject (`invalid`: a link for another quotation is simply not a link for
 * this one), expiry (`expired`, also exactly at `exp`).
 */
export function verifySignedLink(
  token: string | null | undefined,
  purpose: SignedLinkPurpose,
  subjectId: number,
  now: Date = new Date(),
  secret: string = env().SIGNING_SECRET,
): SignedLinkResult {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) {
    return { ok: false, error: "invalid" };
  }
  const [payload, signature] = token.split(".");
  if (!constantTimeEqual(signature, mac(payload, secret))) return { ok: false, error: "invalid" };
  const body = parsePayload(payload);
  if (!body || !SIGNED_LINK_PURPOSES.includes(body.p as SignedLinkPurpose)) return { ok: false, error: "invalid" };
  if (body.p !== purpose) return { ok: false, error: "wrong-purpose" };
  if (body.s !== subjectId) return { ok: false, error: "invalid" };
  if (unixSeconds(now) >= body.exp) return { ok: false, error: "expired" };
  return { ok: true, purpose, subjectId, expiresAt: new Date(body.exp * 1000), nonce: body.nonce };
}
