import { statSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { loadPolicyInvoiceData, printPolicyInvoice } from "@/server/documents/print-policy-invoice";
import { loadPolicyWordingData } from "@/server/documents/load-policy-wording-data";
import { printPolicyWording } from "@/server/documents/print-policy-wording";
import { createSignedLink } from "@/server/signing/signed-link";
import type { Actor } from "@/server/auth/actor";
import { demoActor } from "../support/factories";
import { issuedPolicy } from "../support/invoice-factory";
import { boundPolicy } from "../support/policy-factory";
import type { PerilOption } from "../support/quotation-factory";
import { invoiceRowOf, kentuckyPromotionPolicy, liveEventPolicy, MGA } from "./policy-fixtures";
import { policyWordingDataFrom } from "@/server/documents/policy-wording-data";
import { policyInvoiceDataFrom } from "@/server/documents/policy-invoice-data";
import { renderPolicyWordingPdf } from "@/server/documents/render-policy-wording-pdf";
import { renderPolicyInvoicePdf } from "@/server/documents/render-policy-invoice-pdf";
import { Prisma } from "@/generated/prisma/client";
import { expectRow, isPdf, pageCount, pdfText, toPngs, withPoppler, wordBoxes } from "../support/pdf";

// The policy wording (/print/policy/other-states/{id}) and the invoice (/print/policy-invoice/{id})
// of issue 6 item 4: the data read from the Policy, its bound version and its Invoice row, who may
// open them, and the PDFs read back as text (pdftotext) and rendered to PNG (pdftoppm) under
// test-results/documents/ for a person to look at.
//
// Three policies, their figures worked out by hand (state-fee seed rates, D35 rules):
// - NY event, 3 days, off-site observer, rainfall + lightning + maximum temperature at 10,000.00 a
//   day: premium 800 + 150 + 300 = 1,250.00; fees observer 900.00 + lightning 250.00 = 1,150.00;
//   base 2,400.00: excess line tax 3.6% = 86.40, stamping 0.15% = 3.60; gross 2,490.00;
//   commission 15% of 1,250.00 = 187.50; amount due 2,302.50.
// - KY promotion (Louisville), closest station, rainfall + adverse weather: premium 1,840 + 960 =
//   2,800.00; tax 4.8% = 134.40, municipality 5% = 140.00; gross 3,074.40; commission 15% = 420.00;
//   amount due 2,654.40.
// - MA event of another company (Harbor, 12.50%), 1 day, closest station: premium 800 + 300 =
//   1,100.00; tax 4% = 44.00; gross 1,144.00; commission 137.50; amount due 1,006.50.

const NY_PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.080000", premium: "800.00" },
  { peril: "lightning", threshold: null, limitPerDay: "10000.00", rate: "0.015000", premium: "150.00" },
  { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", rate: "0.030000", premium: "300.00" },
];
const KY_PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "1", limitPerDay: "10000.00", rate: "0.184000", premium: "1840.00" },
  { peril: "adverseWeather", threshold: null, limitPerDay: "10000.00", rate: "0.096000", premium: "960.00" },
];

let broker: Actor;
let ownBroker: Actor;
let harbor: Actor;
let underwriter: Actor;
let admin: Actor;
let ny: Awaited<ReturnType<typeof issuedPolicy>>;
let ky: Awaited<ReturnType<typeof issuedPolicy>>;
let ma: Awaited<ReturnType<typeof issuedPolicy>>;

beforeAll(async () => {
  [broker, ownBroker, harbor, underwriter, admin] = await Promise.all(
    ["broker@example.com", "broker.own@example.com", "broker@harbor.example.com", "underwriter@example.com", "admin@example.com"].map(
      demoActor,
    ),
  );
  ny = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    policyNumber: "WEP-2026-000101",
    insuredName: "Riverside Summer Jazz Festival LLC",
    perils: NY_PERILS,
    eventDays: 3,
    claimsVerificationSource: "OFFSITE_OBSERVER",
    fees: { observer: "900.00", lightning: "250.00" },
  });
  ky = await issuedPolicy({
    brokerUserId: broker.id,
    brokerCompanyId: broker.companyId,
    policyNumber: "WEP-2026-000102",
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
  ma = await issuedPolicy({
    brokerUserId: harbor.id,
    brokerCompanyId: harbor.companyId,
    policyNumber: "WEP-2026-000103",
    insuredName: "Worcester Harvest Fair Association",
    address: { street: "1200 Shrewsbury Street", city: "Worcester", state: "MA", zipCode: "01604" },
  });
});

describe("policy wording data", () => {
  it("reads the declarations of an event from the policy, its bound version and its bind invoice", async () => {
    const d = (await loadPolicyWordingData({ id: ny.policy.id }))!;
    expect(d.policyNumber).toBe("WEP-2026-000101");
    expect(d.quotationNumber).toBe(ny.quotation.quotationNumber);
    expect(d.insurer).toMatchObject({ name: "Summit Underwriting", binderReference: expect.stringMatching(/^B0999WEP/) });
    expect(d.issuer).toMatchObject({ name: "Portal Admin", city: "Philadelphia" });
    expect(d.producer).toMatchObject({ name: "Brightline Brokers", contactName: "Brooke Bright" });
    expect(d.insured).toMatchObject({
      name: "Riverside Summer Jazz Festival LLC",
      street: "120 West 81st Street",
      city: "New York",
      state: "NY",
      zipCode: "10024",
    });
    expect(d.kind).toBe("EVENT");
    expect(d.event).toEqual({ name: "Riverside Summer Festival", type: "Festival", hoursFrom: "10:00", hoursTo: "22:00" });
    expect(d.coveredDays).toHaveLength(3);
    expect(d.coverageFrom).toBe(d.coveredDays[0]);
    expect(d.coverageUntil).toBe(d.coveredDays[2]);
    expect(d.perils.map((p) => [p.peril, p.threshold, p.limitPerDay, p.premium])).toEqual([
      ["rainfall", "0.5", "10000.00", "800.00"],
      ["lightning", null, "10000.00", "150.00"],
      ["maximumTemperature", "95", "10000.00", "300.00"],
    ]);
    expect(d.claimsVerificationSource.code).toBe("OFFSITE_OBSERVER");
    expect(d.station).toEqual({ name: "New York Central Park Tower", distanceMiles: "1.04" });
    expect([d.limitPerDay, d.aggregateLimit, d.deductible, d.premium]).toEqual(["10000.00", "30000.00", "500.00", "1250.00"]);
    expect(d.fees).toEqual([
      { kind: "observer", label: "Off-site weather observer fee (3 days × 2 perils)", amount: "900.00" },
      { kind: "lightning", label: "Lightning verification fee (per 72-hour period)", amount: "250.00" },
    ]);
    expect(d.taxes).toEqual([
      { label: "New York excess line tax", amount: "86.40" },
      { label: "New York stamping fee", amount: "3.60" },
    ]);
    expect(d.invoiceNumber).toBe("INV-WEP-2026-000101");
    expect(d.total).toBe("2490.00");
    const terms = d.terms.map((t) => t.text).join(" ");
    expect(terms).toContain("lightning strikes within 6 miles of the claims verification source");
    expect(terms).toContain("more than 50% of the event once it has commenced");
    expect(terms).not.toContain("final sales");
    // Every policy carries the sanction clause (WEP 340, D71).
    expect(d.endorsements.map((e) => e.title)).toEqual([
      "Independent weather observer endorsement",
      "Sanction limitation and exclusion clause",
    ]);
    expect(d.forms.map((f) => f.form)).toEqual(["WEP 100", "WEP 200", "WEP 310", "WEP 340"]);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });

  it("reads a promotion's period, draw date and final sales notification date, with the promotion endorsement", async () => {
    const d = (await loadPolicyWordingData({ id: ky.policy.id }))!;
    expect(d.kind).toBe("PROMOTION");
    expect(d.event).toBeNull();
    expect(d.promotion).toEqual({
      name: "Rain Pays You Back Summer Sales Event",
      periodFrom: "2026-06-01",
      periodUntil: "2026-06-30",
      promotionDate: "2026-07-11",
      finalEstimatedSales: "18000.00",
      minimumDepositLimit: "9000.00",
      finalSalesDate: "2026-07-01",
    });
    expect(d.coveredDays).toEqual(["2026-07-11"]);
    expect(d.fees).toEqual([]);
    expect(d.taxes).toEqual([
      { label: "Kentucky surplus lines tax and premium surcharge", amount: "134.40" },
      { label: "Kentucky local government premium tax (Louisville)", amount: "140.00" },
    ]);
    expect(d.total).toBe("3074.40");
    expect(d.endorsements.map((e) => e.title)).toEqual([
      "Promotion endorsement",
      "Adverse weather endorsement",
      "Sanction limitation and exclusion clause",
    ]);
    expect(d.terms.map((t) => t.title)).toContain("Final sales");
    expect(d.terms.map((t) => t.title)).not.toContain("Lightning");
  });

  it("uses the stored final sales date, and says taxes are invoiced when no invoice exists yet", async () => {
    const p = await issuedPolicy({
      brokerUserId: broker.id,
      brokerCompanyId: broker.companyId,
      withoutInvoice: true,
      underwriterCompanyId: null,
    });
    const d = (await loadPolicyWordingData({ id: p.policy.id }))!;
    expect(d.taxes).toBeNull();
    expect(d.invoiceNumber).toBeNull();
    expect(d.total).toBe("1100.00");
    expect(d.insurer.name).toMatch(/^Underwriters subscribing to binder B0999WEP/);
    expect(d.endorsements.map((e) => e.form)).toEqual(["WEP 340"]);

    await db.policy.update({ where: { id: ky.policy.id }, data: { finalSalesDate: new Date("2026-07-03T00:00:00Z") } });
    expect((await loadPolicyWordingData({ id: ky.policy.id }))!.promotion?.finalSalesDate).toBe("2026-07-03");
    await db.policy.update({ where: { id: ky.policy.id }, data: { finalSalesDate: null } });
  });
});

describe("a policy with little on its version", () => {
  it("still prints, with dashes where nothing is known", async () => {
    const binder = await db.binder.findFirstOrThrow();
    const bare = await boundPolicy({ binderId: binder.id, brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const d = (await loadPolicyWordingData({ id: bare.id }))!;
    expect(d.perils).toEqual([]);
    // No dates stored on the version: the policy's period, day by day.
    expect(d.coveredDays).toEqual(["2027-07-01", "2027-07-02", "2027-07-03"]);
    expect(d.station).toBeNull();
    expect(isPdf((await printPolicyWording(admin, bare.id, null)).bytes)).toBe(true);
  });
});

describe("invoice data", () => {
  it("prints the stored figures with the state's line names, not figures worked out again", async () => {
    const d = (await loadPolicyInvoiceData({ id: ny.invoice!.id }))!;
    expect(d).toMatchObject({
      invoiceNumber: "INV-WEP-2026-000101",
      kindLabel: "Bind invoice",
      policyNumber: "WEP-2026-000101",
      insuredName: "Riverside Summer Jazz Festival LLC",
      itemName: "Riverside Summer Festival",
      issuer: { name: "Portal Admin", street: "1 Market Street" },
      billTo: {
        name: "Brightline Brokers",
        street: "77 West Wacker Drive",
        city: "Chicago",
        state: "IL",
        zipCode: "60601",
        agencyCode: "BRIGHT01",
      },
      amountDue: "2302.50",
    });
    expect(d.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Gross bound premium", "1250.00"],
      ["Off-site observer fee", "900.00"],
      ["Lightning fee", "250.00"],
      ["New York excess line tax", "86.40"],
      ["New York stamping fee", "3.60"],
      ["Total payable by the insured", "2490.00"],
      ["Less broker commission (15.00%)", "-187.50"],
      ["Amount due", "2302.50"],
    ]);
    // The rate changes after the invoice was issued: the invoice still shows what it was issued with.
    await db.stateFee.update({ where: { state: "NY" }, data: { tax: "0.05" } });
    const again = (await loadPolicyInvoiceData({ id: ny.invoice!.id }))!;
    expect(again.lines.find((l) => l.label === "New York excess line tax")?.amount).toBe("86.40");
    await db.stateFee.update({ where: { state: "NY" }, data: { tax: "0.036" } });
  });

  it("prints the lines stored with the invoice when bind kept them", async () => {
    const p = await issuedPolicy({ brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const lines = [
      { kind: "premium", label: "Gross bound premium", amount: "1250.00" },
      { kind: "fee", label: "Third-party verification fees (as issued)", amount: "100.00" },
      { kind: "subtotal", label: "Total premium, taxes and fees", amount: "1350.00" },
      { kind: "commission", label: "Less broker commission (10.00%)", amount: "-125.00" },
      { kind: "total", label: "Amount due", amount: "1225.00" },
    ];
    await db.invoice.update({ where: { id: p.invoice!.id }, data: { lines } });
    const d = (await loadPolicyInvoiceData({ id: p.invoice!.id }))!;
    // The amounts as issued; only the old subtotal name, a total with fees and taxes called a premium, reads as today's.
    expect(d.lines).toEqual(lines.map((l) => (l.kind === "subtotal" ? { ...l, label: "Total payable by the insured" } : l)));
  });

  it("adds Kentucky's municipality line, and no such line elsewhere", async () => {
    const kyData = (await loadPolicyInvoiceData({ id: ky.invoice!.id }))!;
    expect(kyData.promotionPeriod).toEqual({ from: "2026-06-01", until: "2026-06-30" });
    expect(kyData.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Gross bound premium", "2800.00"],
      ["Kentucky surplus lines tax and premium surcharge", "134.40"],
      ["Kentucky local government premium tax (Louisville)", "140.00"],
      ["Total payable by the insured", "3074.40"],
      ["Less broker commission (15.00%)", "-420.00"],
      ["Amount due", "2654.40"],
    ]);
    const maData = (await loadPolicyInvoiceData({ id: ma.invoice!.id }))!;
    expect(maData.lines.map((l) => [l.label, l.amount])).toEqual([
      ["Gross bound premium", "1100.00"],
      ["Massachusetts surplus lines tax", "44.00"],
      ["Total payable by the insured", "1144.00"],
      ["Less broker commission (12.50%)", "-137.50"],
      ["Amount due", "1006.50"],
    ]);
  });
});

describe("who may open the policy wording and the invoice", () => {
  const cases = [
    {
      name: "policy wording",
      print: printPolicyWording,
      purpose: "print-policy" as const,
      id: () => ny.policy.id,
      otherId: () => ky.policy.id,
    },
    {
      name: "invoice",
      print: printPolicyInvoice,
      purpose: "print-policy-invoice" as const,
      id: () => ny.invoice!.id,
      otherId: () => ky.invoice!.id,
    },
  ];
  for (const c of cases) {
    it(`serves the ${c.name} to readers of the policy and to holders of a signed link, to no one else`, async () => {
      for (const reader of [broker, underwriter, admin]) expect(isPdf((await c.print(reader, c.id(), null)).bytes)).toBe(true);
      // Another company's broker, and a broker who sees only its own policies: not found.
      await expect(c.print(harbor, c.id(), null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(c.print(ownBroker, c.id(), null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      // Nobody signed in and no link.
      await expect(c.print(null, c.id(), null)).rejects.toMatchObject({ code: "UNAUTHENTICATED", message: "You are not signed in" });
      // An id that cannot exist.
      await expect(c.print(broker, "abc", null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
      await expect(c.print(broker, 999999, null)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });

      // A signed link opens it without a session, and to a signed-in outsider too.
      const token = createSignedLink(c.purpose, c.id(), 3600);
      expect(isPdf((await c.print(null, c.id(), token)).bytes)).toBe(true);
      expect(isPdf((await c.print(harbor, c.id(), token)).bytes)).toBe(true);

      // Expired, for another record, for another purpose, or tampered with: refused.
      const later = new Date(Date.now() + 2 * 3600_000);
      await expect(c.print(null, c.id(), token, later)).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
        message: "This link has expired",
      });
      await expect(c.print(null, c.otherId(), token)).rejects.toMatchObject({ code: "UNAUTHENTICATED", message: "This link is not valid" });
      const otherPurpose = c.purpose === "print-policy" ? "print-policy-invoice" : "print-policy";
      await expect(c.print(null, c.id(), createSignedLink(otherPurpose, c.id(), 3600))).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      await expect(c.print(null, c.id(), createSignedLink("print-proposal", c.id(), 3600))).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
      });
      await expect(c.print(null, c.id(), `${token.slice(0, -2)}xx`)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      // A bad link with a session is the session's access: still not found for an outsider.
      await expect(c.print(harbor, c.id(), createSignedLink(c.purpose, c.otherId(), 3600))).rejects.toMatchObject({
        code: "RESOURCE_NOT_FOUND",
      });
    });
  }

  it("names the files after the policy and the invoice", async () => {
    expect((await printPolicyWording(broker, ny.policy.id, null)).fileName).toBe("policy-WEP-2026-000101.pdf");
    expect((await printPolicyInvoice(broker, ny.invoice!.id, null)).fileName).toBe("invoice-INV-WEP-2026-000101.pdf");
  });
});

describe("the policy wording PDF", () => {
  withPoppler("shows an event's declarations, perils, figures, terms, signature blocks and the observer endorsement", async () => {
    const pdf = (await printPolicyWording(underwriter, ny.policy.id, null)).bytes;
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const pages = pageCount(pdf);
    const { text, lines } = pdfText(pdf, "policy-event");
    for (const expected of [
      "Policy WEP-2026-000101",
      "Weather event cancellation insurance",
      "Summit Underwriting",
      "Riverside Summer Jazz Festival LLC",
      "120 West 81st Street, New York, NY 10024",
      "Brightline Brokers",
      "Riverside Summer Festival — Festival",
      "Hours: 10:00 – 22:00, local time at the event location",
      "Central Park Great Lawn",
      "Rainfall: 0.50 in or more of rain in a day",
      "Lightning: A strike within 6 miles of the claims verification source, the event being abandoned",
      "Maximum temperature: Temperature of 95 °F or above",
      "Off-site independent weather observer (fee per day per peril)",
      "Portal Admin",
      "1 Market Street, Philadelphia, PA 19106",
      "more than 50% of the event once it has commenced",
      "within 6 miles of the claims verification source",
      "FULL NAME",
      "POSITION HELD",
      "DATE OF SIGNING",
      "APPLICANT SIGNATURE",
      "PRODUCER COMPANY",
      "LICENSE NUMBER",
      "PRODUCER SIGNATURE",
      "Schedule of forms",
      "Independent weather observer endorsement (WEP 310)",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expectRow(lines, "Limit per day", "$10,000.00");
    expectRow(lines, "Sum insured (aggregate limit)", "$30,000.00");
    expectRow(lines, "Deductible", "$500.00 each claim");
    expectRow(lines, "Rainfall", "$800.00");
    expectRow(lines, "Premium", "$1,250.00");
    expectRow(lines, "Off-site weather observer fee (3 days × 2 perils)", "$900.00");
    expectRow(lines, "Lightning verification fee (per 72-hour period)", "$250.00");
    expectRow(lines, "New York excess line tax", "$86.40");
    expectRow(lines, "New York stamping fee", "$3.60");
    expectRow(lines, "Total payable by the insured", "$2,490.00");
    expectRow(lines, "Weather Event Portal · Policy WEP-2026-000101", `Page ${pages} of ${pages}`);
    expect(text).not.toContain("Promotion endorsement");
    expect(text).not.toContain("local government premium tax");
    expect(toPngs("policy-event").length).toBe(pages);
  });

  withPoppler("shows a promotion's period, final sales notification date and the promotion endorsement", async () => {
    const pdf = (await printPolicyWording(broker, ky.policy.id, null)).bytes;
    const { text, lines } = pdfText(pdf, "policy-promotion");
    for (const expected of [
      "Promotion cancellation insurance",
      "Derby City Motors, Inc.",
      "500 West Jefferson Street, Louisville, KY 40202",
      "Rain Pays You Back Summer Sales Event",
      "07/11/2026, the draw date (1 covered day)",
      "Rainfall: 1.00 in or more of rain in a day",
      "Adverse weather",
      "Closest weather station (free)",
      "New York Central Park Tower",
      "Promotion endorsement (WEP 320)",
      "no later than 07/01/2026",
      "a minimum deposit limit of $9,000.00",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expectRow(lines, "Promotion period", "06/01/2026 – 06/30/2026");
    expectRow(lines, "Final sales notification date", "07/01/2026");
    expectRow(lines, "Kentucky local government premium tax (Louisville)", "$140.00");
    expectRow(lines, "Total payable by the insured", "$3,074.40");
    expect(text).not.toContain("Independent weather observer endorsement");
    expect(text).toContain("The applicant signs for and on behalf of the insured, Derby City Motors, Inc.;");
    expect(text).not.toContain("Inc..");
    expect(toPngs("policy-promotion").length).toBe(pageCount(pdf));
  });
});

describe("the invoice PDF", () => {
  withPoppler("shows the MGA letterhead, the broker billed, the policy and the stored figures right-aligned", async () => {
    const pdf = (await printPolicyInvoice(broker, ny.invoice!.id, null)).bytes;
    expect(pageCount(pdf)).toBe(1);
    const { text, lines } = pdfText(pdf, "invoice-ny");
    for (const expected of [
      "Invoice INV-WEP-2026-000101",
      "Bind invoice",
      "Portal Admin",
      "1 Market Street",
      "Philadelphia, PA 19106",
      "Brightline Brokers",
      "77 West Wacker Drive",
      "Chicago, IL 60601",
      "Attention: Brooke Bright",
      "WEP-2026-000101",
      "Riverside Summer Jazz Festival LLC",
      "Riverside Summer Festival",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expectRow(lines, "Gross bound premium", "$1,250.00");
    expectRow(lines, "Off-site observer fee", "$900.00");
    expectRow(lines, "Lightning fee", "$250.00");
    expectRow(lines, "New York excess line tax", "$86.40");
    expectRow(lines, "New York stamping fee", "$3.60");
    expectRow(lines, "Total payable by the insured", "$2,490.00");
    expectRow(lines, "Less broker commission (15.00%)", "-$187.50");
    expectRow(lines, "Amount due", "$2,302.50");
    expect(text).not.toContain("local government premium tax");
    // Right-aligned: every amount of the charges and totals ends at the same x, the right margin.
    const ends = ["$1,250.00", "$900.00", "$250.00", "$86.40", "$3.60", "$2,490.00", "-$187.50", "$2,302.50"].map(
      (a) => wordBoxes("invoice-ny").find((w) => w.text === a)!.xMax,
    );
    for (const end of ends) expect(end).toBeCloseTo(612 - 48 - 5, 0);
    expect(toPngs("invoice-ny")).toHaveLength(1);
  });

  withPoppler("shows Kentucky's municipality line and a promotion's period", async () => {
    const pdf = (await printPolicyInvoice(null, ky.invoice!.id, createSignedLink("print-policy-invoice", ky.invoice!.id, 600))).bytes;
    const { text, lines } = pdfText(pdf, "invoice-ky");
    expectRow(lines, "Kentucky surplus lines tax and premium surcharge", "$134.40");
    expectRow(lines, "Kentucky local government premium tax (Louisville)", "$140.00");
    expectRow(lines, "Amount due", "$2,654.40");
    expectRow(lines, "Promotion period", "06/01/2026 – 06/30/2026");
    expectRow(lines, "Draw date", "07/11/2026");
    expect(text).toContain("Rain Pays You Back Summer Sales Event");
    const pngs = toPngs("invoice-ky");
    expect(pngs).toHaveLength(1);
    expect(statSync(pngs[0]).size).toBeGreaterThan(10_000);
  });
});

describe("the documents at their limits (hand-built rows)", () => {
  const NY = { state: "NY", name: "New York", municipalityTax: false };

  it("builds the same figures from hand-built rows as the bench renders", () => {
    const d = policyWordingDataFrom(liveEventPolicy(), { issuer: MGA, stateFee: NY });
    expect(d.total).toBe("12035.00");
    expect(d.signedProposal).toEqual({
      signerName: "Jordan A. Castellano",
      signerPosition: "Festival Director",
      signedAt: "2026-05-25T16:20:00.000Z",
      signatureImageBase64: null,
      signatureText: "Jordan A. Castellano",
      providerLabel: "Portal signing page",
    });
    expect(d.perils.map((p) => p.peril)).toEqual(["rainfall", "lightning", "maximumTemperature"]);
    const i = policyInvoiceDataFrom(invoiceRowOf(liveEventPolicy()), { issuer: MGA, stateFee: NY });
    expect(i.lines.at(-1)).toEqual({ kind: "total", label: "Amount due", amount: "10471.25" });
    const ky = policyInvoiceDataFrom(invoiceRowOf(kentuckyPromotionPolicy()), {
      issuer: MGA,
      stateFee: { state: "KY", municipalityTax: true },
    });
    expect(ky.lines.map((l) => l.label)).toContain("Kentucky local government premium tax (Louisville)");
  });

  withPoppler("keeps every peril, a long name, scattered days, an on-site observer and a cancellation readable", async () => {
    const row = liveEventPolicy();
    const long = "The Greater Riverside Summer Jazz, Blues and Heritage Festival Association of Upper Manhattan, Incorporated";
    row.insuredName = long;
    row.status = "CANCELLED";
    row.itemName = "Riverside Summer Jazz, Blues and Heritage Festival — Twenty-Fifth Anniversary Weekend Edition";
    row.quotationVersion.claimsVerificationSource = "ONSITE_OBSERVER";
    row.quotationVersion.datesOfCoverage = ["2026-07-03", "2026-07-05", "2026-07-10", "2026-07-12"].map((d) => new Date(`${d}T00:00:00Z`));
    row.quotationVersion.locationName =
      "Riverside Park South, Pier I and the Hudson River Greenway lawn between West 59th and West 72nd Streets";
    const all = ["rainfall", "snowfall", "windSpeed", "adverseWeather", "lightning", "maximumTemperature", "minimumTemperature"] as const;
    row.quotationVersion.perils = all.map((peril, i) => ({
      ...row.quotationVersion.perils[0],
      id: 100 + i,
      peril,
      threshold: peril === "lightning" || peril === "adverseWeather" ? null : new Prisma.Decimal(["0.5", "2", "35", "", "", "98", "28"][i]),
      premium: new Prisma.Decimal("1234567.89"),
      selected: true,
    }));
    const d = policyWordingDataFrom(row, { issuer: MGA, stateFee: NY });
    const pdf = await renderPolicyWordingPdf(d);
    const { text, lines } = pdfText(pdf, "policy-limits");
    expect(text).toContain(long);
    expect(text).toContain("This policy has been cancelled.");
    expect(text).toContain("Cancelled · Bound 06/02/2026 10:30 EDT · Quotation Q2026-001234");
    expect(text).toContain("07/03/2026, 07/05/2026, 07/10/2026, 07/12/2026 (4 days)");
    expect(text).toContain("on-site independent weather observer hired by the Insured");
    expect(text).toContain("The proposal was signed electronically by Jordan A. Castellano on 05/25/2026 12:20 EDT.");
    for (const label of [
      "Rainfall",
      "Snowfall",
      "Wind speed",
      "Adverse weather",
      "Lightning",
      "Maximum temperature",
      "Minimum temperature",
    ])
      expectRow(lines, label, "$1,234,567.89");
    expect(toPngs("policy-limits").length).toBe(pageCount(pdf));
  });

  withPoppler("fits an invoice with every kind of line on one page", async () => {
    const row = invoiceRowOf(liveEventPolicy());
    row.policy.insuredName = "The Greater Riverside Summer Jazz, Blues and Heritage Festival Association of Upper Manhattan, Incorporated";
    row.municipalityTax = new Prisma.Decimal("521.06");
    row.amountDue = row.amountDue.plus("521.06");
    row.policy.brokerCompany.name = "Brightline Insurance Brokers and Risk Consultants of the Greater Chicago Metropolitan Area";
    const pdf = await renderPolicyInvoicePdf(policyInvoiceDataFrom(row, { issuer: MGA, stateFee: NY }));
    expect(pageCount(pdf)).toBe(1);
    const { lines } = pdfText(pdf, "invoice-limits");
    // A stored municipality amount prints even where the state row has no such tax.
    expectRow(lines, "New York local government premium tax", "$521.06");
    expect(toPngs("invoice-limits")).toHaveLength(1);
  });
});
