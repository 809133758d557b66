import "server-only";
import { createHmac } from "node:crypto";
import { constantTimeEqual, headerValue, type HeadersLike } from "./constant-time";

/**
 * HMAC signatures of the webhooks the built-in signing provider posts back to the portal,
 * Stripe-style: header `X-Portal-Signature: t=<unix seconds>,v1=<hex>` where
 * hex = HMAC-SHA256(secret, `${t}.${rawBody}`) over the exact bytes received.
 *
 * Verification proves who sent the body and that it is recent (within the tolerance). It does
 * not stop a captured, still-fresh webhook from being posted again: replays are harmless because
 * the use case that applies the event is idempotent (a quotation becomes SIGNED once; a second
 * delivery of the same event changes nothing).
 */
export const WEBHOOK_SIGNATURE_HEADER = "X-Portal-Signature";
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookRejection = "missing-signature" | "malformed-signature" | "forged-signature" | "stale-timestamp";
export type WebhookSignatureResult = { ok: true; timestamp: Date } | { ok: false; reason: WebhookRejection };

const MAX_HEADER_LENGTH = 1024;

function hmacHex(body: string | Buffer, timestamp: number, secret: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
}

/** The `X-Portal-Signature` value for a body sent at `timestamp` (unix seconds). */
export function signWebhook(body: string | Buffer, timestamp: number, secret: string): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new RangeError("timestamp must be unix seconds");
  if (!secret) throw new Error("A webhook secret is required");
  return `t=${timestamp},v1=${hmacHex(body, timestamp, secret)}`;
}

function parseHeader(value: string): { t: number; v1: string[] } | null {
  if (value.length > MAX_HEADER_LENGTH) return null;
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of value.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) return null;
    const key = part.slice(0, eq).trim();
    const val = part.slice(eq + 1).trim();
    if (key === "t") {
      if (t !== undefined || !/^\d{1,12}$/.test(val)) return null;
      t = Number(val);
    } else if (key === "v1") {
      if (!/^[0-9a-f]{64}$/i.test(val)) return null;
      v1.push(val.toLowerCase());
    }
    // Other schemes (v0, a future v2) are ignored, as Stripe does.
  }
  if (t === undefined || v1.length === 0) return null;
  return { t, v1 };
}

/**
 * Checks the signature header of a received webhook. The signature is checked before the
 * timestamp, so a forged header is reported as forged whatever its time. Several `v1=` entries
 * are accepted (one per secret while a secret is being rotated); one match is enough.
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  headers: HeadersLike,
  secret: string,
  now: Date = new Date(),
  toleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
): WebhookSignatureResult {
  if (!secret) throw new Error("A webhook secret is required");
  const header = headerValue(headers, WEBHOOK_SIGNATURE_HEADER)?.trim();
  if (!header) return { ok: false, reason: "missing-signature" };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: "malformed-signature" };
  const expected = hmacHex(rawBody, parsed.t, secret);
  // Every candidate is compared, so the time taken does not tell which one matched.
  const matched = parsed.v1.map((candidate) => constantTimeEqual(candidate, expected)).includes(true);
  if (!matched) return { ok: false, reason: "forged-signature" };
  const age = Math.floor(now.getTime() / 1000) - parsed.t;
  if (Math.abs(age) > toleranceSeconds) return { ok: false, reason: "stale-timestamp" };
  return { ok: true, timestamp: new Date(parsed.t * 1000) };
}
