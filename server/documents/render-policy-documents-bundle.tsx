import "server-only";
import { bindPdfs, readPdfPart, type PdfPart } from "@/pdf/bind";
import { renderPdf } from "@/pdf/render";
import { log } from "@/server/http/logger";
import { formatDay, formatMomentDay } from "@/pdf/format";
import { winAnsiDeep } from "@/pdf/text";
import { POLICY_DOCUMENTS } from "@/lib/policies/policy-documents";
import { PolicyDocumentsContentsDocument, type ContentsData, type ContentsEntry } from "./policy-documents-contents";
import type { PolicyEndorsementData } from "./policy-endorsement-data";
import type { PolicyInvoiceData } from "./policy-invoice-data";
import type { PolicyWordingData } from "./policy-wording-data";
import { renderPolicyDocumentPdf } from "./render-policy-document-pdf";
import { renderPolicyEndorsementPdf } from "./render-policy-endorsement-pdf";
import { renderPolicyInvoicePdf } from "./render-policy-invoice-pdf";

/** A finished document to bind: its PDF as its own print page serves it, and its contents line. */
export type BundledDocument = Omit<ContentsEntry, "pages"> & { bytes: Uint8Array };

/** The contents page as a react-pdf document. */
export function policyDocumentsContentsElement(data: ContentsData) {
  // The standard fonts draw WinAnsi only: typed titles are made safe first.
  return <PolicyDocumentsContentsDocument data={winAnsiDeep(data)} />;
}

/** What a policy's "all documents" PDF holds, each document's data as its own print page reads it. */
export type PolicyDocumentsBundleInput = {
  wording: PolicyWordingData;
  /** The proposal the insured signed, as stored; null when none is on record. */
  signedProposal: { quotationNumber: string; versionNumber: number; signedAt: Date | string; bytes: Uint8Array } | null;
  /** By number. */
  endorsements: PolicyEndorsementData[];
  /** In the order issued. */
  invoices: PolicyInvoiceData[];
};

/**
 * A policy's "all documents" PDF (D100): a contents page, then the policy wording with its forms
 * and notices (the Files card's order), the signed proposal, every endorsement and cancellation
 * endorsement, and every invoice and credit note. Each document is rendered by its own print
 * page's renderer, so its pages are exactly those its own link serves.
 */
export async function renderPolicyDocumentsBundlePdf(input: PolicyDocumentsBundleInput, compiledAt = new Date()): Promise<Buffer> {
  const { wording, signedProposal } = input;
  // Rendered one after the other: rendering is CPU-bound, and one at a time keeps memory flat.
  const documents: BundledDocument[] = [];
  for (const doc of wording.documents) {
    const { fileKind } = POLICY_DOCUMENTS[doc.key];
    const main = fileKind === "POLICY_WORDING";
    documents.push({
      group: "wording",
      title: main ? `Policy ${wording.policyNumber}: policy wording` : `${doc.form}: ${doc.title}`,
      detail: main
        ? `Bound ${formatMomentDay(wording.boundAt)}`
        : fileKind === "STATE_NOTICE"
          ? "State notice"
          : "Form of the policy wording",
      bytes: await renderPolicyDocumentPdf(wording, doc.key),
    });
  }
  if (signedProposal) {
    documents.push({
      group: "proposal",
      title: `Proposal ${signedProposal.quotationNumber}, version ${signedProposal.versionNumber}`,
      detail: `Signed ${formatMomentDay(signedProposal.signedAt)}`,
      bytes: signedProposal.bytes,
    });
  }
  for (const e of input.endorsements) {
    documents.push({
      group: "endorsements",
      title:
        e.kind === "CANCELLATION"
          ? `Cancellation endorsement No. ${e.endorsementNumber}`
          : `Endorsement No. ${e.endorsementNumber}: ${e.title}`,
      detail: `Effective ${formatDay(e.effectiveDate)}`,
      bytes: await renderPolicyEndorsementPdf(e),
    });
  }
  for (const i of input.invoices) {
    documents.push({
      group: "invoices",
      // As the invoice names itself.
      title: `${i.credit ? "Credit note" : "Invoice"} ${i.invoiceNumber}`,
      detail: `${i.kindLabel} · issued ${formatMomentDay(i.issuedAt)}`,
      bytes: await renderPolicyInvoicePdf(i),
    });
  }
  return bindPolicyDocuments(
    {
      portalName: wording.portalName,
      author: wording.issuer?.name ?? wording.portalName,
      policyNumber: wording.policyNumber,
      insuredName: wording.insured.name,
      compiledAt: compiledAt.toISOString(),
    },
    documents,
  );
}

/**
 * Finished documents bound into one PDF: a contents page (one or more pages: the ranges count
 * them), then each document's pages in the order given. A document whose PDF cannot be read (a
 * damaged or encrypted stored file) is listed as not included rather than failing the whole file.
 */
async function bindPolicyDocuments(meta: Omit<ContentsData, "entries">, documents: BundledDocument[]): Promise<Buffer> {
  const parts: (PdfPart | null)[] = [];
  for (const d of documents) {
    const part = await readPdfPart(d.bytes);
    if (!part)
      log("warn", "A document could not be bound into the all-documents PDF", { policyNumber: meta.policyNumber, document: d.title });
    parts.push(part);
  }

  const entriesAfter = (contentsPages: number): ContentsEntry[] => {
    let next = contentsPages + 1;
    return documents.map(({ bytes: _bytes, ...d }, i) => {
      const count = parts[i]?.pageCount ?? 0;
      if (count === 0) return { ...d, pages: null };
      const pages = { from: next, to: next + count - 1 };
      next += count;
      return { ...d, pages };
    });
  };
  // The ranges depend on how many pages the contents take; a second pass when it runs over a page.
  let contentsPages = 1;
  let contents: PdfPart | null = null;
  for (let pass = 0; pass < 3 && contents?.pageCount !== contentsPages; pass++) {
    if (contents) contentsPages = contents.pageCount;
    const element = policyDocumentsContentsElement({ ...meta, entries: entriesAfter(contentsPages) });
    contents = await readPdfPart(await renderPdf(element, { owner: meta.policyNumber }));
    if (!contents) throw new Error("The contents page did not render");
  }

  return bindPdfs(
    [
      { part: contents!, bookmark: "Contents" },
      ...documents.flatMap((d, i) => (parts[i] && parts[i].pageCount > 0 ? [{ part: parts[i], bookmark: d.title }] : [])),
    ],
    {
      title: `Policy ${meta.policyNumber}: all documents`,
      author: meta.author,
      subject: `The documents of policy ${meta.policyNumber} for ${meta.insuredName}`,
      creator: meta.portalName,
      producer: meta.portalName,
      language: "en-US",
    },
    new Date(meta.compiledAt),
  );
}
