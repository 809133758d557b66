import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { readStoredFile } from "@/server/storage/file-storage";
import { loadPolicyWordingData } from "./load-policy-wording-data";
import { printReader } from "./print-access";
import { loadPolicyEndorsementData } from "./print-policy-endorsement";
import { loadPolicyInvoiceData } from "./print-policy-invoice";
import { renderPolicyDocumentsBundlePdf } from "./render-policy-documents-bundle";

/**
 * GET /print/policy/all-documents/{id}: every document of the policy as one PDF (D100), after a
 * contents page: the policy wording with its forms and notices (as the Files card lists them), the
 * proposal the insured signed, every endorsement (cancellation endorsements included) by number,
 * and every invoice and credit note in the order issued. Each is rendered by its own print page's
 * renderer from its own data, so it is page for page the PDF its own link serves.
 *
 * Who may open it: a signed-in user who may read the policy, or the holder of a signed, unexpired
 * `print-policy` link to the policy (D78: that one link opens every document of the policy, so
 * the bundle carries the policy's endorsements, invoices and signed proposal too). No session and
 * no valid link is 401; a policy the reader may not see is not found.
 */
export async function printPolicyDocumentsBundle(actor: Actor | null, policyId: unknown, token: string | null, now = new Date()) {
  const id = pathId(String(policyId ?? ""), "Policy");
  const reader = printReader(actor, token, "print-policy", id, now);
  const scope = reader.kind === "actor" ? accessibleWhere(abilityFor(reader.actor), "read", "Policy") : undefined;
  const wording = await loadPolicyWordingData({ id, scope });
  if (!wording) throw notFound("Policy");

  // The policy was found within the reader's scope: its own records need no scope of their own.
  const policy = await db.policy.findUniqueOrThrow({
    where: { id },
    select: {
      boundVersionId: true,
      quotationVersionId: true,
      endorsements: { orderBy: { endorsementNumber: "asc" }, select: { id: true, kind: true } },
      invoices: { orderBy: [{ issuedAt: "asc" }, { id: "asc" }], select: { id: true } },
    },
  });
  // The insured signs the version that is bound; its newest signed copy is the one on record.
  const proposal = await db.quotationProposal.findFirst({
    where: { versionId: policy.boundVersionId ?? policy.quotationVersionId, signed: true },
    orderBy: { id: "desc" },
    select: {
      uploadedAt: true,
      file: { select: { storageKey: true } },
      version: { select: { versionNumber: true, quotation: { select: { quotationNumber: true } } } },
    },
  });
  const [endorsements, invoices] = await Promise.all([
    Promise.all(policy.endorsements.map((e) => loadPolicyEndorsementData({ id: e.id, kind: e.kind }))),
    Promise.all(policy.invoices.map((i) => loadPolicyInvoiceData({ id: i.id }))),
  ]);

  const bytes = await renderPolicyDocumentsBundlePdf(
    {
      wording,
      signedProposal: proposal && {
        quotationNumber: proposal.version.quotation.quotationNumber,
        versionNumber: proposal.version.versionNumber,
        signedAt: proposal.uploadedAt,
        bytes: await readStoredFile(proposal.file.storageKey),
      },
      endorsements: endorsements.filter((e) => e !== null),
      invoices: invoices.filter((i) => i !== null),
    },
    now,
  );
  return { bytes, fileName: `policy-documents-${wording.policyNumber}.pdf` };
}
