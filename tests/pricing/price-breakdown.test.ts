import { describe, expect, it } from "vitest";
import { invoiceFigures } from "@/lib/policies/invoice-figures";
import { feesOf, isBelowMinimumPremium, splitFees } from "@/lib/pricing/fees";
import { breakdownRows, PRICE_LABELS, priceBreakdown, taxStateOf, type PricingStateFee } from "@/lib/pricing/price-breakdown";
import { quotationPrice, type PricingTerms } from "@/lib/pricing/quotation-price";
import { NO_PREMIUM_MESSAGE, reviewedPrice, type ReviewPricing } from "@/lib/pricing/review-amendment";
import { reviewPremiumsSchema } from "@/lib/pricing/review-premiums-schema";
import { STATE_FEES } from "@/prisma/seed-data/state-fees";

// The one price function of the portal (issue 14 items 1 and 2, decisions.md). Every figure below
// was worked out by hand from the seed rates (New York 3.6% tax and 0.15% stamping fee; Kentucky
// 4.8% tax and a local government premium tax), each line rounded half-up to cents.

const row = (state: string): PricingStateFee => {
  const r = STATE_FEES.find((s) => s.state === state)!;
  return { state: r.state, name: r.name, tax: r.tax, stampingFee: r.stampingFee, municipalityTax: r.municipalityTax };
};
const pairs = (rows: { label: string; amount: string | null }[]) => rows.map((r) => [r.label, r.amount]);

describe("priceBreakdown", () => {
  it("New York: the issue's quotation, $11,300 of premium and the $250 lightning fee, is $11,983.13 payable", () => {
    // Base 11,550.00: tax 3.6% = 415.80; stamping fee 0.15% = 17.325 → 17.33; taxes 433.13.
    const b = priceBreakdown({
      premiums: [
        { key: "rainfall", label: "Rainfall", amount: "10000.00" },
        { key: "lightning", label: "Lightning", amount: "1300.00" },
      ],
      fees: { lightning: "250.00" },
      stateFee: row("NY"),
    });
    // Each group's heading above its lines: the tax lines under "Taxes", never under "Fees".
    expect(pairs(breakdownRows(b))).toEqual([
      ["Premium", "11300.00"],
      ["Rainfall", "10000.00"],
      ["Lightning", "1300.00"],
      ["Fees", "250.00"],
      ["Lightning fee", "250.00"],
      ["Taxes", "433.13"],
      ["New York excess line tax", "415.80"],
      ["New York stamping fee", "17.33"],
      ["Total payable by the insured", "11983.13"],
    ]);
    // "Premium" is the premium alone: the fee is not in it.
    expect(b.premium).toBe("11300.00");
    expect(b).toMatchObject({
      premiumAndFees: "11550.00",
      taxState: "NY",
      stateTax: "415.80",
      stampingFee: "17.33",
      municipalityTax: "0.00",
      municipalityTaxRate: null,
    });
  });

  it("Kentucky: the state tax and the risk's local government premium tax, named after its jurisdiction", () => {
    // Base 10,300.00: tax 4.8% = 494.40; Louisville 5.25% = 540.75; taxes 1,035.15.
    const b = priceBreakdown({
      premiums: [{ key: "rainfall", label: "Rainfall", amount: "10000.00" }],
      fees: { observer: "300.00" },
      stateFee: row("KY"),
      municipality: { rate: "0.0525", name: "Louisville/Jefferson County" },
    });
    expect(pairs(b.taxLines)).toEqual([
      ["Kentucky surplus lines tax and premium surcharge", "494.40"],
      ["Kentucky local government premium tax (Louisville/Jefferson County)", "540.75"],
    ]);
    expect([b.fees, b.taxes, b.total, b.municipalityTaxRate]).toEqual(["300.00", "1035.15", "11335.15", "0.0525"]);
    // Without a known rate: the default 5% (515.00).
    expect(
      priceBreakdown({
        premiums: [{ key: "rainfall", label: "Rainfall", amount: "10000.00" }],
        fees: { observer: "300.00" },
        stateFee: row("KY"),
      }).total,
    ).toBe("11309.40");
  });

  it("gives the invoice the same total: invoiceFigures' gross total is the breakdown's, commission apart", () => {
    for (const state of ["NY", "KY", "FL", "NJ", "WV", "TX"]) {
      const b = priceBreakdown({
        premiums: [{ key: "p", label: "P", amount: "4321.09" }],
        fees: { observer: "150.00", lightning: "50.00" },
        stateFee: row(state),
      });
      const i = invoiceFigures({
        grossBoundPremium: "4321.09",
        thirdPartyFees: { observer: "150.00", lightning: "50.00" },
        commissionPercent: "12.50",
        stateFee: row(state),
      });
      expect([i.grossTotal, i.stateTax, i.stampingFee, i.municipalityTax, i.fees], state).toEqual([
        b.total,
        b.stateTax,
        b.stampingFee,
        b.municipalityTax,
        b.fees,
      ]);
      expect(
        i.lines.filter((l) => l.kind === "tax").map((l) => [l.label, l.amount]),
        state,
      ).toEqual(pairs(b.taxLines));
      expect(i.lines.find((l) => l.kind === "subtotal")?.label).toBe(PRICE_LABELS.total);
    }
  });

  it("says the taxes are not known while the insured's state is not, and totals before them", () => {
    const b = priceBreakdown({ premiums: [{ key: "rainfall", label: "Rainfall", amount: "800.00" }], stateFee: null });
    expect(b.taxes).toBeNull();
    expect(b.taxLines).toEqual([]);
    expect(b.total).toBe("800.00");
    expect(
      breakdownRows(b)
        .slice(-2)
        .map((r) => [r.label, r.amount]),
    ).toEqual([
      ["Taxes of the insured's state", null],
      ["Total payable by the insured, before taxes", "800.00"],
    ]);
  });

  it("mirrors a return premium, and refuses fractions of a cent", () => {
    const b = priceBreakdown({ premiums: [{ key: "premium", label: "Return premium", amount: "-30.00" }], stateFee: row("NY") });
    expect([b.stateTax, b.stampingFee, b.total, b.totalLabel]).toEqual(["-1.08", "-0.05", "-31.13", "Total returned to the insured"]);
    expect(() => priceBreakdown({ premiums: [{ key: "p", label: "P", amount: "1.005" }], stateFee: null })).toThrow(RangeError);
  });

  it("takes the insured's state, else the risk's", () => {
    expect(taxStateOf("NY", "NJ")).toBe("NY");
    expect(taxStateOf(null, "NJ")).toBe("NJ");
    expect(taxStateOf("", null)).toBeNull();
  });
});

const TERMS: PricingTerms = { weatherWorksFee: "150.00", lightningFee: "250.00", minimumPremium: "250.00", stateFee: row("NY") };
const TWO_DAYS = { eventDates: ["2027-06-13", "2027-06-12"], hoursOfCoverage: { from: "10:00", to: "18:00" } };

describe("quotationPrice", () => {
  it("counts the fees of the options chosen and orders the options as the perils are listed", () => {
    // Observer: 150 × 2 days × 1 observed peril = 300; lightning: 32 hours of cover, one 72-hour period = 250.
    const price = quotationPrice({
      options: [
        { peril: "lightning", premium: "1300" },
        { peril: "rainfall", premium: "10000.00" },
      ],
      cover: TWO_DAYS,
      claimsVerificationSource: "OFFSITE_OBSERVER",
      terms: TERMS,
    });
    expect(price.breakdown.premiumLines.map((l) => l.key)).toEqual(["rainfall", "lightning"]);
    expect(pairs(price.breakdown.feeLines)).toEqual([
      ["Off-site observer fee", "300.00"],
      ["Lightning fee", "250.00"],
    ]);
    expect(price.fees).toMatchObject({ lightningPeriods: 1, observedPerils: 1, eventDays: 2 });
    // Base 11,850.00: 426.60 + 17.775 → 17.78.
    expect(price.breakdown.total).toBe("12294.38");
    expect(price.belowMinimumPremium).toBe(false);
  });

  it("keeps a stored fee total and splits it as bind does; no options, no fees and no minimum", () => {
    const stored = quotationPrice({
      options: [
        { peril: "rainfall", premium: "100.00" },
        { peril: "lightning", premium: "40.00" },
      ],
      cover: TWO_DAYS,
      claimsVerificationSource: "OFFSITE_OBSERVER",
      terms: TERMS,
      storedFees: "275.00",
    });
    // Today's settings give 300 + 250 = 550; the stored 275.00 is split in that proportion.
    expect([stored.fees.observer, stored.fees.lightning, stored.breakdown.fees]).toEqual(["150.00", "125.00", "275.00"]);
    expect(stored.belowMinimumPremium).toBe(false); // 140 + 275 = 415 ≥ 250
    const none = quotationPrice({ options: [], cover: TWO_DAYS, claimsVerificationSource: "OFFSITE_OBSERVER", terms: TERMS });
    expect([none.breakdown.fees, none.belowMinimumPremium]).toEqual(["0.00", false]);
  });

  it("compares premium and fees, not the taxes, with the minimum premium", () => {
    // 245.00 + 8.82 + 0.37 = 254.19 payable, but 245.00 of premium and fees.
    const low = quotationPrice({
      options: [{ peril: "rainfall", premium: "245.00" }],
      cover: { eventDates: ["2027-06-12"] },
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      terms: TERMS,
    });
    expect(low.breakdown.total).toBe("254.19");
    expect(low.belowMinimumPremium).toBe(true);
    expect(isBelowMinimumPremium("250.00", "250.00")).toBe(false);
  });

  it("splits fees like the rater counts them", () => {
    const input = {
      perils: ["rainfall", "lightning"] as const,
      eventDates: TWO_DAYS.eventDates,
      hoursOfCoverage: TWO_DAYS.hoursOfCoverage,
      claimsVerificationSource: "OFFSITE_OBSERVER" as const,
      weatherWorksFee: "150",
      lightningFee: "250",
    };
    const fees = feesOf({ ...input, perils: [...input.perils] });
    expect(splitFees(fees.total, { ...input, perils: [...input.perils] })).toMatchObject({
      observer: fees.observer,
      lightning: fees.lightning,
    });
    expect(
      splitFees("250.00", { ...input, perils: ["lightning"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }).lightning.toFixed(2),
    ).toBe("250.00");
  });
});

describe("the review's premiums after review", () => {
  const pricing: ReviewPricing = {
    perils: [
      { peril: "rainfall", premium: "100.00", quotable: true },
      { peril: "lightning", premium: null, quotable: false },
    ],
    cover: { eventDates: ["2027-06-12"] },
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    terms: { ...TERMS, minimumPremium: "500.00" },
  };
  const issues = (input: unknown) => {
    const r = reviewPremiumsSchema(pricing).safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("refuses an amendment below the minimum premium at the amended option's field", () => {
    // Rainfall 120 alone: 120 < 500.
    expect(issues({ rainfall: "120" })).toEqual([["rainfall", "Calculated Premium is below Minimum Premium"]]);
    // Pricing lightning too brings its fee: 120 + 100 + 250 = 470, still below.
    expect(issues({ rainfall: "120", lightning: "100" })).toEqual([["rainfall", "Calculated Premium is below Minimum Premium"]]);
    // 120 + 150 + 250 = 520: enough.
    expect(issues({ rainfall: "120", lightning: "150" })).toEqual([]);
    expect(reviewedPrice(pricing, { rainfall: "120.00", lightning: "150.00" }).breakdown.premiumAndFees).toBe("520.00");
  });

  it("refuses accepting as rated below the minimum, a premium of 0, and a quotation with no premium at all", () => {
    expect(issues({})).toEqual([["", "Calculated Premium is below Minimum Premium"]]);
    expect(issues({ rainfall: "0" })).toEqual([["rainfall", "Premium must be greater than 0"]]);
    const unpriced = reviewPremiumsSchema({ ...pricing, perils: [{ peril: "rainfall", premium: null, quotable: false }] }).safeParse({});
    expect(unpriced.success ? null : unpriced.error.issues[0].message).toBe(NO_PREMIUM_MESSAGE);
  });
});
