import { execFileSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import { POLICY_DOCUMENT_KEYS, POLICY_DOCUMENTS, type PolicyDocumentKey } from "@/lib/policies/policy-documents";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { policyDocumentLinks } from "@/server/documents/policy-document-links";
import { printPolicyDocument } from "@/server/documents/print-policy-document";
import { printPolicyDocumentsBundle } from "@/server/documents/print-policy-documents-bundle";
import { printPolicyInvoice } from "@/server/documents/print-policy-invoice";
import { openPrintLink } from "../support/open-print-link";
import { printPolicyWording } from "@/server/documents/print-policy-wording";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { createSignedLink } from "@/server/signing/signed-link";
import { demoActor } from "../support/factories";
import { issuedPolicy } from "../support/invoice-factory";
import { expectRow, isPdf, pageCount, pdfOutDir, pdfText, toPngs, withPoppler } from "../support/pdf";
import type { PerilOption } from "../support/quotation-factory";

// Issue 12: the documents of a policy per state. Policies for insureds in Montana, Washington,
// Texas and another state (New York), events and promotions, are written to the database as bind
// leaves them; for each, the Files card (GET /api/policy/{id}) lists exactly the documents that
// apply, each prints (read back as text with pdftotext: the policy wording fields, the right
// state's text and no other state's), every other document of the issue answers 404, and only the
// policy's readers or the holder of a signed link open them. Pages are rendered to PNG under
// test-results/documents/ for a person to look at.

const RAIN_LIGHTNING: PerilOption[] = [
  { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.080000", premium: "800.00" },
  { peril: "lightning", threshold: null, limitPerDay: "10000.00", rate: "0.015000", premium: "150.00" },
];
const RAIN_ADVERSE: PerilOption[] = [
  { peril: "rainfall", threshold: "1", limitPerDay: "10000.00", rate: "0.184000", premium: "1840.00" },
  { peril: "adverseWeather", threshold: null, limitPerDay: "10000.00", rate: "0.096000", premium: "960.00" },
];
const PROMOTION = {
  name: "Rain Pays You Back Summer Sales Event",
  periodFrom: "2026-06-01",
  periodUntil: "2026-06-30",
  promotionDate: "2026-07-11",
  finalEstimatedSales: "18000.00",
};

let broker: Actor;
let harbor: Actor;
let underwriter: Actor;

type Issued = Awaited<ReturnType<typeof issuedPolicy>>;
const policies: Record<string, Issued> = {};

async function withApplication(p: Issued, ...documents: [DocumentTypeName | null, string][]) {
  for (const [type, fileName] of documents) {
    const file = await db.storedFile.create({
      data: {
        storageKey: `documents/${p.policy.id}-${fileName}`,
        fileName,
        contentType: "application/pdf",
        size: 10,
        sha256: "0".repeat(64),
      },
    });
    await db.quotationDocument.create({ data: { quotationId: p.quotation.id, fileId: file.id, type } });
  }
  return p;
}

/** Which document a route is, from the Files card's link. */
function keyOf(href: string, policyId: number): PolicyDocumentKey {
  const key = POLICY_DOCUMENT_KEYS.find((k) => POLICY_DOCUMENTS[k].href(policyId) === href);
  if (!key) throw new Error(`Not a policy document: ${href}`);
  return key;
}

/** The text of each page (pdftotext -f n -l n) of `<name>.pdf`, saved by pdfText. */
function pageTexts(name: string, pages: number): string[] {
  const file = path.join(pdfOutDir, `${name}.pdf`);
  return Array.from({ length: pages }, (_, i) =>
    execFileSync("pdftotext", ["-f", String(i + 1), "-l", String(i + 1), "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    ),
  );
}

beforeAll(async () => {
  [broker, harbor, underwriter] = await Promise.all(
    ["broker@example.com", "broker@harbor.example.com", "underwriter@example.com"].map(demoActor),
  );
  const own = { brokerUserId: broker.id, brokerCompanyId: broker.companyId };
  policies.mtEvent = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-MT-EVENT",
      insuredName: "Big Sky Riverfront Music Festival LLC",
      address: { street: "140 North Higgins Avenue", city: "Missoula", state: "MT", zipCode: "59802" },
      perils: RAIN_LIGHTNING,
      eventDays: 2,
      claimsVerificationSource: "OFFSITE_OBSERVER",
      fees: { observer: "400.00", lightning: "250.00" },
    }),
    ["IWO", "iwo-big-sky.pdf"],
    ["OTHER_APPLICATION_FORM", "prior-carrier-application.pdf"],
  );
  policies.mtPromotion = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-MT-PROMO",
      insuredName: "Glacier Gear Co.",
      address: { street: "25 East Main Street", city: "Bozeman", state: "MT", zipCode: "59715" },
      perils: RAIN_ADVERSE,
      promotion: PROMOTION,
    }),
    ["BEAZLEY_APPLICATION_FORM", "beazley-application.pdf"],
  );
  policies.waEvent = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-WA-EVENT",
      insuredName: "Puget Sound Harbor Days Society",
      address: { street: "1 Harbor Way", city: "Seattle", state: "WA", zipCode: "98101" },
      perils: RAIN_LIGHTNING,
      eventDays: 1,
    }),
    ["IWO", "iwo-harbor-days.pdf"],
  );
  policies.waPromotion = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-WA-PROMO",
      insuredName: "Emerald City Outfitters, Inc.",
      address: { street: "600 Pine Street", city: "Seattle", state: "WA", zipCode: "98101" },
      perils: RAIN_ADVERSE,
      promotion: PROMOTION,
      claimsVerificationSource: "ONSITE_OBSERVER",
    }),
    ["OTHER_APPLICATION_FORM", "other-carrier-form.pdf"],
  );
  policies.txEvent = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-TX-EVENT",
      insuredName: "Lone Star Balloon Fiesta Partners LP",
      address: { street: "301 Congress Avenue", city: "Austin", state: "TX", zipCode: "78701" },
      perils: RAIN_LIGHTNING,
      eventDays: 2,
    }),
    ["IWO", "iwo-balloon.pdf"],
  );
  policies.txPromotion = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-TX-PROMO",
      insuredName: "Gulf Coast Motors LLC",
      address: { street: "1200 Main Street", city: "Houston", state: "TX", zipCode: "77002" },
      perils: RAIN_ADVERSE,
      promotion: PROMOTION,
    }),
    ["OTHER_APPLICATION_FORM", "prior-application.pdf"],
  );
  policies.nyEvent = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-NY-EVENT",
      insuredName: "Riverside Summer Jazz Festival LLC",
      perils: RAIN_LIGHTNING,
      eventDays: 2,
    }),
    ["IWO", "iwo-riverside.pdf"],
  );
  policies.nyPromotion = await withApplication(
    await issuedPolicy({
      ...own,
      policyNumber: "WEP-2026-NY-PROMO",
      insuredName: "Hudson Valley Motors Inc.",
      address: { street: "10 Main Street", city: "Albany", state: "NY", zipCode: "12207" },
      perils: RAIN_ADVERSE,
      promotion: PROMOTION,
    }),
    ["BEAZLEY_APPLICATION_FORM", "beazley.pdf"],
  );
});

// Which documents each policy lists, in order (D70–D72).
const EXPECTED: Record<string, PolicyDocumentKey[]> = {
  mtEvent: [
    "MT_WA_WORDING",
    "MT_WA_SCHEDULE_OF_FORMS",
    "MT_WA_IWO",
    "MT_WA_SANCTION_LIMITATION",
    "MT_WA_OTHER_APPLICATION",
    "MONTANA_AMENDATORY",
  ],
  mtPromotion: [
    "MT_WA_WORDING",
    "MT_WA_SCHEDULE_OF_FORMS",
    "MT_WA_PROMOTION",
    "MT_WA_ADVERSE_WEATHER",
    "MT_WA_SANCTION_LIMITATION",
    "MONTANA_AMENDATORY",
  ],
  waEvent: ["MT_WA_WORDING", "MT_WA_SCHEDULE_OF_FORMS", "MT_WA_SANCTION_LIMITATION", "WASHINGTON_AMENDATORY"],
  waPromotion: [
    "MT_WA_WORDING",
    "MT_WA_SCHEDULE_OF_FORMS",
    "MT_WA_IWO",
    "MT_WA_PROMOTION",
    "MT_WA_ADVERSE_WEATHER",
    "MT_WA_SANCTION_LIMITATION",
    "MT_WA_OTHER_APPLICATION",
    "WASHINGTON_AMENDATORY",
  ],
  txEvent: ["OTHER_STATES_WORDING", "TEXAS_NOTICE"],
  txPromotion: ["OTHER_STATES_WORDING", "TEXAS_NOTICE"],
  nyEvent: ["OTHER_STATES_WORDING"],
  nyPromotion: ["OTHER_STATES_WORDING"],
};

// Text that only one state's documents may carry.
const STATE_TEXT = {
  MT: ["Montana amendatory endorsement", "Montana Code Annotated"],
  WA: ["Washington amendatory endorsement", "RCW 48.18.290"],
  TX: ["Texas surplus lines notice", "Texas Department of Insurance", "1-800-252-3439"],
};

describe("which documents each policy has", () => {
  for (const [name, keys] of Object.entries(EXPECTED)) {
    it(`lists exactly the documents of the ${name} policy on its Files card, and 404s every other`, async () => {
      const p = policies[name].policy;
      const dto = await getPolicyDetails(broker, p.id);
      const wording = dto.files.filter((f) => f.kind === "POLICY_WORDING");
      expect(wording.map((f) => keyOf(f.href, p.id))).toEqual(keys);
      expect(wording[0]).toMatchObject({ name: `Policy ${p.policyNumber}` });
      // The rest of the card is as before: invoices, the proposal, the uploads.
      expect(dto.files.filter((f) => f.kind !== "POLICY_WORDING").map((f) => f.kind)).toEqual(
        expect.arrayContaining(["INVOICE", "PROPOSAL", "UPLOADED"]),
      );
      for (const key of POLICY_DOCUMENT_KEYS) {
        if (keys.includes(key)) continue;
        await expect(printPolicyDocument(key, underwriter, p.id, null), key).rejects.toMatchObject({
          code: "RESOURCE_NOT_FOUND",
          message: "Document not found",
        });
      }
    });
  }
});

describe("the documents read back", () => {
  for (const [name, keys] of Object.entries(EXPECTED)) {
    withPoppler(
      `prints every document of the ${name} policy with its fields and its own state's text only`,
      async () => {
        const p = policies[name];
        const state = p.policy.insuredState as "MT" | "WA" | "TX" | "NY";
        const promotion = p.policy.kind === "PROMOTION";
        const all: string[] = [];
        for (const key of keys) {
          const pdf = await printPolicyDocument(key, broker, p.policy.id, null);
          const file = `state-${name}-${key.toLowerCase()}`;
          const { text, lines } = pdfText(pdf.bytes, file);
          all.push(text);
          expect(text, key).toContain(p.policy.policyNumber);
          expect(text, key).toContain(p.policy.insuredName);
          expect(toPngs(file).length, key).toBe(pageCount(pdf.bytes));
          if (key === "OTHER_STATES_WORDING" || key === "MT_WA_WORDING") {
            // The policy wording fields of spec §3.
            for (const expected of [
              "Summit Underwriting",
              "Brightline Brokers",
              "Insured perils and thresholds",
              "Rainfall:",
              "Claims verification source",
              "Limit per day",
              "Sum insured (aggregate limit)",
              "Deductible",
              "Notice of loss to",
              "Portal Admin",
            ]) {
              expect(text, `${key}: ${expected}`).toContain(expected);
            }
            expect(text).toContain(promotion ? "Final sales notification date" : "Hours: 10:00 – 22:00, local time at the event location");
            if (!promotion) expect(text).toContain("more than 50% of the event once it has commenced");
            expect(text).toContain(
              `governed by the law of ${{ MT: "Montana", WA: "Washington", TX: "Texas", NY: "New York" }[state]}, the Insured's home state`,
            );
            expectRow(lines, "Premium", promotion ? "$2,800.00" : "$950.00");
            // Signature blocks: the applicant's and the producer's fields on one page.
            const pages = pageTexts(file, pageCount(pdf.bytes));
            const signatures = pages.filter((t) => t.includes("APPLICANT SIGNATURE"));
            expect(signatures).toHaveLength(1);
            for (const field of [
              "FULL NAME",
              "POSITION HELD",
              "DATE OF SIGNING",
              "PRODUCER COMPANY",
              "LICENSE NUMBER",
              "PRODUCER SIGNATURE",
            ])
              expect(signatures[0], field).toContain(field);
          }
          if (key === "MT_WA_WORDING") {
            expect(text).toContain("listed in the schedule of forms (WEP 300); each is issued as a document of its own");
            expect(text).not.toContain("Sanction limitation. No insurer");
          }
        }
        const text = all.join(" ");
        // The right state's text, and no other state's.
        for (const [other, phrases] of Object.entries(STATE_TEXT)) {
          for (const phrase of phrases) {
            if (other === state) expect(text, phrase).toContain(phrase);
            else expect(text, `${state} carries ${phrase}`).not.toContain(phrase);
          }
        }
        // The sanction clause (LMA3100 in the portal's words) on every policy; adverse weather and the promotion when they apply.
        expect(text).toContain("sanction, prohibition or restriction under resolutions of the United Nations");
        expect(text.includes("Adverse weather endorsement"), "adverse weather").toBe(promotion);
        expect(text.includes("Promotion endorsement"), "promotion").toBe(promotion);
        // Up to nine PDFs rendered, read and drawn: slow on the two shared cores.
      },
      120_000,
    );
  }

  withPoppler("states Montana's grounds and 10 days' notice, Washington's 60 days and actual reason", async () => {
    const mt = pdfText(
      (await printPolicyDocument("MONTANA_AMENDATORY", broker, policies.mtEvent.policy.id, null)).bytes,
      "state-mt-amendatory",
    ).text;
    for (const expected of [
      "WEP 410 MT",
      "no sooner than 10 days after a written notice of cancellation",
      "material misrepresentation",
      "financial impairment",
      "45 days' written notice",
      "applies to surplus lines insurers",
    ])
      expect(mt, expected).toContain(expected);
    const wa = pdfText(
      (await printPolicyDocument("WASHINGTON_AMENDATORY", broker, policies.waEvent.policy.id, null)).bytes,
      "state-wa-amendatory",
    ).text;
    for (const expected of [
      "WEP 420 WA",
      "at least 60 days before the cancellation takes effect",
      "at least 10 days before when it cancels for nonpayment of premium",
      "actual reason",
      "not renewable",
    ])
      expect(wa, expected).toContain(expected);
  });

  withPoppler("puts the Texas notice, its tax rate and the complaint contacts in the Texas notice", async () => {
    const pdf = (await printPolicyDocument("TEXAS_NOTICE", broker, policies.txEvent.policy.id, null)).bytes;
    const { text } = pdfText(pdf, "state-tx-notice");
    for (const expected of [
      "not licensed to transact insurance in Texas",
      "does not audit the finances or review the solvency",
      "guaranty association created under Chapter 462",
      "requires payment of a 4.85% tax on the gross premium",
      "Surplus Lines Stamping Office of Texas",
      "P.O. Box 12030, Austin, TX 78711-2030",
      "www.tdi.texas.gov",
      "301 Congress Avenue, Austin, TX 78701",
      "Brightline Brokers",
      "It does not become a part or a condition of the policy",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  withPoppler("lists exactly the forms the policy carries on the schedule of forms, issued endorsements included", async () => {
    const p = policies.mtEvent.policy;
    await db.endorsement.create({
      data: {
        policyId: p.id,
        endorsementNumber: 1,
        kind: "GENERAL",
        title: "Longer hours of coverage",
        content: "Hours extended.",
        effectiveDate: new Date("2026-06-10T00:00:00Z"),
        changes: [],
        createdById: underwriter.id,
      },
    });
    const { text } = pdfText((await printPolicyDocument("MT_WA_SCHEDULE_OF_FORMS", broker, p.id, null)).bytes, "state-mt-schedule");
    const forms = [...text.matchAll(/(WEP \d{3}(?: [A-Z]{2})?|End\. \d+) /g)].map((m) => m[1]);
    expect([...new Set(forms)]).toEqual(["WEP 300", "WEP 100", "WEP 200", "WEP 310", "WEP 340", "WEP 350", "WEP 410 MT", "End. 1"]);
    expect(text).toContain("Endorsement No. 1 — Longer hours of coverage, effective 06/10/2026");
    expect(text).not.toContain("WEP 320");
    expect(text).not.toContain("WEP 430 TX");
  });
});

describe("all documents as one PDF", () => {
  withPoppler(
    "bundles every document of the policy, in the Files card's order, page for page, after a contents page and before its invoice",
    async () => {
      const p = policies.waPromotion.policy;
      let pages = 0;
      for (const key of EXPECTED.waPromotion) pages += pageCount((await printPolicyDocument(key, broker, p.id, null)).bytes);
      const wordingPages = pages;
      // Then its invoices (the bind invoice); tests/documents/all-documents-bundle.test.ts covers the rest (D100).
      for (const invoice of await db.invoice.findMany({ where: { policyId: p.id }, orderBy: [{ issuedAt: "asc" }, { id: "asc" }] }))
        pages += pageCount((await printPolicyInvoice(broker, invoice.id, null)).bytes);
      pages += 1;
      const bundle = await printPolicyDocumentsBundle(broker, p.id, null);
      expect(bundle.fileName).toBe(`policy-documents-${p.policyNumber}.pdf`);
      expect(pageCount(bundle.bytes)).toBe(pages);
      const { text } = pdfText(bundle.bytes, "state-waPromotion-bundle");
      // Each form's footer names it: they come in the Files card's order, after the wording.
      const at = ["WEP 300", "WEP 310", "WEP 320", "WEP 330", "WEP 340", "WEP 350", "WEP 420 WA"].map((form) =>
        text.indexOf(`${form} · Policy ${p.policyNumber}`),
      );
      expect(at.every((i) => i > text.indexOf("Promotion cancellation insurance"))).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      // The contents page names them with their pages of the file: the wording's forms end before the invoice.
      expect(text.indexOf("Contents")).toBeLessThan(text.indexOf("Promotion cancellation insurance"));
      expect(text).toContain(
        `WEP 420 WA: Washington amendatory endorsement: cancellation and nonrenewal Form of the policy wording ${1 + wordingPages}`,
      );
      expect(text.indexOf(`Invoice INV-${p.policyNumber} · Policy`)).toBeGreaterThan(at.at(-1)!);
      expect(toPngs("state-waPromotion-bundle")).toHaveLength(pages);
      // The same access as each document.
      await expect(printPolicyDocumentsBundle(harbor, p.id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(printPolicyDocumentsBundle(null, p.id, null)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      expect(pageCount((await printPolicyDocumentsBundle(null, p.id, createSignedLink("print-policy", p.id, 600))).bytes)).toBe(pages);
    },
    120_000,
  );
});

describe("who may open them", () => {
  it("serves a state document to readers of the policy and holders of a signed link, to no one else", async () => {
    const p = policies.waEvent.policy;
    const other = policies.mtEvent.policy;
    for (const key of ["MT_WA_WORDING", "WASHINGTON_AMENDATORY"] as const) {
      expect((await printPolicyDocument(key, underwriter, p.id, null)).bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await expect(printPolicyDocument(key, harbor, p.id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(printPolicyDocument(key, null, p.id, null)).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
        message: "You are not signed in",
      });
      const token = createSignedLink("print-policy", p.id, 600);
      expect((await printPolicyDocument(key, null, p.id, token)).fileName).toMatch(new RegExp(`-${p.policyNumber}\\.pdf$`));
      await expect(printPolicyDocument(key, null, other.id, token)).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
        message: "This link is not valid",
      });
      await expect(printPolicyDocument(key, null, p.id, createSignedLink("print-policy-invoice", p.id, 600))).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
      });
      await expect(printPolicyDocument(key, null, p.id, token, new Date(Date.now() + 3600_000))).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
        message: "This link has expired",
      });
    }
    // A signed link does not open a document that does not apply.
    await expect(printPolicyDocument("TEXAS_NOTICE", null, p.id, createSignedLink("print-policy", p.id, 600))).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
    // The other-states route no longer serves a Washington policy.
    await expect(printPolicyWording(underwriter, p.id, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("makes signed links to every document for the emails, each opening without a session", async () => {
    const p = policies.txEvent.policy;
    const links = await policyDocumentLinks(db, p.id);
    const base = process.env.APP_URL?.replace(/\/$/, "") ?? "";
    expect(links.map((l) => l.href.split("?")[0].slice(base.length))).toEqual([
      `/print/policy/other-states/${p.id}`,
      `/print/policy/texas/${p.id}/notice`,
      `/print/policy/all-documents/${p.id}`,
    ]);
    expect(links.map((l) => l.title)).toEqual([
      `Policy ${p.policyNumber}: policy wording`,
      "WEP 430 TX: Texas surplus lines notice and complaint notice",
      "All policy documents in one PDF",
    ]);
    expect((await openPrintLink(links[1].href)).fileName).toBe(`texas-notice-${p.policyNumber}.pdf`);
    expect(isPdf((await openPrintLink(links[2].href)).bytes)).toBe(true);
    // The links open this policy's documents only.
    const token = new URL(links[1].href).searchParams.get("token");
    await expect(printPolicyDocument("TEXAS_NOTICE", null, policies.mtEvent.policy.id, token)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await policyDocumentLinks(db, 999_999)).toEqual([]);
  });

  it("links only the documents of the insured perils: a Montana peril quoted but not chosen has no link", async () => {
    // Adverse weather was quoted beside rainfall but the insured chose rainfall only: the policy has
    // no adverse weather endorsement, so the bind email must not link its page (it answers 404).
    const p = await withApplication(
      await issuedPolicy({
        brokerUserId: broker.id,
        brokerCompanyId: broker.companyId,
        policyNumber: "WEP-2026-MT-UNCHOSEN",
        insuredName: "Flathead Lake Regatta Association",
        address: { street: "1 Lakeshore Drive", city: "Polson", state: "MT", zipCode: "59860" },
        perils: RAIN_ADVERSE,
        eventDays: 1,
      }),
      ["IWO", "iwo-regatta.pdf"],
    );
    await db.perilValue.updateMany({
      where: { versionId: p.policy.quotationVersionId, peril: "adverseWeather" },
      data: { selected: false },
    });
    const links = await policyDocumentLinks(db, p.policy.id);
    const base = process.env.APP_URL?.replace(/\/$/, "") ?? "";
    const paths = links.map((l) => l.href.split("?")[0].slice(base.length));
    expect(paths).not.toContain(`/print/policy/montana-washington/${p.policy.id}/adverse-weather`);
    // Exactly the documents of the Files card, then the bundle; every link opens.
    const dto = await getPolicyDetails(broker, p.policy.id);
    expect(paths).toEqual([
      ...dto.files.filter((f) => f.kind === "POLICY_WORDING").map((f) => f.href),
      `/print/policy/all-documents/${p.policy.id}`,
    ]);
    for (const link of links) expect(isPdf((await openPrintLink(link.href)).bytes), link.title).toBe(true);
  }, 60_000);

  it("names each file after the document and the policy", async () => {
    const p = policies.txEvent.policy;
    expect((await printPolicyDocument("TEXAS_NOTICE", broker, p.id, null)).fileName).toBe(`texas-notice-${p.policyNumber}.pdf`);
    expect((await printPolicyDocument("MONTANA_AMENDATORY", broker, policies.mtEvent.policy.id, null)).fileName).toBe(
      `montana-amendatory-endorsement-${policies.mtEvent.policy.policyNumber}.pdf`,
    );
  });
});
