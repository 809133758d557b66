import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/api/errors";
import { RATE_LIMITS, addressSubject, enforceRateLimit, reserveFailure } from "@/server/http/rate-limit";
import { assertEnvelopeExists } from "./sign-builtin-envelope";
import { startProposalSigning, type SigningErrorReason, type SigningStart } from "./start-proposal-signing";

// The public signing routes are throttled against guessing, not against business (D87, "failures
// only"): per client address only failed attempts count (an unknown envelope, a wrong, replaced or
// expired link), and per envelope or link every attempt. Many insureds signing from one office (or
// behind a proxy that is not trusted) are never refused; a script guessing links is, after a few.

type Headers = Pick<NextRequest, "headers">;

/** The reasons a signing link fails that say the link itself was wrong: these count as failures. */
const LINK_FAILURES: readonly SigningErrorReason[] = ["invalid-link", "expired-link"];

/**
 * Before a built-in envelope is used (its signing submit or its document): 429 once the address has
 * failed too often, 404 for an unknown envelope (counted as a failure), then 429 once the envelope
 * itself was asked too often.
 */
export async function admitEnvelopeRequest(req: Headers, envelopeId: string, kind: "submit" | "document"): Promise<void> {
  const failure = await reserveFailure(RATE_LIMITS.signingFailures, addressSubject(req));
  await assertEnvelopeExists(envelopeId);
  await failure.succeeded();
  const perEnvelope = kind === "submit" ? RATE_LIMITS.signingSubmitPerEnvelope : RATE_LIMITS.signingDocumentPerEnvelope;
  await enforceRateLimit(perEnvelope, `envelope:${envelopeId}`);
}

/**
 * GET /sign/{quotationId}?token=…: starts the signing (startProposalSigning), counting a wrong,
 * replaced or expired link against the client address; a valid link's openings count against the
 * link itself (inside startProposalSigning, once its token checked out).
 */
export async function openSigningLink(req: Headers, quotationId: string, token: string | null): Promise<SigningStart> {
  const failure = await reserveFailure(RATE_LIMITS.signingFailures, addressSubject(req));
  let start: SigningStart;
  try {
    start = await startProposalSigning(quotationId, token);
  } catch (error) {
    // The link checked out but was opened too often: not the address's failure.
    if (error instanceof AppError && error.code === "RATE_LIMITED") await failure.succeeded();
    throw error;
  }
  if (start.ok || !LINK_FAILURES.includes(start.reason)) await failure.succeeded();
  return start;
}
