import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Decimal from "decimal.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { loadPolicyInvoiceData, printPolicyInvoice } from "@/server/documents/print-policy-invoice";
import { loadPolicyWordingData } from "@/server/documents/load-policy-wording-data";
import { printPolicyWording } from "@/server/documents/print-policy-wording";
import { ENDORSEMENT_LINK_PURPOSE, loadPolicyEndorsementData, printPolicyEndorsement } from "@/server/documents/print-policy-endorsement";
import { printCancellationEndorsement } from "@/server/documents/print-cancellation-endorsement";
import { cancellationReturn } from "@/lib/policies/cancellation-return";
import { createSignedLink } from "@/server/signing/signed-link";
import { demoActor } from "../support/factories";
import { issuedPolicy } from "../support/invoice-factory";
import { isoDay, type PerilOption } from "../support/quotation-factory";
import { expectRow, hasPoppler, isPdf, pageCount, pdfOutDir, pdfText, withPoppler } from "../support/pdf";
import { cancelledBy, generalEndorsement, reviewedFinalSales, signedThenEndorsedVersion } from "./servicing-fixtures";

// The documents of policy servicing (issue 11): the endorsement and the cancellation endorsement
// (/print/policy/endorsement/{id}, /print/policy/cancellation-endorsement/{id}), the invoices of
// every kind (/print/policy-invoice/{id}: additional premium, credit notes, final sales) and the
// policy wording after them, read from rows written as the servicing use cases leave them
// (servicing-fixtures.ts), their PDFs read back as text and rendered to PNG at 60 dpi for a
// person to look at (DOC_PNG_DIR, default <tmp>/servicing-documents).
//
// The New York festival (3 days from 60 days ahead, off-site observer, Brightline at 15%), by hand
// at New York's rates (excess line tax 3.6%, stamping fee 0.15%):
// - bind: premium 1,250.00, fees 1,150.00 (as policy-documents.test.ts).
// - Endorsement No. 1, longer hours and a higher rainfall limit: +400.00 → 1,650.00. Invoice: tax
//   14.40, stamping 0.60, total 415.00, commission 60.00, amount due 355.00.
// - Endorsement No. 2, an additional insured: wording only, no premium, no invoice.
// - Endorsement No. 3, maximum temperature taken off: −200.00 → 1,450.00. Credit note: tax −7.20,
//   stamping −0.30, total −207.50, commission −30.00 (returned by the broker), credited −177.50.
// - Endorsement No. 4, cancelled today, 60 days before inception: 25% of 1,450.00 earned
//   (362.50), 1,087.50 returned. Credit note: tax −39.15, stamping −1.63 (1.63125 away from
//   zero), total −1,128.28, commission −163.13, credited −965.15.
// The Kentucky promotion's final sales review: +700.00 additional premium: tax 4.8% 33.60,
// municipality 5% 35.00, total 768.60, commission 105.00, amount due 663.60.

const pngDir = process.env.DOC_PNG_DIR ?? path.join(os.tmpdir(), "servicing-documents");

/** The pages of `<name>.pdf` (saved by pdfText) as PNG at 60 dpi in the PNG folder; their paths. */
function pngsAt60(name: string): string[] {
  mkdirSync(pngDir, { recursive: true });
  // Only this document's pages ("<name>-1.png"), not those of a document whose name starts alike.
  const pages = (f: string) => f.startsWith(`${name}-`) && /^\d+\.png$/.test(f.slice(name.length + 1));
  for (const f of readdirSync(pngDir).filter(pages)) rmSync(path.join(pngDir, f));
  execFileSync("pdftoppm", ["-png", "-r", "60", path.join(pdfOutDir, `${name}.pdf`), path.join(pngDir, name)]);
  return readdirSync(pngDir)
    .filter(pages)
    .sort()
    .map((f) => path.join(pngDir, f));
}

const NY_PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.080000", premium: "800.00" },
  { peril: "lightning", threshold: null, limitPerDay: "10000.00", rate: "0.015000", premium: "150.00" },
  { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", rate: "0.030000", premium: "300.00" },
];
const KY_PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "1", limitPerDay: "10000.00", rate: "0.184000", premium: "1840.00" },
  { peril: "adverseWeather", threshold: null, limitPerDay: "10000.00", rate: "0.096000", premium: "960.00" },
];

const today = isoDay(0);
const fmt = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const REASON = "The festival moved indoors to the Javits Center after the city closed the Great Lawn for reseeding.";

let broker: Actor;
let ownBroker: Actor;
let harbor: Actor;
let underwriter: Actor;
let admin: Actor;
let ny: Awaited<ReturnType<typeof issuedPolicy>>;
let ky: Awaited<ReturnType<typeof issuedPolicy>>;
let e1: Awaited<ReturnType<typeof generalEndorsement>>;
let e2: Awaited<ReturnType<typeof generalEndorsement>>;
let e3: Awaited<ReturnType<typeof generalEndorsement>>;
let cancellation: Awaited<ReturnType<typeof cancelledBy>>;
let finalSales: Awaited<ReturnType<typeof reviewedFinalSales>>;
let kyEndorsement: Awaited<ReturnType<typeof generalEndorsement>>;
let promotionCancellation: Awaited<ReturnType<typeof cancelledBy>>;

beforeAll(async () => {
  [broker, ownBroker, harbor, underwriter, admin] = await Promise.all(
    ["broker@example.com", "broker.own@example.com", "broker@harbor.example.com", "underwriter@example.com", "admin@example.com"].map(
      demoActor,
    ),
  );
  ny = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    policyNumber: "WEP-2026-000201",
    insuredName: "Riverside Summer Jazz Festival LLC",
    perils: NY_PERILS,
    eventDays: 3,
    claimsVerificationSource: "OFFSITE_OBSERVER",
    fees: { observer: "900.00", lightning: "250.00" },
  });
  ky = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    policyNumber: "WEP-2026-000202",
    insuredName: "Derby City Motors, Inc.",
    address: { street: "500 West Jefferson Street", city: "Louisville", state: "KY", zipCode: "40202" },
    perils: KY_PERILS,
    promotion: {
      name: "Rain Pays You Back Summer Sales Event",
      periodFrom: "2026-06-01",
      periodUntil: "2026-06-30",
      promotionDate: "2026-07-11",
      finalEstimatedSales: "18000.00",
    },
  });
  await signedThenEndorsedVersion(ny.policy, "Jordan A. Castellano");
  e1 = await generalEndorsement(ny.policy, {
    number: 1,
    title: "Longer hours of coverage and a higher rainfall limit",
    content:
      "At the request of the Insured, the hours of coverage are extended to 09:00 – 23:00 on each covered day.\n\n" +
      "The rainfall limit per day is raised to $15,000.00; the aggregate limit is raised accordingly.",
    effectiveDate: today,
    changes: [
      { field: "hoursOfCoverage", label: "Hours of coverage", before: "10:00 – 22:00", after: "09:00 – 23:00" },
      { field: "perils.rainfall.limitPerDay", label: "Rainfall limit per day", before: "$10,000.00", after: "$15,000.00" },
    ],
    premiumChange: "400.00",
    premiumAfter: "1650.00",
  });
  e2 = await generalEndorsement(ny.policy, {
    number: 2,
    title: "Additional insured: City of New York Parks",
    content:
      "The City of New York, acting through its Department of Parks and Recreation, is added as an additional insured, as its interest may appear.",
    effectiveDate: today,
  });
  e3 = await generalEndorsement(ny.policy, {
    number: 3,
    title: "Maximum temperature cover removed",
    content: "At the request of the Insured, the maximum temperature peril is removed from the cover.",
    effectiveDate: today,
    changes: [
      {
        field: "perils.maximumTemperature",
        label: "Maximum temperature",
        before: "95 °F or above, $10,000.00 a day",
        after: "Not insured",
      },
    ],
    premiumChange: "-200.00",
    premiumAfter: "1450.00",
  });
  const policyNow = await db.policy.findUniqueOrThrow({ where: { id: ny.policy.id } });
  const rule = cancellationReturn({
    premium: policyNow.premium.toString(),
    inception: ny.policy.dateFrom.toISOString().slice(0, 10),
    cancellationDate: today,
  });
  cancellation = await cancelledBy(policyNow, {
    number: 4,
    reason: REASON,
    cancellationDate: today,
    returnPremium: rule.returnPremium,
    premiumAfter: rule.earnedPremium,
    explanation: rule.explanation,
  });
  finalSales = await reviewedFinalSales(ky.policy, { finalSalesAmount: "24000.00", additionalPremium: "700.00", premiumAfter: "3500.00" });

  // The promotions' policy period as bind sets it (server/policies/bound-terms.ts): from the first
  // sales day to the draw. Their endorsements print the draw date (11 July), never the first day.
  await db.policy.update({ where: { id: ky.policy.id }, data: { dateFrom: new Date("2026-06-01T00:00:00Z") } });
  kyEndorsement = await generalEndorsement(ky.policy, {
    number: 1,
    title: "Loss payee: Derby City Motors' bank",
    content: "Any claim under this policy is paid to Republic Bank & Trust Company as its interest may appear.",
    effectiveDate: today,
  });
  const kyCancelled = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    policyNumber: "WEP-2026-000204",
    insuredName: "Bluegrass Home Furnishings LLC",
    address: { street: "200 East Main Street", city: "Lexington", state: "KY", zipCode: "40507" },
    perils: KY_PERILS,
    promotion: {
      name: "Sunshine Guarantee Sofa Sale",
      periodFrom: "2026-06-01",
      periodUntil: "2026-06-30",
      promotionDate: "2026-07-11",
      finalEstimatedSales: "18000.00",
    },
  });
  await db.policy.update({ where: { id: kyCancelled.policy.id }, data: { dateFrom: new Date("2026-06-01T00:00:00Z") } });
  const promoRule = cancellationReturn({ premium: "2800.00", inception: "2026-06-01", cancellationDate: "2026-06-15" });
  promotionCancellation = await cancelledBy(kyCancelled.policy, {
    number: 1,
    reason: "The sofa sale was called off by the insured.",
    cancellationDate: "2026-06-15",
    returnPremium: promoRule.returnPremium,
    premiumAfter: promoRule.earnedPremium,
    explanation: promoRule.explanation,
  });
});

describe("endorsement data", () => {
  it("reads an endorsement as issued: parties, schedule of changes, premium change, its invoice", async () => {
    const d = (await loadPolicyEndorsementData({ id: e1.endorsement.id, kind: "GENERAL" }))!;
    expect(d).toMatchObject({
      kind: "GENERAL",
      endorsementNumber: 1,
      policyNumber: "WEP-2026-000201",
      title: "Longer hours of coverage and a higher rainfall limit",
      effectiveDate: today,
      insured: { name: "Riverside Summer Jazz Festival LLC", city: "New York" },
      insurer: { name: "Summit Underwriting" },
      issuer: { name: "Portal Admin" },
      producer: { name: "Brightline Brokers", contactName: "Brooke Bright" },
      premiumChange: "400.00",
      premiumAfter: "1650.00",
      invoice: {
        invoiceNumber: e1.invoice!.invoiceNumber,
        amountDue: "355.00",
        credit: false,
        kindLabel: "Endorsement premium adjustment",
      },
      cancellation: null,
    });
    expect(d.paragraphs).toHaveLength(2);
    expect(d.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Hours of coverage", "10:00 – 22:00", "09:00 – 23:00"],
      ["Rainfall limit per day", "$10,000.00", "$15,000.00"],
    ]);
    const wordingOnly = (await loadPolicyEndorsementData({ id: e2.endorsement.id, kind: "GENERAL" }))!;
    expect(wordingOnly).toMatchObject({ changes: [], premiumChange: null, premiumAfter: null, invoice: null });
    const ret = (await loadPolicyEndorsementData({ id: e3.endorsement.id, kind: "GENERAL" }))!;
    expect(ret).toMatchObject({ premiumChange: "-200.00", premiumAfter: "1450.00", invoice: { amountDue: "-177.50", credit: true } });
    // Not of the kind asked for: nothing.
    expect(await loadPolicyEndorsementData({ id: e1.endorsement.id, kind: "CANCELLATION" })).toBeNull();
    // An event has no draw date; a promotion's is its promotion date, after its first sales day.
    expect(d.item).toMatchObject({ kind: "EVENT", drawDate: null });
    const promo = (await loadPolicyEndorsementData({ id: kyEndorsement.endorsement.id, kind: "GENERAL" }))!;
    expect(promo.item).toEqual({
      kind: "PROMOTION",
      name: "Rain Pays You Back Summer Sales Event",
      periodFrom: "2026-06-01",
      periodUntil: "2026-07-11",
      drawDate: "2026-07-11",
    });
  });

  it("reads a cancellation's stored return premium, the rule's explanation and the credit note", async () => {
    const d = (await loadPolicyEndorsementData({ id: cancellation.endorsement.id, kind: "CANCELLATION" }))!;
    expect(d.cancellation).toEqual({
      reason: REASON,
      cancellationDate: today,
      returnPremium: "1087.50",
      premiumBefore: "1450.00",
      earnedPremium: "362.50",
      explanation: expect.stringMatching(
        /^Cancelled \d+ days before the start of the policy period: the premium less a minimum earned premium of 25% is returned\. Fees are not returned\.$/,
      ),
    });
    expect(d.invoice).toEqual({
      invoiceNumber: cancellation.invoice.invoiceNumber,
      kindLabel: "Cancellation credit note",
      amountDue: "-965.15",
      credit: true,
    });
    // Stored figures win: a return the rule would not give is printed as stored, without the rule's words.
    await db.cancellation.update({ where: { id: cancellation.cancellation.id }, data: { returnPremium: "0.00" } });
    const overridden = (await loadPolicyEndorsementData({ id: cancellation.endorsement.id, kind: "CANCELLATION" }))!;
    expect(overridden.cancellation).toMatchObject({ returnPremium: "0.00", explanation: null });
    await db.cancellation.update({ where: { id: cancellation.cancellation.id }, data: { returnPremium: "1087.50" } });
  });
});

describe("invoices of every kind", () => {
  it("names an additional-premium invoice and says which endorsement it is for", async () => {
    const d = (await loadPolicyInvoiceData({ id: e1.invoice!.id }))!;
    expect(d).toMatchObject({
      title: "Endorsement premium adjustment",
      kindLabel: "Endorsement premium adjustment",
      credit: false,
      amountDue: "355.00",
    });
    expect(d.forLine).toBe(`Endorsement No. 1 — Longer hours of coverage and a higher rainfall limit, effective ${fmt(today)}`);
    expect(d.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Additional premium", "400.00"],
      ["New York excess line tax", "14.40"],
      ["New York stamping fee", "0.60"],
      ["Total payable by the insured", "415.00"],
      ["Less broker commission (15.00%)", "-60.00"],
      ["Amount due", "355.00"],
    ]);
  });

  it("prints a return of premium as a credit note, negative amounts and the amount credited to the broker", async () => {
    const d = (await loadPolicyInvoiceData({ id: e3.invoice!.id }))!;
    expect(d).toMatchObject({ title: "Endorsement premium adjustment", credit: true, amountDue: "-177.50" });
    expect(d.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Return premium", "-200.00"],
      ["New York excess line tax", "-7.20"],
      ["New York stamping fee", "-0.30"],
      ["Total returned to the insured", "-207.50"],
      ["Broker commission returned (15.00%)", "30.00"],
      ["Amount credited to the broker", "-177.50"],
    ]);
    const c = (await loadPolicyInvoiceData({ id: cancellation.invoice.id }))!;
    expect(c).toMatchObject({ title: "Cancellation credit note", credit: true, amountDue: "-965.15" });
    expect(c.forLine).toBe(`Endorsement No. 4 — Cancellation of the policy, effective ${fmt(today)}`);
    expect(c.lines.map((l) => l.amount)).toEqual(["-1087.50", "-39.15", "-1.63", "-1128.28", "163.13", "-965.15"]);
  });

  it("says which final sales review an additional premium is for", async () => {
    const d = (await loadPolicyInvoiceData({ id: finalSales.invoice.id }))!;
    expect(d).toMatchObject({ title: "Final sales adjustment", credit: false, amountDue: "663.60" });
    expect(d.forLine).toBe("Final sales review of 07/02/2026: final sales of $24,000.00");
    expect(d.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Additional premium on final sales", "700.00"],
      ["Kentucky surplus lines tax and premium surcharge", "33.60"],
      ["Kentucky local government premium tax", "35.00"],
      ["Total payable by the insured", "768.60"],
      ["Less broker commission (15.00%)", "-105.00"],
      ["Amount due", "663.60"],
    ]);
  });

  it("leaves the bind invoice as it was", async () => {
    const d = (await loadPolicyInvoiceData({ id: ny.invoice!.id }))!;
    expect(d).toMatchObject({ title: "Invoice", kindLabel: "Bind invoice", credit: false, forLine: null });
    expect(d.lines.map((l) => l.label)).toEqual([
      "Gross bound premium",
      "Off-site observer fee",
      "Lightning fee",
      "New York excess line tax",
      "New York stamping fee",
      "Total payable by the insured",
      "Less broker commission (15.00%)",
      "Amount due",
    ]);
  });
});

describe("the policy wording after servicing", () => {
  it("prints the signing of the bound version, lists the endorsements issued, and says when it was cancelled", async () => {
    const d = (await loadPolicyWordingData({ id: ny.policy.id }))!;
    // The policy now points at the endorsed copy; the signing stays with the bound version.
    expect(d.signedProposal).toMatchObject({ signerName: "Jordan A. Castellano", signedAt: "2026-05-25T16:20:00.000Z" });
    expect(d.cancelled).toBe(true);
    expect(d.cancelledOn).toBe(today);
    expect(d.forms.map((f) => f.form)).toEqual(["WEP 100", "WEP 200", "WEP 310", "WEP 340", "End. 1", "End. 2", "End. 3", "End. 4"]);
    expect(d.forms.at(-1)!.title).toBe(`Endorsement No. 4 — Cancellation of the policy, effective ${fmt(today)}`);
    expect(d.premium).toBe("362.50");
    // Every invoice's taxes, summed by line: 86.40 + 14.40 − 7.20 − 39.15 and 3.60 + 0.60 − 0.30 − 1.63.
    expect(d.taxes).toEqual([
      { label: "New York excess line tax", amount: "54.45" },
      { label: "New York stamping fee", amount: "2.27" },
    ]);
    expect(d.invoiceNumber).toBe(ny.invoice!.invoiceNumber);
    expect(d.invoiceNumbers).toHaveLength(4);
    expect(d.total).toBe(new Decimal("362.50").plus("1150.00").plus("54.45").plus("2.27").toFixed(2));
  });
});

describe("a cancellation once the risk has attached", () => {
  withPoppler("returns nothing: a zero credit note, the rule saying why, no remittance asked", async () => {
    const p = await issuedPolicy({ brokerUserId: broker.id, brokerCompanyId: broker.companyId, policyNumber: "WEP-2026-000203" });
    const inception = p.policy.dateFrom.toISOString().slice(0, 10);
    const rule = cancellationReturn({ premium: "1100.00", inception, cancellationDate: inception });
    expect(rule).toMatchObject({ rule: "RISK_ATTACHED", returnPremium: "0.00" });
    const c = await cancelledBy(p.policy, {
      number: 1,
      reason: "Called off on the day.",
      cancellationDate: inception,
      returnPremium: "0.00",
      premiumAfter: "1100.00",
      explanation: rule.explanation,
      status: "APPROVED",
    });
    // An approved request cancels the policy too: the wording says from when.
    expect((await loadPolicyWordingData({ id: p.policy.id }))!).toMatchObject({ cancelled: true, cancelledOn: inception });

    const d = (await loadPolicyEndorsementData({ id: c.endorsement.id, kind: "CANCELLATION" }))!;
    expect(d.cancellation).toMatchObject({ returnPremium: "0.00", earnedPremium: "1100.00", explanation: rule.explanation });
    expect(d.invoice).toMatchObject({ amountDue: "0.00", credit: true });
    const e = pdfText((await printCancellationEndorsement(admin, c.endorsement.id, null)).bytes, "servicing-cancellation-no-return");
    expectRow(e.lines, "Return premium", "$0.00");
    expect(e.text).toContain("The policy period had begun: the premium is fully earned and none is returned.");
    pngsAt60("servicing-cancellation-no-return");

    const i = (await loadPolicyInvoiceData({ id: c.invoice.id }))!;
    expect(i).toMatchObject({ title: "Cancellation credit note", credit: true, amountDue: "0.00" });
    expect(i.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Return premium", "0.00"],
      ["New York excess line tax", "0.00"],
      ["Total payable by the insured", "0.00"],
      ["Less broker commission (15.00%)", "0.00"],
      ["Amount credited to the broker", "0.00"],
    ]);
    const pdf = pdfText((await printPolicyInvoice(admin, c.invoice.id, null)).bytes, "servicing-invoice-no-return");
    expect(pdf.text).toContain(`Credit note ${c.invoice.invoiceNumber}`);
    expect(pdf.text).not.toContain("Please remit");
  });
});

describe("who may open the endorsements", () => {
  const cases = [
    { name: "endorsement", print: printPolicyEndorsement, id: () => e1.endorsement.id, wrongKind: () => cancellation.endorsement.id },
    {
      name: "cancellation endorsement",
      print: printCancellationEndorsement,
      id: () => cancellation.endorsement.id,
      wrongKind: () => e1.endorsement.id,
    },
  ];
  for (const c of cases) {
    it(`serves the ${c.name} to readers of the policy, to no one else`, async () => {
      for (const reader of [broker, underwriter, admin]) expect(isPdf((await c.print(reader, c.id(), null)).bytes)).toBe(true);
      await expect(c.print(harbor, c.id(), null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(c.print(ownBroker, c.id(), null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(c.print(null, c.id(), null)).rejects.toMatchObject({ code: "UNAUTHENTICATED", message: "You are not signed in" });
      // The other kind of endorsement has its own page.
      await expect(c.print(admin, c.wrongKind(), null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(c.print(broker, "abc", null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(c.print(broker, 999999, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      // A link to another document (the policy, an invoice) with the same id opens nothing here.
      for (const purpose of ["print-policy", "print-policy-invoice", "print-proposal"] as const) {
        await expect(c.print(null, c.id(), createSignedLink(purpose, c.id(), 3600))).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      }
    });
  }

  it("opens an endorsement with its signed link, only the one it is for and only of its kind", async () => {
    const token = createSignedLink(ENDORSEMENT_LINK_PURPOSE, e1.endorsement.id, 3600);
    expect(isPdf((await printPolicyEndorsement(null, e1.endorsement.id, token)).bytes)).toBe(true);
    expect(isPdf((await printPolicyEndorsement(harbor, e1.endorsement.id, token)).bytes)).toBe(true);
    await expect(printPolicyEndorsement(null, e1.endorsement.id, token, new Date(Date.now() + 2 * 3600_000))).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This link has expired",
    });
    await expect(printPolicyEndorsement(null, e2.endorsement.id, token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    const cancelToken = createSignedLink(ENDORSEMENT_LINK_PURPOSE, cancellation.endorsement.id, 3600);
    expect(isPdf((await printCancellationEndorsement(null, cancellation.endorsement.id, cancelToken)).bytes)).toBe(true);
    await expect(printPolicyEndorsement(null, cancellation.endorsement.id, cancelToken)).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("names the files after the endorsement and the policy", async () => {
    expect((await printPolicyEndorsement(broker, e1.endorsement.id, null)).fileName).toBe("endorsement-1-WEP-2026-000201.pdf");
    expect((await printCancellationEndorsement(broker, cancellation.endorsement.id, null)).fileName).toBe(
      "cancellation-endorsement-4-WEP-2026-000201.pdf",
    );
  });
});

describe("the PDFs read back", () => {
  withPoppler(
    "an endorsement with a cover change: parties, wording, schedule of changes, additional premium, invoice, signature",
    async () => {
      const pdf = (await printPolicyEndorsement(underwriter, e1.endorsement.id, null)).bytes;
      const { text, lines } = pdfText(pdf, "servicing-endorsement-1");
      expect(pngsAt60("servicing-endorsement-1")).toHaveLength(pageCount(pdf));
      expect(pageCount(pdf)).toBe(1);
      for (const expected of [
        "Endorsement No. 1 to policy WEP-2026-000201",
        "Longer hours of coverage and a higher rainfall limit",
        "Riverside Summer Jazz Festival LLC",
        "Summit Underwriting",
        "Brightline Brokers",
        "Portal Admin",
        "the hours of coverage are extended to 09:00 – 23:00",
        "The rainfall limit per day is raised to $15,000.00",
        "Schedule of changes",
        "All other terms and conditions of the policy remain unchanged.",
        `Invoiced to the producer on ${e1.invoice!.invoiceNumber}`,
        "Signed for the Insurer, Summit Underwriting",
        "FULL NAME",
        "POSITION HELD",
        "DATE OF SIGNING",
        "SIGNATURE OF THE AUTHORISED REPRESENTATIVE",
      ]) {
        expect(text, expected).toContain(expected);
      }
      expectRow(lines, "Effective date", fmt(today));
      expectRow(lines, "Hours of coverage", "09:00 – 23:00");
      expectRow(lines, "Rainfall limit per day", "$15,000.00");
      expectRow(lines, "Additional premium", "$400.00");
      expectRow(lines, "Policy premium after this endorsement", "$1,650.00");
    },
  );

  withPoppler("a wording-only endorsement and a return of premium", async () => {
    const wording = pdfText((await printPolicyEndorsement(broker, e2.endorsement.id, null)).bytes, "servicing-endorsement-2");
    expect(wording.text).toContain("This endorsement does not change the premium.");
    expect(wording.text).not.toContain("Schedule of changes");
    pngsAt60("servicing-endorsement-2");
    const ret = pdfText((await printPolicyEndorsement(broker, e3.endorsement.id, null)).bytes, "servicing-endorsement-3");
    expectRow(ret.lines, "Return premium", "-$200.00");
    expectRow(ret.lines, "Policy premium after this endorsement", "$1,450.00");
    expect(ret.text).toContain(`Credited to the producer on credit note ${e3.invoice!.invoiceNumber}`);
    expect(ret.text).toContain("-$177.50");
    pngsAt60("servicing-endorsement-3");
  });

  withPoppler("the cancellation endorsement: effective date, reason, return premium and its rule, credit note, signature", async () => {
    const pdf = (await printCancellationEndorsement(broker, cancellation.endorsement.id, null)).bytes;
    const { text, lines } = pdfText(pdf, "servicing-cancellation");
    expect(pngsAt60("servicing-cancellation")).toHaveLength(pageCount(pdf));
    expect(pageCount(pdf)).toBe(1);
    for (const expected of [
      "Cancellation endorsement",
      "Endorsement No. 4 to policy WEP-2026-000201",
      `Cancelled on ${fmt(today)}`,
      "Riverside Summer Jazz Festival LLC",
      REASON,
      "the premium less a minimum earned premium of 25% is returned",
      `Credited to the producer on credit note ${cancellation.invoice.invoiceNumber}`,
      "-$965.15",
      "SIGNATURE OF THE AUTHORISED REPRESENTATIVE",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expectRow(lines, "Cancellation date", fmt(today));
    expectRow(lines, "Policy premium before cancellation", "$1,450.00");
    expectRow(lines, "Premium earned by the Insurer", "$362.50");
    expectRow(lines, "Return premium", "$1,087.50");
    // The rule is stated once (the endorsement's wording states it already).
    expect(text.split("minimum earned premium of 25%").length - 1).toBe(1);
  });

  withPoppler("the credit notes and the final sales invoice", async () => {
    const credit = (await printPolicyInvoice(broker, cancellation.invoice.id, null)).bytes;
    expect(pageCount(credit)).toBe(1);
    const c = pdfText(credit, "servicing-invoice-cancellation");
    for (const expected of [
      "Cancellation credit note",
      `Credit note ${cancellation.invoice.invoiceNumber}`,
      "Endorsement No. 4 — Cancellation of the policy",
      "credits Brightline Brokers with $965.15",
    ]) {
      expect(c.text, expected).toContain(expected);
    }
    expectRow(c.lines, "Return premium", "-$1,087.50");
    expectRow(c.lines, "New York excess line tax", "-$39.15");
    expectRow(c.lines, "New York stamping fee", "-$1.63");
    expectRow(c.lines, "Total returned to the insured", "-$1,128.28");
    expectRow(c.lines, "Broker commission returned (15.00%)", "$163.13");
    expectRow(c.lines, "Amount credited to the broker", "-$965.15");
    expect(c.text).not.toContain("Please remit");
    pngsAt60("servicing-invoice-cancellation");

    const e = pdfText((await printPolicyInvoice(broker, e1.invoice!.id, null)).bytes, "servicing-invoice-endorsement");
    expect(e.text).toContain("Endorsement premium adjustment");
    expect(e.text).toContain(`Invoice ${e1.invoice!.invoiceNumber}`);
    expectRow(e.lines, "Additional premium", "$400.00");
    expectRow(e.lines, "Amount due", "$355.00");
    pngsAt60("servicing-invoice-endorsement");

    const f = pdfText((await printPolicyInvoice(broker, finalSales.invoice.id, null)).bytes, "servicing-invoice-final-sales");
    expect(f.text).toContain("Final sales adjustment");
    expect(f.text).toContain("Final sales review of 07/02/2026: final sales of $24,000.00");
    expectRow(f.lines, "Additional premium on final sales", "$700.00");
    expectRow(f.lines, "Kentucky local government premium tax", "$35.00");
    expectRow(f.lines, "Amount due", "$663.60");
    pngsAt60("servicing-invoice-final-sales");
  });

  withPoppler("a promotion's endorsement and cancellation endorsement: the draw date, not the first sales day", async () => {
    const e = pdfText((await printPolicyEndorsement(broker, kyEndorsement.endorsement.id, null)).bytes, "servicing-promotion-endorsement");
    expect(e.text).toContain("Endorsement No. 1 to policy WEP-2026-000202");
    expectRow(e.lines, "Promotion", "Rain Pays You Back Summer Sales");
    expectRow(e.lines, "Draw date", "07/11/2026");
    expect(e.text).not.toContain("06/01/2026");
    expect(e.text).not.toContain("Period of coverage");
    pngsAt60("servicing-promotion-endorsement");

    const c = pdfText(
      (await printCancellationEndorsement(broker, promotionCancellation.endorsement.id, null)).bytes,
      "servicing-promotion-cancellation",
    );
    expect(c.text).toContain("Endorsement No. 1 to policy WEP-2026-000204");
    expectRow(c.lines, "Promotion", "Sunshine Guarantee Sofa");
    expectRow(c.lines, "Draw date", "07/11/2026");
    expect(c.text).not.toContain("06/01/2026");
    // Cancelled after the first sales day: the risk has attached (D45), nothing is returned.
    expectRow(c.lines, "Return premium", "$0.00");
    expect(c.text).toContain("The policy period had begun: the premium is fully earned and none is returned.");
    pngsAt60("servicing-promotion-cancellation");
  });

  withPoppler("the policy wording of the cancelled policy", async () => {
    const pdf = (await printPolicyWording(broker, ny.policy.id, null)).bytes;
    const { text, lines } = pdfText(pdf, "servicing-policy-cancelled");
    expect(text).toContain(`Cancelled on ${fmt(today)} · Bound`);
    expect(text).toContain(`This policy has been cancelled. Cancelled on ${fmt(today)} by endorsement No. 4`);
    expect(text).toContain("The proposal was signed electronically by Jordan A. Castellano on 05/25/2026 12:20 EDT.");
    for (const n of [1, 2, 3, 4]) expect(text).toContain(`End. ${n}`);
    expect(text).toContain("Endorsement No. 1 — Longer hours of coverage and a higher rainfall limit");
    expect(text).toContain("Endorsement No. 2 — Additional insured: City of New York Parks");
    expectRow(lines, "New York excess line tax", "$54.45");
    expect(pngsAt60("servicing-policy-cancelled").length).toBe(pageCount(pdf));
  });
});

it.runIf(!hasPoppler)("needs poppler-utils for the PDF checks", () => {
  console.warn("poppler-utils missing: the servicing PDFs were not read back");
});
