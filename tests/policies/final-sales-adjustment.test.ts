import { describe, expect, it } from "vitest";
import { finalSalesAdjustment, type FinalSalesPeril } from "@/lib/policies/final-sales-adjustment";

// The premium adjustment of a promotion's final sales (decisions.md D46), table-driven, no
// database. Worked out by hand: each insured peril keeps its bound rate, premium ÷ limit (exact, the
// printed rate has 10 decimals); sales above the peril's limit pay rate × (sales − limit), half-up to
// cents peril by peril; sales at or below it pay nothing and return nothing (the deposit is the
// minimum premium); the sum insured (every peril's limit and the policy's) becomes the final sales.

const rain = (premium: string, limit: string): FinalSalesPeril => ({ peril: "rainfall", limit, premium });
const heat = (premium: string, limit: string): FinalSalesPeril => ({ peril: "maximumTemperature", limit, premium });
const adverse = (premium: string, limit: string): FinalSalesPeril => ({ peril: "adverseWeather", limit, premium });

type Case = {
  name: string;
  sales: string;
  premium: string;
  perils: FinalSalesPeril[];
  /** Per peril: [rate, additional premium, premium after]. */
  each: [rate: string, additional: string, premiumAfter: string][];
  additional: string;
  premiumAfter: string;
};

const CASES: Case[] = [
  {
    // 900.00 on 8,000.00: 11.25%. 4,000.00 above × 0.1125 = 450.00.
    name: "sales above the deposit limit pay the bound rate on the excess",
    sales: "12000.00",
    premium: "900.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "450.00", "1350.00"]],
    additional: "450.00",
    premiumAfter: "1350.00",
  },
  {
    name: "sales equal to the limit: nothing more",
    sales: "8000.00",
    premium: "900.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "0.00", "900.00"]],
    additional: "0.00",
    premiumAfter: "900.00",
  },
  {
    // One cent above: 0.01 × 0.1125 = 0.001125 → 0.00.
    name: "one cent above the limit rounds to nothing",
    sales: "8000.01",
    premium: "900.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "0.00", "900.00"]],
    additional: "0.00",
    premiumAfter: "900.00",
  },
  {
    // Five cents above: 0.05 × 0.1125 = 0.005625 → 0.01.
    name: "five cents above the limit: half a cent and more rounds up",
    sales: "8000.05",
    premium: "900.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "0.01", "900.01"]],
    additional: "0.01",
    premiumAfter: "900.01",
  },
  {
    name: "sales below the limit return nothing: the deposit is the minimum premium",
    sales: "6000.00",
    premium: "900.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "0.00", "900.00"]],
    additional: "0.00",
    premiumAfter: "900.00",
  },
  {
    name: "a cent of sales: still nothing returned",
    sales: "0.01",
    premium: "900.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "0.00", "900.00"]],
    additional: "0.00",
    premiumAfter: "900.00",
  },
  {
    // 1,234.56 and 345.67 on 10,000.00 (12.3456%, 3.4567%); 3,333.33 above: 411.51958848 → 411.52
    // and 115.22321811 → 115.22; 526.74.
    name: "two perils, each rounded on its own",
    sales: "13333.33",
    premium: "1580.23",
    perils: [rain("1234.56", "10000.00"), heat("345.67", "10000.00")],
    each: [
      ["0.123456", "411.52", "1646.08"],
      ["0.034567", "115.22", "460.89"],
    ],
    additional: "526.74",
    premiumAfter: "2106.97",
  },
  {
    // 1.00 on 200.00 each: 0.5%; 1.00 above: 0.005 → 0.01 each, 0.02 in all (0.01 if rounded once).
    name: "rounding per peril, not on the total",
    sales: "201.00",
    premium: "2.00",
    perils: [rain("1.00", "200.00"), heat("1.00", "200.00")],
    each: [
      ["0.005", "0.01", "1.01"],
      ["0.005", "0.01", "1.01"],
    ],
    additional: "0.02",
    premiumAfter: "2.02",
  },
  {
    // Perils bound on different limits: rainfall's 10,000.00 is exceeded by 2,000.00 (× 0.2 = 400.00);
    // adverse weather's 15,000.00 is not (its limit still drops to 12,000.00, nothing returned).
    name: "perils with different limits: only those exceeded pay",
    sales: "12000.00",
    premium: "2600.00",
    perils: [rain("2000.00", "10000.00"), adverse("600.00", "15000.00")],
    each: [
      ["0.2", "400.00", "2400.00"],
      ["0.04", "0.00", "600.00"],
    ],
    additional: "400.00",
    premiumAfter: "3000.00",
  },
  {
    // 1.00 on 3.00: a third, printed to 10 decimals; charged exactly: 3,000,000,000.00 above / 3 =
    // 1,000,000,000.00 (the printed rate would give 999,999,999.90).
    name: "the rate is the exact quotient, not its printed 10 decimals",
    sales: "3000000003.00",
    premium: "1.00",
    perils: [rain("1.00", "3.00")],
    each: [["0.3333333333", "1000000000.00", "1000000001.00"]],
    additional: "1000000000.00",
    premiumAfter: "1000000001.00",
  },
  {
    // An underwriter's amended premium (D31) keeps its own rate: 1,500.00 on 10,000.00 is 15%.
    name: "an amended premium keeps its own rate",
    sales: "11000.00",
    premium: "1500.00",
    perils: [rain("1500.00", "10000.00")],
    each: [["0.15", "150.00", "1650.00"]],
    additional: "150.00",
    premiumAfter: "1650.00",
  },
  {
    name: "a peril with no limit has no rate and pays nothing",
    sales: "5000.00",
    premium: "100.00",
    perils: [rain("100.00", "0")],
    each: [["0", "0.00", "100.00"]],
    additional: "0.00",
    premiumAfter: "100.00",
  },
  {
    // The policy's premium (with, say, a peril's premium amended after bind) is the base the
    // additional premium is added to, whatever the perils' premiums add up to.
    name: "the policy premium is the base of the premium after",
    sales: "12000.00",
    premium: "1000.00",
    perils: [rain("900.00", "8000.00")],
    each: [["0.1125", "450.00", "1350.00"]],
    additional: "450.00",
    premiumAfter: "1450.00",
  },
];

describe("finalSalesAdjustment (D46)", () => {
  it.each(CASES)("$name", (c) => {
    const a = finalSalesAdjustment({ finalSalesAmount: c.sales, premium: c.premium, perils: c.perils });
    const sales = Number(c.sales).toFixed(2);
    expect(
      a.perils.map((p) => [p.peril, p.rate, p.limitBefore, p.limitAfter, p.premiumBefore, p.additionalPremium, p.premiumAfter]),
    ).toEqual(
      c.perils.map((p, i) => [
        p.peril,
        c.each[i][0],
        Number(p.limit).toFixed(2),
        sales,
        Number(p.premium).toFixed(2),
        c.each[i][1],
        c.each[i][2],
      ]),
    );
    expect({
      finalSalesAmount: a.finalSalesAmount,
      additionalPremium: a.additionalPremium,
      premiumBefore: a.premiumBefore,
      premiumAfter: a.premiumAfter,
      limitAfter: a.limitAfter,
    }).toEqual({
      finalSalesAmount: sales,
      additionalPremium: c.additional,
      premiumBefore: Number(c.premium).toFixed(2),
      premiumAfter: c.premiumAfter,
      limitAfter: sales,
    });
  });

  it("writes the amounts with two decimals whatever the input's form", () => {
    const a = finalSalesAdjustment({ finalSalesAmount: "12000", premium: 900, perils: [rain("900", "8000")] });
    expect([a.finalSalesAmount, a.limitAfter, a.premiumBefore, a.additionalPremium, a.premiumAfter]).toEqual([
      "12000.00",
      "12000.00",
      "900.00",
      "450.00",
      "1350.00",
    ]);
  });

  it.each(["0", "0.00", "-1.00", "12000.001", "Infinity"])("refuses final sales of %s", (sales) => {
    expect(() => finalSalesAdjustment({ finalSalesAmount: sales, premium: "900.00", perils: [rain("900.00", "8000.00")] })).toThrow(
      RangeError,
    );
  });

  it("refuses what is not a number at all", () => {
    expect(() => finalSalesAdjustment({ finalSalesAmount: "abc", premium: "900.00", perils: [rain("900.00", "8000.00")] })).toThrow();
  });
});
