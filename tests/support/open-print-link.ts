import { POLICY_DOCUMENT_KEYS, POLICY_DOCUMENTS } from "@/lib/policies/policy-documents";
import { printClaimDetermination } from "@/server/documents/print-claim-determination";
import { printCancellationEndorsement } from "@/server/documents/print-cancellation-endorsement";
import { printPolicyDocument } from "@/server/documents/print-policy-document";
import { printPolicyDocumentsBundle } from "@/server/documents/print-policy-documents-bundle";
import { printPolicyEndorsement } from "@/server/documents/print-policy-endorsement";
import { printPolicyInvoice } from "@/server/documents/print-policy-invoice";

/**
 * Opens an emailed `/print/…` link as someone without a session would: the route's use case with
 * no actor and the link's token. Resolves to the PDF and its file name, or rejects as the route does.
 */
export async function openPrintLink(link: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const url = new URL(link);
  const token = url.searchParams.get("token");
  const path = url.pathname;
  const idOf = (pattern: RegExp) => Number(path.match(pattern)?.[1]);
  if (/^\/print\/claim\/\d+\/determination$/.test(path)) return printClaimDetermination(null, idOf(/\/(\d+)\//), token);
  if (/^\/print\/policy-invoice\/\d+$/.test(path)) return printPolicyInvoice(null, idOf(/(\d+)$/), token);
  if (/^\/print\/policy\/endorsement\/\d+$/.test(path)) return printPolicyEndorsement(null, idOf(/(\d+)$/), token);
  if (/^\/print\/policy\/cancellation-endorsement\/\d+$/.test(path)) return printCancellationEndorsement(null, idOf(/(\d+)$/), token);
  if (/^\/print\/policy\/all-documents\/\d+$/.test(path)) return printPolicyDocumentsBundle(null, idOf(/(\d+)$/), token);
  const policyId = idOf(/\/(\d+)(?:\/|$)/);
  const key = POLICY_DOCUMENT_KEYS.find((k) => POLICY_DOCUMENTS[k].href(policyId) === path);
  if (!key) throw new Error(`not a print link: ${path}`);
  return printPolicyDocument(key, null, policyId, token);
}

/** The `/print/…` links of an email's HTML, in order. */
export function printLinksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]*\/print\/[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}
