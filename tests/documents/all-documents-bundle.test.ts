import { execFileSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect } from "vitest";
import { db } from "@/server/db";
import type { Actor } from "@/server/auth/actor";
import { loadPolicyWordingData } from "@/server/documents/load-policy-wording-data";
import { printCancellationEndorsement } from "@/server/documents/print-cancellation-endorsement";
import { printPolicyDocument } from "@/server/documents/print-policy-document";
import { printPolicyDocumentsBundle } from "@/server/documents/print-policy-documents-bundle";
import { printPolicyEndorsement } from "@/server/documents/print-policy-endorsement";
import { printPolicyInvoice } from "@/server/documents/print-policy-invoice";
import { quotationProposalData } from "@/server/documents/quotation-proposal-data";
import { renderProposalPdf } from "@/server/documents/render-proposal-pdf";
import { policyDocumentLinks } from "@/server/documents/policy-document-links";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { createSignedLink } from "@/server/signing/signed-link";
import { storeFile } from "@/server/storage/file-storage";
import { demoActor } from "../support/factories";
import { issuedPolicy } from "../support/invoice-factory";
import { openPrintLink } from "../support/open-print-link";
import { expectRow, pageCount, pdfOutDir, pdfPages, pdfText, toPngs, withPoppler } from "../support/pdf";
import { cancelledBy, generalEndorsement, signedThenEndorsedVersion } from "./servicing-fixtures";

// The "all documents" PDF of a policy (/print/policy/all-documents/{id}, D100): a contents page,
// then the policy wording with its forms, the proposal the insured signed (as stored), every
// endorsement and cancellation endorsement, and every invoice and credit note, each page for page
// the PDF its own print link serves. Read back with pdftotext, page by page, and rendered to PNG
// under test-results/documents/ for a person to look at.

/** The bookmarks of `<name>.pdf` (saved by pdfPages): title and page. */
function outline(name: string): string[] {
  const xml = execFileSync("pdftohtml", ["-xml", "-i", "-stdout", "-f", "1", "-l", "1", path.join(pdfOutDir, `${name}.pdf`)], {
    encoding: "utf8",
  });
  return [...xml.matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((m) => `${m[1]} ${m[2]}`);
}

let broker: Actor;
let harbor: Actor;
let policy: Awaited<ReturnType<typeof issuedPolicy>>["policy"];
/** Each document of the policy as its own link serves it, in the order the bundle must bind them. */
let parts: { title: string; bytes: Uint8Array }[];
let proposalTitle: string;

beforeAll(async () => {
  [broker, harbor] = await Promise.all(["broker@example.com", "broker@harbor.example.com"].map(demoActor));
  const issued = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    policyNumber: "WEP-2026-000701",
    insuredName: "Riverside Summer Jazz Festival LLC",
  });
  policy = issued.policy;

  // The insured signed the bound version; a cover change then copied it (the policy's terms now
  // live on the copy, the signed proposal stays with the bound version).
  const { bound } = await signedThenEndorsedVersion(policy, "Jordan A. Castellano");
  const details = await getQuotationDetails(broker, issued.quotation.id);
  const signedPdf = await renderProposalPdf({
    ...(await quotationProposalData(details, new Date("2026-05-20T15:00:00Z"))),
    versionNumber: bound.versionNumber,
    signature: { fullName: "Jordan A. Castellano", position: "Director", signedAt: "2026-05-25T16:20:00Z", typed: "Jordan A. Castellano" },
  });
  const file = await db.$transaction((tx) =>
    storeFile(tx, { bytes: signedPdf, fileName: "proposal-signed.pdf", contentType: "application/pdf", folder: "proposals" }),
  );
  await db.quotationProposal.create({
    data: { versionId: bound.id, fileId: file.id, signed: true, uploadedAt: new Date("2026-05-25T16:20:00Z") },
  });
  proposalTitle = `Proposal ${issued.quotation.quotationNumber}, version ${bound.versionNumber}`;

  const endorsed = await generalEndorsement(policy, {
    number: 1,
    title: "Longer hours of coverage",
    content: "The hours of coverage are extended to 23:00.",
    effectiveDate: "2026-06-10",
    premiumChange: "150.00",
    premiumAfter: "1400.00",
  });
  const cancelled = await cancelledBy(
    { ...policy, premium: "1400.00" },
    {
      number: 2,
      reason: "The festival was called off by the city.",
      cancellationDate: "2026-06-20",
      returnPremium: "700.00",
      premiumAfter: "700.00",
      explanation: "Half of the premium is returned.",
    },
  );

  const wording = (await loadPolicyWordingData({ id: policy.id }))!;
  parts = [];
  for (const d of wording.documents) {
    const title = d.key === "OTHER_STATES_WORDING" ? `Policy ${policy.policyNumber}: policy wording` : `${d.form}: ${d.title}`;
    parts.push({ title, bytes: (await printPolicyDocument(d.key, broker, policy.id, null)).bytes });
  }
  parts.push({ title: proposalTitle, bytes: signedPdf });
  parts.push({
    title: "Endorsement No. 1: Longer hours of coverage",
    bytes: (await printPolicyEndorsement(broker, endorsed.endorsement.id, null)).bytes,
  });
  parts.push({
    title: "Cancellation endorsement No. 2",
    bytes: (await printCancellationEndorsement(broker, cancelled.endorsement.id, null)).bytes,
  });
  for (const [title, id] of [
    [`Invoice ${issued.invoice!.invoiceNumber}`, issued.invoice!.id],
    [`Invoice ${endorsed.invoice!.invoiceNumber}`, endorsed.invoice!.id],
    [`Credit note ${cancelled.invoice.invoiceNumber}`, cancelled.invoice.id],
  ] as const)
    parts.push({ title, bytes: (await printPolicyInvoice(broker, id, null)).bytes });
}, 120_000);

describe("all policy documents in one PDF", () => {
  withPoppler(
    "binds a contents page, the wording, the signed proposal, every endorsement and every invoice, each page for page",
    async () => {
      const bundle = await printPolicyDocumentsBundle(broker, policy.id, null);
      expect(bundle.fileName).toBe(`policy-documents-${policy.policyNumber}.pdf`);

      // The contents page, then every part's pages.
      const counts = parts.map((p) => pageCount(Buffer.from(p.bytes)));
      expect(pageCount(bundle.bytes)).toBe(1 + counts.reduce((a, b) => a + b, 0));

      // Each part's pages, in order, read as they read on their own.
      const pages = pdfPages(bundle.bytes, "all-documents-bundle");
      let at = 1;
      const ranges: string[] = [];
      parts.forEach((part, i) => {
        const own = pdfPages(part.bytes, `all-documents-part-${i + 1}`);
        expect(pages.slice(at, at + own.length), part.title).toEqual(own);
        ranges.push(own.length === 1 ? `${at + 1}` : `${at + 1}–${at + own.length}`);
        at += own.length;
      });
      // Spot checks that the parts are the ones named.
      const pageOf = (needle: string) => pages.findIndex((p, i) => i > 0 && p.includes(needle));
      const order = [
        `Policy ${policy.policyNumber}`,
        proposalTitle,
        `Endorsement No. 1 · Policy ${policy.policyNumber}`,
        `Endorsement No. 2 · Policy ${policy.policyNumber}`,
        `${parts.at(-3)!.title} · Policy`,
        `${parts.at(-2)!.title} · Policy`,
        `${parts.at(-1)!.title} · Policy`,
      ].map((needle) => pageOf(needle));
      expect(order.every((i) => i > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      // The contents page lists every document with its pages, in the order bound.
      const contents = pages[0];
      expect(contents).toContain("Contents");
      expect(contents).toContain(`This file holds every document of policy ${policy.policyNumber}`);
      for (const group of ["Policy wording, forms and notices", "Signed proposal", "Endorsements", "Invoices and credit notes"])
        expect(contents).toContain(group);
      let from = 0;
      parts.forEach((part, i) => {
        const line = `${part.title} `;
        const where = contents.indexOf(line, from);
        expect(where, part.title).toBeGreaterThan(from);
        // Its page range follows it on the same row (after the details column).
        const next = i + 1 < parts.length ? contents.indexOf(parts[i + 1].title, where + line.length) : contents.length;
        expect(contents.slice(where, next), part.title).toMatch(new RegExp(` ${ranges[i]}(?: |$)`));
        from = where + line.length;
      });
      expect(contents).toContain("Signed 05/25/2026");
      expect(contents).toContain("Effective 06/10/2026");
      expect(contents).toContain("Cancellation credit note");
      // A bookmark to each document's first page.
      expect(outline("all-documents-bundle")).toEqual(["1 Contents", ...parts.map((p, i) => `${ranges[i].split("–")[0]} ${p.title}`)]);

      const pngs = toPngs("all-documents-bundle");
      expect(pngs).toHaveLength(pages.length);
    },
    120_000,
  );

  withPoppler(
    "opens with the policy's print link, for readers of the policy, and for no one else",
    async () => {
      const pages = 1 + parts.reduce((sum, p) => sum + pageCount(Buffer.from(p.bytes)), 0);
      // The "All policy documents in one PDF" link of the bind and servicing emails.
      const links = await policyDocumentLinks(db, policy.id);
      const link = links.find((l) => l.title === "All policy documents in one PDF")!;
      expect(pageCount(Buffer.from((await openPrintLink(link.href)).bytes))).toBe(pages);
      expect(pageCount((await printPolicyDocumentsBundle(null, policy.id, createSignedLink("print-policy", policy.id, 600))).bytes)).toBe(
        pages,
      );
      await expect(printPolicyDocumentsBundle(harbor, policy.id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(printPolicyDocumentsBundle(null, policy.id, null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      // An invoice's own link opens that invoice only, not the bundle.
      await expect(
        printPolicyDocumentsBundle(null, policy.id, createSignedLink("print-policy-invoice", policy.id, 600)),
      ).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    },
    120_000,
  );

  withPoppler(
    "lists a stored proposal it cannot read as not included, and binds the rest",
    async () => {
      const bound = (await db.policy.findUniqueOrThrow({ where: { id: policy.id } })).boundVersionId!;
      const file = await db.$transaction((tx) =>
        storeFile(tx, { bytes: Buffer.from("not a PDF"), fileName: "broken.pdf", contentType: "application/pdf", folder: "proposals" }),
      );
      await db.quotationProposal.create({
        data: { versionId: bound, fileId: file.id, signed: true, uploadedAt: new Date("2026-05-26T10:00:00Z") },
      });
      const bundle = await printPolicyDocumentsBundle(broker, policy.id, null);
      const others = parts.filter((p) => p.title !== proposalTitle);
      expect(pageCount(bundle.bytes)).toBe(1 + others.reduce((sum, p) => sum + pageCount(Buffer.from(p.bytes)), 0));
      const { text, lines } = pdfText(bundle.bytes, "all-documents-bundle-broken-proposal");
      expectRow(lines, proposalTitle, "not included");
      expect(text).toContain("A document marked “not included” could not be read to bind it here; open it from the policy page.");
    },
    120_000,
  );
});
