import "server-only";
import { env } from "@/server/env";
import { createSignedLink } from "@/server/signing/signed-link";
import { POLICY_DOCUMENT_LINK_TTL_SECONDS } from "./policy-document-links";

// The claim's documents: the determination letter (a print page, opened by a reader of the claim
// or by the holder of its signed link, like the policy documents, D78, D115) and the files kept
// with the claim (loss notice attachments, observer and lightning reports), downloaded by its readers.

/** The signed-link purpose of a claim's print pages; the link's subject is the claim's id. */
export const CLAIM_LINK_PURPOSE = "print-claim" as const;

/** The determination letter's print page, without a token (for signed-in readers). */
export const claimLetterPath = (claimId: number) => `/print/claim/${claimId}/determination`;

/** A file kept with the claim (its ClaimFile id). */
export const claimFileHref = (claimId: number, claimFileId: number) => `/api/claim/${claimId}/file/${claimFileId}`;

/**
 * The determination letter with a signed link (valid as long as the policy documents' links): on
 * the portal's own pages a path, in an email (`absolute`) the full address, so that it can be
 * forwarded.
 */
export function claimLetterHref(claimId: number, options: { absolute?: boolean; now?: Date } = {}): string {
  const token = createSignedLink(CLAIM_LINK_PURPOSE, claimId, POLICY_DOCUMENT_LINK_TTL_SECONDS, options.now);
  const path = `${claimLetterPath(claimId)}?token=${token}`;
  return options.absolute ? `${env().APP_URL.replace(/\/$/, "")}${path}` : path;
}
