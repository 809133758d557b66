import "server-only";
import { env } from "@/server/env";
import { createSignedLink, type SignedLinkPurpose } from "@/server/signing/signed-link";
import { POLICY_DOCUMENT_LINK_TTL_SECONDS } from "./policy-document-links";

/** The signed-link purpose of the determination letter; the subject is the claim's id (D115). */
export const CLAIM_LETTER_LINK_PURPOSE: SignedLinkPurpose = "print-claim";

/** The letter's address in the portal, without a token (for signed-in readers). */
export const claimLetterPath = (claimId: number) => `/print/claim/${claimId}/determination`;

/**
 * An absolute, signed link to a claim's determination letter, for an email: it opens the letter
 * without signing in, for as long as the policy's document links do (D78, 30 days).
 */
export function claimLetterLink(claimId: number, now = new Date()): string {
  const base = env().APP_URL.replace(/\/$/, "");
  const token = createSignedLink(CLAIM_LETTER_LINK_PURPOSE, claimId, POLICY_DOCUMENT_LINK_TTL_SECONDS, now);
  return `${base}${claimLetterPath(claimId)}?token=${token}`;
}
