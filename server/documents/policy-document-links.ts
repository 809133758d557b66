import "server-only";
import { policyDocuments } from "@/lib/policies/policy-documents";
import type { Tx } from "@/server/db";
import { env } from "@/server/env";
import { createSignedLink } from "@/server/signing/signed-link";

/** How long the document links of a bind or endorsement email open the documents (D78). */
export const POLICY_DOCUMENT_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;

export type PolicyDocumentLink = { title: string; href: string };

type Extras = {
  /** The invoice or credit note issued with the change, printed at /print/policy-invoice/{id}. */
  invoice?: { id: number; invoiceNumber: string; credit?: boolean } | null;
  /** The endorsement just issued (a cancellation endorsement has its own page). */
  endorsement?: { id: number; endorsementNumber: number; cancellation?: boolean } | null;
};

/**
 * Absolute, signed links (D78) to every document that applies to the policy, the all-documents
 * PDF, and the invoice or endorsement just issued, for the broker's email, so the broker can forward
 * them. Read through the caller's transaction: at bind the policy is not committed yet, and the
 * email is written to the outbox in the same transaction. Empty when there is no such policy.
 */
export async function policyDocumentLinks(tx: Tx, policyId: number, extras: Extras = {}, now = new Date()): Promise<PolicyDocumentLink[]> {
  const policy = await tx.policy.findUnique({
    where: { id: policyId },
    select: {
      policyNumber: true,
      insuredState: true,
      kind: true,
      quotationVersion: {
        select: { locationState: true, claimsVerificationSource: true, perils: { where: { selected: true }, select: { peril: true } } },
      },
      quotation: { select: { documents: { select: { type: true } } } },
    },
  });
  if (!policy) return [];
  const base = env().APP_URL.replace(/\/$/, "");
  const signed = (href: string, purpose: "print-policy" | "print-policy-invoice" | "print-policy-endorsement", subjectId: number) =>
    `${base}${href}?token=${createSignedLink(purpose, subjectId, POLICY_DOCUMENT_LINK_TTL_SECONDS, now)}`;

  // The insured perils only: a peril quoted but not chosen carries no document (D70).
  const v = policy.quotationVersion;
  const documents = policyDocuments({
    insuredState: policy.insuredState,
    locationState: v.locationState,
    kind: policy.kind,
    perils: v.perils.map((p) => p.peril),
    claimsVerificationSource: v.claimsVerificationSource,
    applicationDocuments: policy.quotation.documents.map((d) => d.type),
  });
  // One print-policy token opens every document of the policy and the bundle.
  const token = createSignedLink("print-policy", policyId, POLICY_DOCUMENT_LINK_TTL_SECONDS, now);
  const withToken = (href: string) => `${base}${href}?token=${token}`;
  const links: PolicyDocumentLink[] = [];
  const { endorsement, invoice } = extras;
  if (endorsement) {
    links.push({
      title: endorsement.cancellation
        ? `Cancellation endorsement No. ${endorsement.endorsementNumber}`
        : `Endorsement No. ${endorsement.endorsementNumber}`,
      href: signed(
        endorsement.cancellation
          ? `/print/policy/cancellation-endorsement/${endorsement.id}`
          : `/print/policy/endorsement/${endorsement.id}`,
        "print-policy-endorsement",
        endorsement.id,
      ),
    });
  }
  if (invoice) {
    links.push({
      title: `${invoice.credit ? "Credit note" : "Invoice"} ${invoice.invoiceNumber}`,
      href: signed(`/print/policy-invoice/${invoice.id}`, "print-policy-invoice", invoice.id),
    });
  }
  for (const d of documents) {
    const wording = d.fileKind === "POLICY_WORDING";
    links.push({
      title: wording ? `Policy ${policy.policyNumber}: policy wording` : `${d.form}: ${d.title}`,
      href: withToken(d.href(policyId)),
    });
  }
  links.push({ title: "All policy documents in one PDF", href: withToken(`/print/policy/all-documents/${policyId}`) });
  return links;
}
