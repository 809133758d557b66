import { beforeAll, describe, expect, it } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import type { Invoice } from "@/generated/prisma/client";
import { todayIso } from "@/lib/quotations/quotation-schema";
import { db } from "@/server/db";
import { approvePolicyCancellation } from "@/server/policies/approve-policy-cancellation";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { rateQuote } from "@/server/rater/rate-quote";
import { isoDay, type PerilOption } from "../../support/quotation-factory";
import {
  cents,
  endedPromotion,
  eventInNyDays,
  expectValidationRefusal,
  heat,
  lightning,
  livePolicy,
  nyDay,
  rain,
  servicingSetup,
  type ServicingActors,
} from "./servicing-support";
import { bodyOf } from "../../support/described-call";

// The money of policy servicing, every expected figure worked out by hand (and checked with `bc`),
// never by the code under test. State-fee rows of the seed (prisma/seed-data/state-fees.ts):
// NY 3.6% + 0.15% stamping, KY 4.8% + 5% local default (an event outside Kentucky), NJ 5%, WV
// 4.55%, FL 4.94% + 0.06% FSLSO, OH 5% (a plain state). Commissions: Brightline 15.00%, Harbor 12.50%. invoiceFigures rules: each
// tax = base × rate half-up to cents (a negative amount rounds away from zero), commission on the
// premium only, gross total = premium + fees + taxes, amount due = gross total − commission.
//
// Cancellation (decisions D45, lib/policies/cancellation-return.ts): the policy period's first day
// is the inception (the event's first day, the promotion's first sales day). Cancelled 10 days or
// more before it: the premium less a minimum earned 25% (half-up to cents) is returned; less than 10
// days before, or once the period began: nothing. Fees are never returned. The credit invoice is
// invoiceFigures with grossBoundPremium = −return, no fees, on the insured's current state-fee row.
//
// Final sales (D46): each peril keeps its bound rate premium ÷ limit; sales above its limit are
// charged at that rate (half-up per peril), the sum invoiced as a FINAL_SALES invoice.

let actors: ServicingActors;

beforeAll(async () => {
  actors = await servicingSetup();
});

type Line = [kind: string, label: string | RegExp, amount: string];

/**
 * The subtotal line (premium, fees and taxes: what the insured pays, or is paid back). Its wording
 * is invoiceFigures' own and tested with it (tests/policies/invoice-figures.test.ts); here its amount.
 */
const SUBTOTAL = /^Total\b/;

// The premium line of an adjustment: "Gross bound premium" as on the bind invoice, or a label of its
// own (being introduced while these tests were written): "Return premium" on a credit note,
// "Additional premium" or "Return premium" on an endorsement, "Additional premium on final sales".
const RETURN = /^(Gross bound premium|Return premium)$/;
const ENDORSED = (sign: "+" | "-") => (sign === "+" ? /^(Gross bound premium|Additional premium)$/ : RETURN);
const FINAL = /^(Gross bound premium|Additional premium on final sales)$/;
type Figures = {
  grossBoundPremium: string;
  fees: string;
  stateTax: string;
  stampingFee: string;
  municipalityTax: string;
  grossTotal: string;
  commissionRate: string;
  commission: string;
  amountDue: string;
  taxState: string;
  lines: Line[];
};

function expectInvoice(invoice: Invoice, expected: Figures) {
  const { lines, ...figures } = expected;
  expect({
    grossBoundPremium: cents(invoice.grossBoundPremium),
    fees: cents(invoice.fees),
    stateTax: cents(invoice.stateTax),
    stampingFee: cents(invoice.stampingFee),
    municipalityTax: cents(invoice.municipalityTax),
    grossTotal: cents(invoice.grossTotal),
    commissionRate: cents(invoice.commissionRate),
    commission: cents(invoice.commission),
    amountDue: cents(invoice.amountDue),
    taxState: invoice.taxState,
  }).toEqual(figures);
  const printed = (invoice.lines as { kind: string; label: string; amount: string }[]).map((l) => [l.kind, l.label, l.amount]);
  expect(printed).toEqual(
    lines.map(([kind, label, amount]) => [kind, typeof label === "string" ? label : expect.stringMatching(label), amount]),
  );
  expect(invoice.invoiceNumber).toBe(`INV-${todayIso().slice(0, 4)}-${String(invoice.id).padStart(6, "0")}`);
}

async function invoicesOf(policyId: number, kind: Invoice["kind"]) {
  return db.invoice.findMany({ where: { policyId, kind }, orderBy: { id: "asc" } });
}

// The credit of a 1,100.00 (800.00 + 300.00) New York policy, Brightline, cancelled 10 or more days
// before inception: earned 25% = 275.00, returned 825.00. NY tax 825.00 × 3.6% = 29.70, stamping
// × 0.15% = 1.2375 → 1.24; gross −855.94; commission 15% = 123.75; due −855.94 + 123.75 = −732.19.
const NY_825_CREDIT: Figures = {
  grossBoundPremium: "-825.00",
  fees: "0.00",
  stateTax: "-29.70",
  stampingFee: "-1.24",
  municipalityTax: "0.00",
  grossTotal: "-855.94",
  commissionRate: "15.00",
  commission: "-123.75",
  amountDue: "-732.19",
  taxState: "NY",
  lines: [
    ["premium", RETURN, "-825.00"],
    ["tax", "New York excess line tax", "-29.70"],
    ["tax", "New York stamping fee", "-1.24"],
    ["subtotal", SUBTOTAL, "-855.94"],
    ["commission", "Less broker commission (15.00%)", "123.75"],
    ["total", "Amount due", "-732.19"],
  ],
};

// Nothing returned: every figure is zero (a zero stamping fee is not printed).
const NY_NOTHING: Figures = {
  grossBoundPremium: "0.00",
  fees: "0.00",
  stateTax: "0.00",
  stampingFee: "0.00",
  municipalityTax: "0.00",
  grossTotal: "0.00",
  commissionRate: "15.00",
  commission: "0.00",
  amountDue: "0.00",
  taxState: "NY",
  lines: [
    ["premium", RETURN, "0.00"],
    ["tax", "New York excess line tax", "0.00"],
    ["subtotal", SUBTOTAL, "0.00"],
    ["commission", "Less broker commission (15.00%)", "0.00"],
    ["total", "Amount due", "0.00"],
  ],
};

describe("the cancellation credit invoice, by how long before inception the cancellation takes effect", () => {
  it("30 days before, through a request the underwriter approves: 825.00 returned, the next endorsement number", async () => {
    const dto = await livePolicy(actors); // one day, isoDay(60)
    const inception = isoDay(60);
    await createPolicyEndorsement(actors.underwriter, dto.id, { title: "Additional insured", content: "The city is added." });
    await requestPolicyCancellation(actors.broker, dto.id, { reason: "Festival called off", cancellationDate: isoDay(30) });
    const approved = await approvePolicyCancellation(actors.underwriter, dto.id);
    expect(approved.status).toBe("CANCELLED");

    const [credit] = await invoicesOf(dto.id, "CANCELLATION");
    expectInvoice(credit, NY_825_CREDIT);
    const cancellation = await db.cancellation.findFirstOrThrow({ where: { policyId: dto.id } });
    expect({
      status: cancellation.status,
      returnPremium: cents(cancellation.returnPremium),
      decidedById: cancellation.decidedById,
    }).toEqual({
      status: "APPROVED",
      returnPremium: "825.00",
      decidedById: actors.underwriter.id,
    });
    const endorsement = await db.endorsement.findUniqueOrThrow({ where: { id: cancellation.endorsementId! } });
    expect({
      number: endorsement.endorsementNumber,
      kind: endorsement.kind,
      effective: endorsement.effectiveDate.toISOString().slice(0, 10),
    }).toEqual({
      number: 2,
      kind: "CANCELLATION",
      effective: isoDay(30),
    });
    expect(credit.endorsementId, "the credit note belongs to the cancellation endorsement").toBe(endorsement.id);
    // D45: the policy keeps what was earned; the endorsement states the return.
    expect([cents(endorsement.premiumChange), cents(endorsement.premiumAfter), approved.premium]).toEqual(["-825.00", "275.00", "275.00"]);
    expect(inception).toBe(dto.item.dateFrom);
    // The answer shows the same.
    expect(approved.cancellations).toEqual([
      expect.objectContaining({ status: "APPROVED", returnPremium: "825.00", endorsementId: endorsement.id }),
    ]);
    expect(approved.invoices.map((i) => i.kind)).toEqual(["BIND", "CANCELLATION"]);
  });

  it("exactly 10 days before (the first day that still returns premium), cancelled by an admin", async () => {
    const dto = await livePolicy(actors);
    const done = await cancelPolicy(actors.admin, dto.id, { reason: "Insured asked", cancellationDate: isoDay(50) });
    expect(done.status).toBe("CANCELLED");
    expectInvoice((await invoicesOf(dto.id, "CANCELLATION"))[0], NY_825_CREDIT);
    expect(done.cancellations.map((c) => c.returnPremium)).toContain("825.00");
  });

  it.each([
    ["9 days before: within the 10-day window", 1, 51],
    ["5 days before", 1, 55],
    ["on the first day of a three-day event: the risk has attached", 3, 60],
    ["on its second day", 3, 61],
  ])("%s: nothing returned, a zero credit note", async (_name, eventDays, cancelOn) => {
    const dto = await livePolicy(actors, { eventDays });
    const done = await cancelPolicy(actors.underwriter, dto.id, { reason: "Insured asked", cancellationDate: isoDay(cancelOn) });
    expect(done.status).toBe("CANCELLED");
    expectInvoice((await invoicesOf(dto.id, "CANCELLATION"))[0], NY_NOTHING);
    const cancellation = await db.cancellation.findFirstOrThrow({ where: { policyId: dto.id }, orderBy: { id: "desc" } });
    expect(cents(cancellation.returnPremium)).toBe("0.00");
    expect(done.premium, "all of the premium is earned").toBe("1100.00");
  });

  it("a broker asking 5 days before the event cannot backdate the cancellation to earn a return (D45's 10-day window)", async () => {
    // Bound 30 days ago for an event 5 (New York) days from now. D45: within the 10 days before
    // inception a forecast shows the weather, so "the insured may neither change the cover nor leave
    // it with a refund". A request made now, dated back to the bind day (35 days before inception),
    // must not return 75% of the premium: it must be refused, or return nothing.
    const dto = await livePolicy(actors, { eventInDays: eventInNyDays(5) });
    await db.policy.update({ where: { id: dto.id }, data: { boundAt: new Date(Date.now() - 30 * 86_400_000) } });
    const boundDay = nyDay(-30);
    const asked = await requestPolicyCancellation(actors.broker, dto.id, {
      reason: "Dry forecast, the festival no longer wants cover",
      cancellationDate: boundDay,
    }).then(
      () => "requested",
      (e: { code?: string }) => e.code,
    );
    if (asked === "requested") {
      const approved = await approvePolicyCancellation(actors.underwriter, dto.id);
      expect(
        approved.cancellations.map((c) => c.returnPremium),
        "nothing is returned for a cancellation asked for within 10 days of the event",
      ).toEqual(["0.00"]);
    } else {
      expect(asked).toBe("VALIDATION_FAILURE");
    }
  });

  it("fees are not returned: New Jersey, Harbor, two days with the off-site observer (600.00 of fees)", async () => {
    // Premium 1,234.56 + 345.67 = 1,580.23; earned 25% = 395.0575 → 395.06; returned 1,185.17.
    // NJ tax 5% = 59.2585 → 59.26; gross −1,244.43; commission 12.5% = 148.14625 → 148.15;
    // due −1,244.43 + 148.15 = −1,096.28. The 600.00 of fees stay earned: no fee line.
    const dto = await livePolicy(actors, {
      owner: actors.otherBroker,
      state: "NJ",
      eventDays: 2,
      source: "OFFSITE_OBSERVER",
      perils: [rain("1234.56"), heat("345.67")],
      fees: "600.00",
    });
    await requestPolicyCancellation(actors.otherBroker, dto.id, { reason: "Festival moved indoors", cancellationDate: isoDay(40) });
    await approvePolicyCancellation(actors.admin, dto.id);
    expectInvoice((await invoicesOf(dto.id, "CANCELLATION"))[0], {
      grossBoundPremium: "-1185.17",
      fees: "0.00",
      stateTax: "-59.26",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "-1244.43",
      commissionRate: "12.50",
      commission: "-148.15",
      amountDue: "-1096.28",
      taxState: "NJ",
      lines: [
        ["premium", RETURN, "-1185.17"],
        ["tax", "New Jersey surplus lines tax", "-59.26"],
        ["subtotal", SUBTOTAL, "-1244.43"],
        ["commission", "Less broker commission (12.50%)", "148.15"],
        ["total", "Amount due", "-1096.28"],
      ],
    });
  });

  it("Kentucky: the local government premium tax is credited too", async () => {
    // Returned 825.00: KY tax 4.8% = 39.60, local 5% = 41.25; gross −905.85; commission −123.75; due −782.10.
    const dto = await livePolicy(actors, { state: "KY" });
    await cancelPolicy(actors.underwriter, dto.id, { reason: "Insured asked", cancellationDate: isoDay(20) });
    expectInvoice((await invoicesOf(dto.id, "CANCELLATION"))[0], {
      grossBoundPremium: "-825.00",
      fees: "0.00",
      stateTax: "-39.60",
      stampingFee: "0.00",
      municipalityTax: "-41.25",
      grossTotal: "-905.85",
      commissionRate: "15.00",
      commission: "-123.75",
      amountDue: "-782.10",
      taxState: "KY",
      lines: [
        ["premium", RETURN, "-825.00"],
        ["tax", "Kentucky surplus lines tax and premium surcharge", "-39.60"],
        ["tax", /^Kentucky local government premium tax( \(.+\))?$/, "-41.25"],
        ["subtotal", SUBTOTAL, "-905.85"],
        ["commission", "Less broker commission (15.00%)", "123.75"],
        ["total", "Amount due", "-782.10"],
      ],
    });
  });

  it.each([
    {
      // Returned 825.00 (30 days before inception). WV 4.55% = 37.5375 → 37.54, no stamping fee;
      // gross −862.54; Brightline 15% = 123.75; due −862.54 + 123.75 = −738.79.
      state: "WV",
      owner: "broker" as const,
      figures: {
        grossBoundPremium: "-825.00",
        fees: "0.00",
        stateTax: "-37.54",
        stampingFee: "0.00",
        municipalityTax: "0.00",
        grossTotal: "-862.54",
        commissionRate: "15.00",
        commission: "-123.75",
        amountDue: "-738.79",
        taxState: "WV",
        lines: [
          ["premium", RETURN, "-825.00"],
          ["tax", "West Virginia surplus lines tax (includes the policy surcharge)", "-37.54"],
          ["subtotal", SUBTOTAL, "-862.54"],
          ["commission", "Less broker commission (15.00%)", "123.75"],
          ["total", "Amount due", "-738.79"],
        ] as Line[],
      },
    },
    {
      // Returned 825.00, Harbor. FL 4.94% = 40.755 → 40.76, FSLSO 0.06% = 0.495 → 0.50 (away from
      // zero); gross −866.26; commission 12.5% = 103.125 → 103.13; due −866.26 + 103.13 = −763.13.
      state: "FL",
      owner: "otherBroker" as const,
      figures: {
        grossBoundPremium: "-825.00",
        fees: "0.00",
        stateTax: "-40.76",
        stampingFee: "-0.50",
        municipalityTax: "0.00",
        grossTotal: "-866.26",
        commissionRate: "12.50",
        commission: "-103.13",
        amountDue: "-763.13",
        taxState: "FL",
        lines: [
          ["premium", RETURN, "-825.00"],
          ["tax", "Florida surplus lines tax", "-40.76"],
          ["tax", "Florida Surplus Lines Service Office service fee", "-0.50"],
          ["subtotal", SUBTOTAL, "-866.26"],
          ["commission", "Less broker commission (12.50%)", "103.13"],
          ["total", "Amount due", "-763.13"],
        ] as Line[],
      },
    },
  ])("$state: the credit note at the state's rates", async ({ state, owner, figures }) => {
    const dto = await livePolicy(actors, { owner: actors[owner], state });
    await requestPolicyCancellation(actors[owner], dto.id, { reason: "Festival called off", cancellationDate: isoDay(30) });
    await approvePolicyCancellation(actors.underwriter, dto.id);
    const credits = await invoicesOf(dto.id, "CANCELLATION");
    expect(credits).toHaveLength(1);
    expectInvoice(credits[0], figures);
  });

  it("the state-fee table as it is on the day of the cancellation, not as it was at bind", async () => {
    const dto = await livePolicy(actors);
    const row = await db.stateFee.findUniqueOrThrow({ where: { state: "NY" } });
    await db.stateFee.update({ where: { state: "NY" }, data: { tax: "0.04" } });
    try {
      // 825.00 × 4% = 33.00; stamping 1.24; gross −859.24; commission −123.75; due −735.49.
      await cancelPolicy(actors.underwriter, dto.id, { reason: "Insured asked", cancellationDate: isoDay(30) });
    } finally {
      await db.stateFee.update({ where: { state: "NY" }, data: { tax: row.tax } });
    }
    const [credit] = await invoicesOf(dto.id, "CANCELLATION");
    expect([cents(credit.stateTax), cents(credit.stampingFee), cents(credit.grossTotal), cents(credit.amountDue)]).toEqual([
      "-33.00",
      "-1.24",
      "-859.24",
      "-735.49",
    ]);
  });

  it("a promotion's inception is its first sales day, not its draw", async () => {
    // Sales from day 30 to day 50, drawn on day 60 (New York days from today). Rainfall 900.00 on
    // 8,000.00, an Ohio insured (plain 5%), Brightline.
    const promotion = { periodFrom: nyDay(30), periodUntil: nyDay(50), promotionDate: nyDay(60), finalEstimatedSales: "16000.00" };
    // Cancelled on day 25: 5 days before the first sales day, nothing returned (35 days before the draw would have returned).
    const late = await livePolicy(actors, { state: "OH", promotion, perils: [rain("900.00", "8000.00")] });
    await cancelPolicy(actors.underwriter, late.id, { reason: "Sale cancelled", cancellationDate: nyDay(25) });
    expect(cents((await invoicesOf(late.id, "CANCELLATION"))[0].grossBoundPremium)).toBe("0.00");
    // Cancelled on day 5: 25 days before. Earned 225.00, returned 675.00; OH 5% = 33.75; gross −708.75;
    // commission 15% = 101.25; due −607.50.
    const early = await livePolicy(actors, { state: "OH", promotion, perils: [rain("900.00", "8000.00")] });
    await cancelPolicy(actors.underwriter, early.id, { reason: "Sale cancelled", cancellationDate: nyDay(5) });
    expectInvoice((await invoicesOf(early.id, "CANCELLATION"))[0], {
      grossBoundPremium: "-675.00",
      fees: "0.00",
      stateTax: "-33.75",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "-708.75",
      commissionRate: "15.00",
      commission: "-101.25",
      amountDue: "-607.50",
      taxState: "OH",
      lines: [
        ["premium", RETURN, "-675.00"],
        ["tax", "Ohio surplus lines tax", "-33.75"],
        ["subtotal", SUBTOTAL, "-708.75"],
        ["commission", "Less broker commission (15.00%)", "101.25"],
        ["total", "Amount due", "-607.50"],
      ],
    });
  });
});

type FinalSalesCase = {
  name: string;
  state: string;
  owner: "broker" | "otherBroker";
  perils: PerilOption[];
  reported: string;
  reviewed: string;
  expected: { additional: string; premiumAfter: string; limitAfter: string; municipalityTax: string; invoice: Figures };
};

const FINAL_SALES: FinalSalesCase[] = [
  {
    // Rainfall 900.00 on 8,000.00: rate 11.25%. Reported 11,000.00, confirmed 12,000.00: 4,000.00 above
    // the limit × 11.25% = 450.00. KY tax 4.8% = 21.60, local 5% = 22.50; gross 494.10; commission
    // 15% = 67.50; due 426.60. Premium 900.00 → 1,350.00, limit 8,000.00 → 12,000.00.
    name: "Kentucky, with the local government premium tax",
    state: "KY",
    owner: "broker",
    perils: [rain("900.00", "8000.00")],
    reported: "11000.00",
    reviewed: "12000.00",
    expected: {
      additional: "450.00",
      premiumAfter: "1350.00",
      limitAfter: "12000.00",
      municipalityTax: "22.50",
      invoice: {
        grossBoundPremium: "450.00",
        fees: "0.00",
        stateTax: "21.60",
        stampingFee: "0.00",
        municipalityTax: "22.50",
        grossTotal: "494.10",
        commissionRate: "15.00",
        commission: "67.50",
        amountDue: "426.60",
        taxState: "KY",
        lines: [
          ["premium", FINAL, "450.00"],
          ["tax", "Kentucky surplus lines tax and premium surcharge", "21.60"],
          ["tax", /^Kentucky local government premium tax( \(.+\))?$/, "22.50"],
          ["subtotal", SUBTOTAL, "494.10"],
          ["commission", "Less broker commission (15.00%)", "-67.50"],
          ["total", "Amount due", "426.60"],
        ],
      },
    },
  },
  {
    // Rainfall 1,234.56 and maximum temperature 345.67 on 10,000.00 each (rates 12.3456%, 3.4567%).
    // 13,333.33 of sales, 3,333.33 above: 411.51958848 → 411.52 and 115.22321811 → 115.22, 526.74.
    // NJ 5% = 26.337 → 26.34; gross 553.08; commission 12.5% = 65.8425 → 65.84; due 487.24.
    name: "New Jersey, two perils rounded one by one",
    state: "NJ",
    owner: "otherBroker",
    perils: [rain("1234.56"), heat("345.67")],
    reported: "13333.33",
    reviewed: "13333.33",
    expected: {
      additional: "526.74",
      premiumAfter: "2106.97",
      limitAfter: "13333.33",
      municipalityTax: "0.00",
      invoice: {
        grossBoundPremium: "526.74",
        fees: "0.00",
        stateTax: "26.34",
        stampingFee: "0.00",
        municipalityTax: "0.00",
        grossTotal: "553.08",
        commissionRate: "12.50",
        commission: "65.84",
        amountDue: "487.24",
        taxState: "NJ",
        lines: [
          ["premium", FINAL, "526.74"],
          ["tax", "New Jersey surplus lines tax", "26.34"],
          ["subtotal", SUBTOTAL, "553.08"],
          ["commission", "Less broker commission (12.50%)", "-65.84"],
          ["total", "Amount due", "487.24"],
        ],
      },
    },
  },
  {
    // Rainfall 2,000.00 (20%) and lightning 450.55 (4.5055%) on 10,000.00. 15,000.50 of sales,
    // 5,000.50 above: 1,000.10 and 225.2975275 → 225.30, 1,225.40. WV 4.55% = 55.7557 → 55.76;
    // gross 1,281.16; commission 15% = 183.81; due 1,097.35.
    name: "West Virginia",
    state: "WV",
    owner: "broker",
    perils: [rain("2000.00"), lightning("450.55")],
    reported: "15000.50",
    reviewed: "15000.50",
    expected: {
      additional: "1225.40",
      premiumAfter: "3675.95",
      limitAfter: "15000.50",
      municipalityTax: "0.00",
      invoice: {
        grossBoundPremium: "1225.40",
        fees: "0.00",
        stateTax: "55.76",
        stampingFee: "0.00",
        municipalityTax: "0.00",
        grossTotal: "1281.16",
        commissionRate: "15.00",
        commission: "183.81",
        amountDue: "1097.35",
        taxState: "WV",
        lines: [
          ["premium", FINAL, "1225.40"],
          ["tax", "West Virginia surplus lines tax (includes the policy surcharge)", "55.76"],
          ["subtotal", SUBTOTAL, "1281.16"],
          ["commission", "Less broker commission (15.00%)", "-183.81"],
          ["total", "Amount due", "1097.35"],
        ],
      },
    },
  },
  {
    // Rainfall 999.99 and lightning 100.01 on 10,000.00. 20,000.00 of sales, 10,000.00 above:
    // 999.99 + 100.01 = 1,100.00. FL 4.94% = 54.34, FSLSO 0.06% = 0.66; gross 1,155.00; commission
    // 12.5% = 137.50; due 1,017.50.
    name: "Florida, with the FSLSO service fee",
    state: "FL",
    owner: "otherBroker",
    perils: [rain("999.99"), lightning("100.01")],
    reported: "20000.00",
    reviewed: "20000.00",
    expected: {
      additional: "1100.00",
      premiumAfter: "2200.00",
      limitAfter: "20000.00",
      municipalityTax: "0.00",
      invoice: {
        grossBoundPremium: "1100.00",
        fees: "0.00",
        stateTax: "54.34",
        stampingFee: "0.66",
        municipalityTax: "0.00",
        grossTotal: "1155.00",
        commissionRate: "12.50",
        commission: "137.50",
        amountDue: "1017.50",
        taxState: "FL",
        lines: [
          ["premium", FINAL, "1100.00"],
          ["tax", "Florida surplus lines tax", "54.34"],
          ["tax", "Florida Surplus Lines Service Office service fee", "0.66"],
          ["subtotal", SUBTOTAL, "1155.00"],
          ["commission", "Less broker commission (12.50%)", "-137.50"],
          ["total", "Amount due", "1017.50"],
        ],
      },
    },
  },
  {
    // Rainfall 900.00 on 8,000.00 (11.25%). 9,999.99 of sales, 1,999.99 above: 224.998875 → 225.00.
    // OH 5% = 11.25; gross 236.25; commission 15% = 33.75; due 202.50.
    name: "Ohio, a plain state",
    state: "OH",
    owner: "broker",
    perils: [rain("900.00", "8000.00")],
    reported: "9999.99",
    reviewed: "9999.99",
    expected: {
      additional: "225.00",
      premiumAfter: "1125.00",
      limitAfter: "9999.99",
      municipalityTax: "0.00",
      invoice: {
        grossBoundPremium: "225.00",
        fees: "0.00",
        stateTax: "11.25",
        stampingFee: "0.00",
        municipalityTax: "0.00",
        grossTotal: "236.25",
        commissionRate: "15.00",
        commission: "33.75",
        amountDue: "202.50",
        taxState: "OH",
        lines: [
          ["premium", FINAL, "225.00"],
          ["tax", "Ohio surplus lines tax", "11.25"],
          ["subtotal", SUBTOTAL, "236.25"],
          ["commission", "Less broker commission (15.00%)", "-33.75"],
          ["total", "Amount due", "202.50"],
        ],
      },
    },
  },
];

describe("the final sales review and its invoice, by the insured's state", () => {
  it.each(FINAL_SALES)("$name", async (c) => {
    const owner = actors[c.owner];
    const dto = await livePolicy(actors, { owner, state: c.state, perils: c.perils, promotion: endedPromotion() });
    const submitted = await submitFinalSales(owner, dto.id, { finalSalesAmount: c.reported });
    expect(submitted.status).toBe("FINAL_SALES_SUBMITTED");
    const reviewed = await reviewFinalSales(actors.underwriter, dto.id, { finalSalesAmount: c.reviewed });
    expect(reviewed.status).toBe("BOUND_UPDATED");

    const policy = await db.policy.findUniqueOrThrow({ where: { id: dto.id }, include: { finalSalesRevisions: true } });
    expect([cents(policy.premium), cents(policy.aggregateLimit)]).toEqual([c.expected.premiumAfter, c.expected.limitAfter]);
    const [revision] = policy.finalSalesRevisions;
    expect({
      status: revision.status,
      reportedAmount: cents(revision.reportedAmount),
      finalSalesAmount: cents(revision.finalSalesAmount),
      additionalPremiumDue: cents(revision.additionalPremiumDue),
      premium: cents(revision.premium),
      municipalityTax: cents(revision.municipalityTax),
      reviewedById: revision.reviewedById,
    }).toEqual({
      status: "REVIEWED",
      reportedAmount: c.reported,
      finalSalesAmount: c.reviewed,
      additionalPremiumDue: c.expected.additional,
      premium: c.expected.premiumAfter,
      municipalityTax: c.expected.municipalityTax,
      reviewedById: actors.underwriter.id,
    });
    const invoices = await invoicesOf(dto.id, "FINAL_SALES");
    expect(invoices).toHaveLength(1);
    expectInvoice(invoices[0], c.expected.invoice);
    expect(invoices[0].finalSalesRevisionId).toBe(revision.id);
    expect(reviewed).toMatchObject({ premium: c.expected.premiumAfter, aggregateLimit: c.expected.limitAfter });
    expect(reviewed.finalSales).toEqual([
      expect.objectContaining({
        status: "REVIEWED",
        finalSalesAmount: c.reviewed,
        additionalPremiumDue: c.expected.additional,
        premium: c.expected.premiumAfter,
      }),
    ]);
  });

  it("sales below the deposit limit: no additional premium, the limit comes down to the sales", async () => {
    const dto = await livePolicy(actors, { perils: [rain("900.00", "8000.00")], promotion: endedPromotion() });
    await submitFinalSales(actors.broker, dto.id, { finalSalesAmount: "6000.00" });
    const reviewed = await reviewFinalSales(actors.admin, dto.id, { finalSalesAmount: "6000.00" });
    expect(reviewed).toMatchObject({ status: "BOUND_UPDATED", premium: "900.00", aggregateLimit: "6000.00" });
    const revision = await db.finalSalesRevision.findFirstOrThrow({ where: { policyId: dto.id } });
    expect([cents(revision.additionalPremiumDue), cents(revision.premium)]).toEqual(["0.00", "900.00"]);
    // No additional premium is no premium transaction: no invoice (so no bordereau row, D46, D48).
    expect(await invoicesOf(dto.id, "FINAL_SALES")).toEqual([]);
    expect(cents(revision.municipalityTax)).toBe("0.00");
  });
});

describe("an endorsement that drops a peril (no re-rating): premium and fee returned", () => {
  it("rainfall and maximum temperature with the off-site observer; maximum temperature dropped", async () => {
    // Bound: 800.00 + 300.00, observer 150.00 a day per peril = 300.00 for one day and two perils.
    // Dropping maximum temperature returns its 300.00 (no peril is priced again) and 150.00 of
    // observer fee. Taxable base −450.00: NY tax 3.6% = −16.20, stamping 0.15% = −0.675 → −0.68.
    // Commission 15% of −300.00 = −45.00. Gross −300.00 − 150.00 − 16.20 − 0.68 = −466.88;
    // due −466.88 + 45.00 = −421.88.
    const dto = await livePolicy(actors, { source: "OFFSITE_OBSERVER", fees: "300.00" });
    expect(dto.item.fees).toBe("300.00");
    const dropped = await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Maximum temperature removed",
      content: "The maximum temperature peril is deleted.",
      changes: { perils: ["rainfall"] },
    });
    expect(dropped).toMatchObject({ endorsementNumber: 1, premiumChange: "-300.00", premiumAfter: "800.00" });
    expect(dropped.changes).toEqual([expect.objectContaining({ field: "perils" })]);
    const invoices = await invoicesOf(dto.id, "ENDORSEMENT");
    expect(invoices).toHaveLength(1);
    expect(invoices[0].endorsementId).toBe(dropped.id);
    expectInvoice(invoices[0], {
      grossBoundPremium: "-300.00",
      fees: "-150.00",
      stateTax: "-16.20",
      stampingFee: "-0.68",
      municipalityTax: "0.00",
      grossTotal: "-466.88",
      commissionRate: "15.00",
      commission: "-45.00",
      amountDue: "-421.88",
      taxState: "NY",
      lines: [
        ["premium", ENDORSED("-"), "-300.00"],
        ["fee", "Off-site observer fee", "-150.00"],
        ["tax", "New York excess line tax", "-16.20"],
        ["tax", "New York stamping fee", "-0.68"],
        ["subtotal", SUBTOTAL, "-466.88"],
        ["commission", "Less broker commission (15.00%)", "45.00"],
        ["total", "Amount due", "-421.88"],
      ],
    });
    const details = await getPolicyDetails(actors.broker, dto.id);
    expect(details).toMatchObject({ status: "LIVE", premium: "800.00", aggregateLimit: "10000.00" });
    expect(details.item.fees).toBe("150.00");
    expect(details.item.perils.map((p) => [p.peril, p.premium])).toEqual([["rainfall", "800.00"]]);
    // The bound version keeps what was signed; the policy's terms live on a new version.
    const policy = await db.policy.findUniqueOrThrow({ where: { id: dto.id } });
    expect(policy.quotationVersionId).not.toBe(policy.boundVersionId);
    const bound = await db.perilValue.findMany({ where: { versionId: policy.boundVersionId!, selected: true } });
    expect(bound.map((p) => p.peril).sort()).toEqual(["maximumTemperature", "rainfall"]);
  });
});

// ---------------------------------------------------------------------------------------------
// Endorsements: one wording-only, then cover changes re-rated on the real weather history.

/** The next 15 July at least 30 days away, as days from today (UTC, like the factory's isoDay). */
function daysToNextMidJuly(): number {
  for (let n = 30; n < 400; n++) if (isoDay(n).endsWith("-07-15")) return n;
  throw new Error("no 15 July within 400 days");
}

const WEATHER = process.env.WEATHER_DATA_DIR;

// The rater's answers for a one-day event on 15 July (any year after the record, which ends in
// 2022) at ZIP 10024, 10:00–22:00, closest station, no prior loss, 10,000.00 a day:
//   rainfall 0.5 in: rate 0.172667 → 1,726.67; rainfall 0.25 in: 0.247333 → 2,473.33;
//   rainfall 1 in: 0.098 → 980.00; maximum temperature 95 °F: 0.065333 → 653.33.
// The policies are bound at the rater's own premiums (1,726.67 + 653.33 = 2,380.00), so re-rating
// the whole cover and re-rating only the changed peril agree.
const RATED = { rain05: "1726.67", rain025: "2473.33", rain1: "980.00", heat95: "653.33" };
const RATED_PERILS: PerilOption[] = [
  { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.172667", premium: RATED.rain05 },
  { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", rate: "0.065333", premium: RATED.heat95 },
];

describe.skipIf(!WEATHER)("endorsement invoices for a premium change (real weather at Central Park)", () => {
  it("the rater still answers as written above", async () => {
    const day = isoDay(daysToNextMidJuly());
    const rate = async (threshold: string) => {
      const r = await rateQuote(
        bodyOf(raterApi.rateQuote, {
          zipCode: "10024",
          dates: [day],
          hoursOfCoverage: { from: "10:00", to: "22:00" },
          perils: [
            { peril: "rainfall", threshold, limitPerDay: 10000 },
            { peril: "maximumTemperature", threshold: 95, limitPerDay: 10000 },
          ],
          claimsVerificationSource: "CLOSEST_WEATHER_STATION",
          priorLoss: false,
        }),
      );
      return r.options.map((o) => o.premium);
    };
    expect(await rate("0.5")).toEqual([RATED.rain05, RATED.heat95]);
    expect(await rate("0.25")).toEqual([RATED.rain025, RATED.heat95]);
    expect(await rate("1")).toEqual([RATED.rain1, RATED.heat95]);
  });

  it("wording only, then rainfall 0.5 → 0.25 in (+746.66), then 0.25 → 1 in (−1,493.33)", async () => {
    const dto = await livePolicy(actors, {
      eventInDays: daysToNextMidJuly(),
      perils: RATED_PERILS,
    });
    expect(dto.premium).toBe("2380.00");

    const wording = await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Loss payee",
      content: "Claims are paid to the festival's bank.",
    });
    expect(wording).toMatchObject({ endorsementNumber: 1, kind: "GENERAL", changes: [], premiumChange: null, invoice: null });
    expect(await invoicesOf(dto.id, "ENDORSEMENT")).toHaveLength(0);

    // 2,473.33 + 653.33 = 3,126.66; +746.66. NY tax 746.66 × 3.6% = 26.87976 → 26.88, stamping
    // × 0.15% = 1.11999 → 1.12; gross 774.66; commission 15% = 111.999 → 112.00; due 662.66.
    const lower = await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Rainfall threshold lowered",
      content: "The rainfall threshold is lowered to 0.25 inch.",
      changes: { coverage: { rainfall: { threshold: "0.25" } } },
    });
    expect(lower).toMatchObject({ endorsementNumber: 2, kind: "GENERAL", premiumChange: "746.66", premiumAfter: "3126.66" });
    expect(lower.changes.length).toBeGreaterThan(0);
    const [first] = await invoicesOf(dto.id, "ENDORSEMENT");
    expect(first.endorsementId).toBe(lower.id);
    expect(lower.invoice?.id).toBe(first.id);
    expectInvoice(first, {
      grossBoundPremium: "746.66",
      fees: "0.00",
      stateTax: "26.88",
      stampingFee: "1.12",
      municipalityTax: "0.00",
      grossTotal: "774.66",
      commissionRate: "15.00",
      commission: "112.00",
      amountDue: "662.66",
      taxState: "NY",
      lines: [
        ["premium", ENDORSED("+"), "746.66"],
        ["tax", "New York excess line tax", "26.88"],
        ["tax", "New York stamping fee", "1.12"],
        ["subtotal", SUBTOTAL, "774.66"],
        ["commission", "Less broker commission (15.00%)", "-112.00"],
        ["total", "Amount due", "662.66"],
      ],
    });
    let details = await getPolicyDetails(actors.broker, dto.id);
    expect(details).toMatchObject({ status: "LIVE", premium: "3126.66", aggregateLimit: "10000.00" });
    expect(details.item.perils.map((p) => [p.peril, p.threshold === null ? null : Number(p.threshold), p.premium])).toEqual([
      ["rainfall", 0.25, RATED.rain025],
      ["maximumTemperature", 95, RATED.heat95],
    ]);

    // 980.00 + 653.33 = 1,633.33; −1,493.33. NY tax 53.75988 → −53.76, stamping 2.239995 → −2.24;
    // gross −1,549.33; commission 223.9995 → −224.00; due −1,549.33 + 224.00 = −1,325.33.
    const raise = await createPolicyEndorsement(actors.admin, dto.id, {
      title: "Rainfall threshold raised",
      content: "The rainfall threshold is raised to 1 inch.",
      changes: { coverage: { rainfall: { threshold: 1 } } },
    });
    expect(raise).toMatchObject({ endorsementNumber: 3, premiumChange: "-1493.33", premiumAfter: "1633.33" });
    const second = (await invoicesOf(dto.id, "ENDORSEMENT"))[1];
    expectInvoice(second, {
      grossBoundPremium: "-1493.33",
      fees: "0.00",
      stateTax: "-53.76",
      stampingFee: "-2.24",
      municipalityTax: "0.00",
      grossTotal: "-1549.33",
      commissionRate: "15.00",
      commission: "-224.00",
      amountDue: "-1325.33",
      taxState: "NY",
      lines: [
        ["premium", ENDORSED("-"), "-1493.33"],
        ["tax", "New York excess line tax", "-53.76"],
        ["tax", "New York stamping fee", "-2.24"],
        ["subtotal", SUBTOTAL, "-1549.33"],
        ["commission", "Less broker commission (15.00%)", "224.00"],
        ["total", "Amount due", "-1325.33"],
      ],
    });
    details = await getPolicyDetails(actors.broker, dto.id);
    expect(details.premium).toBe("1633.33");
    expect(details.endorsements.map((e) => [e.endorsementNumber, e.premiumChange])).toEqual([
      [1, null],
      [2, "746.66"],
      [3, "-1493.33"],
    ]);
  });

  it("the event moved to two days: every peril priced again for both days, the limit doubles", async () => {
    // Rater, 15–16 July at Central Park, 10,000.00 a day: rainfall 0.5 in rate 0.179667 on 20,000.00
    // = 3,593.34; maximum temperature 0.072333 on 20,000.00 = 1,446.66; 5,040.00 in all. From
    // 2,380.00: +2,660.00. NY tax 3.6% = 95.76, stamping 0.15% = 3.99; gross 2,759.75; commission
    // 15% = 399.00; due 2,360.75.
    const inDays = daysToNextMidJuly();
    const day = isoDay(inDays);
    const next = isoDay(inDays + 1);
    const check = await rateQuote(
      bodyOf(raterApi.rateQuote, {
        zipCode: "10024",
        dates: [day, next],
        hoursOfCoverage: { from: "10:00", to: "22:00" },
        perils: [
          { peril: "rainfall", threshold: 0.5, limitPerDay: 10000 },
          { peril: "maximumTemperature", threshold: 95, limitPerDay: 10000 },
        ],
      }),
    );
    expect(check.options.map((o) => o.premium)).toEqual(["3593.34", "1446.66"]);

    const dto = await livePolicy(actors, {
      eventInDays: inDays,
      perils: RATED_PERILS,
    });
    const moved = await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Second festival day",
      content: "The festival runs over two days.",
      changes: { event: { dateFrom: day, dateUntil: next, hoursFrom: "10:00", hoursTo: "22:00" } },
    });
    expect(moved).toMatchObject({ endorsementNumber: 1, premiumChange: "2660.00", premiumAfter: "5040.00" });
    expectInvoice((await invoicesOf(dto.id, "ENDORSEMENT"))[0], {
      grossBoundPremium: "2660.00",
      fees: "0.00",
      stateTax: "95.76",
      stampingFee: "3.99",
      municipalityTax: "0.00",
      grossTotal: "2759.75",
      commissionRate: "15.00",
      commission: "399.00",
      amountDue: "2360.75",
      taxState: "NY",
      lines: [
        ["premium", ENDORSED("+"), "2660.00"],
        ["tax", "New York excess line tax", "95.76"],
        ["tax", "New York stamping fee", "3.99"],
        ["subtotal", SUBTOTAL, "2759.75"],
        ["commission", "Less broker commission (15.00%)", "-399.00"],
        ["total", "Amount due", "2360.75"],
      ],
    });
    const details = await getPolicyDetails(actors.underwriter, dto.id);
    expect(details).toMatchObject({ premium: "5040.00", aggregateLimit: "20000.00" });
    expect(details.item).toMatchObject({ dateFrom: day, dateUntil: next, coveredDays: [day, next] });
    expect(details.item.perils.map((p) => [p.peril, p.limit, p.premium])).toEqual([
      ["rainfall", "20000.00", "3593.34"],
      ["maximumTemperature", "20000.00", "1446.66"],
    ]);
  });

  it("a peril the rater cannot price is refused with the rater's reason (the underwriter may give its premium), and nothing changes", async () => {
    // No station within 25 miles of ZIP 10024 observes thunder (WT03): the nearest is Worcester.
    const dto = await livePolicy(actors, { eventInDays: daysToNextMidJuly() });
    await expectValidationRefusal(
      dto.id,
      () =>
        createPolicyEndorsement(actors.underwriter, dto.id, {
          title: "Lightning",
          content: "Lightning added.",
          changes: { perils: ["rainfall", "maximumTemperature", "lightning"] },
        }),
      {
        path: "changes.premiums.lightning",
        message: /^Lightning cannot be rated on the new terms: No weather station within 25 miles of 10024 records thunderstorms/,
      },
    );
  });
});

type EndorsedState = { state: string; owner: "broker" | "otherBroker"; additional: Figures; returned: Figures };

// Each state's endorsement invoices on the same two changes of the Central Park festival (rater
// figures above): rainfall 0.5 → 0.25 in, +746.66 (an additional premium invoice), then maximum
// temperature taken off, −653.33 (a return premium credit note; no peril priced again). No fees
// (closest station). Brightline 15% (112.00 and −98.00: 111.999 and 97.9995 half-up), Harbor 12.5%
// (93.33 and −81.67: 93.3325 and 81.66625 half-up). A return's taxes round away from zero.
const ENDORSED_STATES: EndorsedState[] = [
  {
    // KY 4.8%: 35.83968 → 35.84; local 5% (the default: the event is not in Kentucky) 37.333 →
    // 37.33; gross 819.83; due 707.83. Return: 31.35984 → −31.36, 32.6665 → −32.67; gross −717.36;
    // due −717.36 + 98.00 = −619.36.
    state: "KY",
    owner: "broker",
    additional: {
      grossBoundPremium: "746.66",
      fees: "0.00",
      stateTax: "35.84",
      stampingFee: "0.00",
      municipalityTax: "37.33",
      grossTotal: "819.83",
      commissionRate: "15.00",
      commission: "112.00",
      amountDue: "707.83",
      taxState: "KY",
      lines: [
        ["premium", ENDORSED("+"), "746.66"],
        ["tax", "Kentucky surplus lines tax and premium surcharge", "35.84"],
        ["tax", /^Kentucky local government premium tax( \(.+\))?$/, "37.33"],
        ["subtotal", SUBTOTAL, "819.83"],
        ["commission", "Less broker commission (15.00%)", "-112.00"],
        ["total", "Amount due", "707.83"],
      ],
    },
    returned: {
      grossBoundPremium: "-653.33",
      fees: "0.00",
      stateTax: "-31.36",
      stampingFee: "0.00",
      municipalityTax: "-32.67",
      grossTotal: "-717.36",
      commissionRate: "15.00",
      commission: "-98.00",
      amountDue: "-619.36",
      taxState: "KY",
      lines: [
        ["premium", ENDORSED("-"), "-653.33"],
        ["tax", "Kentucky surplus lines tax and premium surcharge", "-31.36"],
        ["tax", /^Kentucky local government premium tax( \(.+\))?$/, "-32.67"],
        ["subtotal", SUBTOTAL, "-717.36"],
        ["commission", "Less broker commission (15.00%)", "98.00"],
        ["total", "Amount due", "-619.36"],
      ],
    },
  },
  {
    // NJ 5%, Harbor: 37.333 → 37.33; gross 783.99; due 783.99 − 93.33 = 690.66. Return: 32.6665 →
    // −32.67; gross −686.00; due −686.00 + 81.67 = −604.33.
    state: "NJ",
    owner: "otherBroker",
    additional: {
      grossBoundPremium: "746.66",
      fees: "0.00",
      stateTax: "37.33",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "783.99",
      commissionRate: "12.50",
      commission: "93.33",
      amountDue: "690.66",
      taxState: "NJ",
      lines: [
        ["premium", ENDORSED("+"), "746.66"],
        ["tax", "New Jersey surplus lines tax", "37.33"],
        ["subtotal", SUBTOTAL, "783.99"],
        ["commission", "Less broker commission (12.50%)", "-93.33"],
        ["total", "Amount due", "690.66"],
      ],
    },
    returned: {
      grossBoundPremium: "-653.33",
      fees: "0.00",
      stateTax: "-32.67",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "-686.00",
      commissionRate: "12.50",
      commission: "-81.67",
      amountDue: "-604.33",
      taxState: "NJ",
      lines: [
        ["premium", ENDORSED("-"), "-653.33"],
        ["tax", "New Jersey surplus lines tax", "-32.67"],
        ["subtotal", SUBTOTAL, "-686.00"],
        ["commission", "Less broker commission (12.50%)", "81.67"],
        ["total", "Amount due", "-604.33"],
      ],
    },
  },
  {
    // WV 4.55%: 33.97303 → 33.97; gross 780.63; due 668.63. Return: 29.726515 → −29.73; gross
    // −683.06; due −683.06 + 98.00 = −585.06.
    state: "WV",
    owner: "broker",
    additional: {
      grossBoundPremium: "746.66",
      fees: "0.00",
      stateTax: "33.97",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "780.63",
      commissionRate: "15.00",
      commission: "112.00",
      amountDue: "668.63",
      taxState: "WV",
      lines: [
        ["premium", ENDORSED("+"), "746.66"],
        ["tax", "West Virginia surplus lines tax (includes the policy surcharge)", "33.97"],
        ["subtotal", SUBTOTAL, "780.63"],
        ["commission", "Less broker commission (15.00%)", "-112.00"],
        ["total", "Amount due", "668.63"],
      ],
    },
    returned: {
      grossBoundPremium: "-653.33",
      fees: "0.00",
      stateTax: "-29.73",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "-683.06",
      commissionRate: "15.00",
      commission: "-98.00",
      amountDue: "-585.06",
      taxState: "WV",
      lines: [
        ["premium", ENDORSED("-"), "-653.33"],
        ["tax", "West Virginia surplus lines tax (includes the policy surcharge)", "-29.73"],
        ["subtotal", SUBTOTAL, "-683.06"],
        ["commission", "Less broker commission (15.00%)", "98.00"],
        ["total", "Amount due", "-585.06"],
      ],
    },
  },
  {
    // FL 4.94%, Harbor: 36.885004 → 36.89; FSLSO 0.06% 0.447996 → 0.45; gross 784.00; due 784.00 −
    // 93.33 = 690.67. Return: 32.274502 → −32.27, 0.391998 → −0.39; gross −685.99; due −685.99 +
    // 81.67 = −604.32.
    state: "FL",
    owner: "otherBroker",
    additional: {
      grossBoundPremium: "746.66",
      fees: "0.00",
      stateTax: "36.89",
      stampingFee: "0.45",
      municipalityTax: "0.00",
      grossTotal: "784.00",
      commissionRate: "12.50",
      commission: "93.33",
      amountDue: "690.67",
      taxState: "FL",
      lines: [
        ["premium", ENDORSED("+"), "746.66"],
        ["tax", "Florida surplus lines tax", "36.89"],
        ["tax", "Florida Surplus Lines Service Office service fee", "0.45"],
        ["subtotal", SUBTOTAL, "784.00"],
        ["commission", "Less broker commission (12.50%)", "-93.33"],
        ["total", "Amount due", "690.67"],
      ],
    },
    returned: {
      grossBoundPremium: "-653.33",
      fees: "0.00",
      stateTax: "-32.27",
      stampingFee: "-0.39",
      municipalityTax: "0.00",
      grossTotal: "-685.99",
      commissionRate: "12.50",
      commission: "-81.67",
      amountDue: "-604.32",
      taxState: "FL",
      lines: [
        ["premium", ENDORSED("-"), "-653.33"],
        ["tax", "Florida surplus lines tax", "-32.27"],
        ["tax", "Florida Surplus Lines Service Office service fee", "-0.39"],
        ["subtotal", SUBTOTAL, "-685.99"],
        ["commission", "Less broker commission (12.50%)", "81.67"],
        ["total", "Amount due", "-604.32"],
      ],
    },
  },
  {
    // OH 5%, a plain state: 37.33; gross 783.99; due 783.99 − 112.00 = 671.99. Return: −32.67;
    // gross −686.00; due −686.00 + 98.00 = −588.00.
    state: "OH",
    owner: "broker",
    additional: {
      grossBoundPremium: "746.66",
      fees: "0.00",
      stateTax: "37.33",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "783.99",
      commissionRate: "15.00",
      commission: "112.00",
      amountDue: "671.99",
      taxState: "OH",
      lines: [
        ["premium", ENDORSED("+"), "746.66"],
        ["tax", "Ohio surplus lines tax", "37.33"],
        ["subtotal", SUBTOTAL, "783.99"],
        ["commission", "Less broker commission (15.00%)", "-112.00"],
        ["total", "Amount due", "671.99"],
      ],
    },
    returned: {
      grossBoundPremium: "-653.33",
      fees: "0.00",
      stateTax: "-32.67",
      stampingFee: "0.00",
      municipalityTax: "0.00",
      grossTotal: "-686.00",
      commissionRate: "15.00",
      commission: "-98.00",
      amountDue: "-588.00",
      taxState: "OH",
      lines: [
        ["premium", ENDORSED("-"), "-653.33"],
        ["tax", "Ohio surplus lines tax", "-32.67"],
        ["subtotal", SUBTOTAL, "-686.00"],
        ["commission", "Less broker commission (15.00%)", "98.00"],
        ["total", "Amount due", "-588.00"],
      ],
    },
  },
];

describe.skipIf(!WEATHER)("endorsement invoices by the insured's state: an additional premium, then a return", () => {
  it.each(ENDORSED_STATES)("$state", async (c) => {
    const dto = await livePolicy(actors, {
      owner: actors[c.owner],
      state: c.state,
      eventInDays: daysToNextMidJuly(),
      perils: RATED_PERILS,
    });
    expect(dto.premium).toBe("2380.00");

    const lower = await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Rainfall threshold lowered",
      content: "The rainfall threshold is lowered to 0.25 inch.",
      changes: { coverage: { rainfall: { threshold: "0.25" } } },
    });
    expect(lower).toMatchObject({ endorsementNumber: 1, premiumChange: "746.66", premiumAfter: "3126.66" });
    const dropped = await createPolicyEndorsement(actors.admin, dto.id, {
      title: "Maximum temperature removed",
      content: "The maximum temperature peril is deleted.",
      changes: { perils: ["rainfall"] },
    });
    expect(dropped).toMatchObject({ endorsementNumber: 2, premiumChange: "-653.33", premiumAfter: "2473.33" });

    const invoices = await invoicesOf(dto.id, "ENDORSEMENT");
    expect(invoices.map((i) => i.endorsementId)).toEqual([lower.id, dropped.id]);
    expectInvoice(invoices[0], c.additional);
    expectInvoice(invoices[1], c.returned);
  });
});
