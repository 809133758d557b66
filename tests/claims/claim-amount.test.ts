import { describe, expect, it } from "vitest";
import { claimAmount, daySettled, type LossDay } from "@/lib/claims/claim-amount";

// The amount a claim pays, table-driven: the largest limit per day among the triggered perils once
// per day, the deductible once per policy, capped by the aggregate left; promotions by the sales.

const day = (date: string, ...perils: [string, "TRIGGERED" | "NOT_TRIGGERED" | "NO_DATA", string][]): LossDay => ({
  date,
  perils: perils.map(([peril, result, limitPerDay]) => ({ peril, result, limitPerDay })),
});

const CASES: {
  name: string;
  kind?: "EVENT" | "PROMOTION";
  days: LossDay[];
  deductible: string;
  aggregate: string;
  prior?: string;
  sales?: string | null;
  gross: string;
  deductibleApplied: string;
  remaining: string;
  amount: string;
}[] = [
  {
    name: "one day, one peril",
    days: [day("2026-07-04", ["rainfall", "TRIGGERED", "10000.00"])],
    deductible: "500.00",
    aggregate: "30000.00",
    gross: "10000.00",
    deductibleApplied: "500.00",
    remaining: "30000.00",
    amount: "9500.00",
  },
  {
    name: "two perils on one day pay the larger limit, once",
    days: [day("2026-07-04", ["rainfall", "TRIGGERED", "6000.00"], ["windSpeed", "TRIGGERED", "9000.00"])],
    deductible: "0.00",
    aggregate: "27000.00",
    gross: "9000.00",
    deductibleApplied: "0.00",
    remaining: "27000.00",
    amount: "9000.00",
  },
  {
    name: "a day where nothing triggered pays nothing",
    days: [day("2026-07-04", ["rainfall", "NOT_TRIGGERED", "6000.00"]), day("2026-07-05", ["rainfall", "TRIGGERED", "6000.00"])],
    deductible: "250.50",
    aggregate: "12000.00",
    gross: "6000.00",
    deductibleApplied: "250.50",
    remaining: "12000.00",
    amount: "5749.50",
  },
  {
    name: "capped by the aggregate less earlier claims",
    days: [day("2026-07-04", ["rainfall", "TRIGGERED", "10000.00"]), day("2026-07-05", ["rainfall", "TRIGGERED", "10000.00"])],
    deductible: "0.00",
    aggregate: "30000.00",
    prior: "15000.00",
    gross: "20000.00",
    deductibleApplied: "0.00",
    remaining: "15000.00",
    amount: "15000.00",
  },
  {
    name: "the deductible larger than the loss leaves nothing",
    days: [day("2026-07-04", ["snowfall", "TRIGGERED", "300.00"])],
    deductible: "500.00",
    aggregate: "300.00",
    gross: "300.00",
    deductibleApplied: "300.00",
    remaining: "300.00",
    amount: "0.00",
  },
  {
    name: "aggregate used up",
    days: [day("2026-07-04", ["rainfall", "TRIGGERED", "1000.00"])],
    deductible: "0.00",
    aggregate: "1000.00",
    prior: "1000.00",
    gross: "1000.00",
    deductibleApplied: "0.00",
    remaining: "0.00",
    amount: "0.00",
  },
  {
    name: "promotion: the final sales below the limit",
    kind: "PROMOTION",
    days: [day("2026-12-26", ["snowfall", "TRIGGERED", "50000.00"])],
    deductible: "1000.00",
    aggregate: "50000.00",
    sales: "42318.27",
    gross: "42318.27",
    deductibleApplied: "1000.00",
    remaining: "50000.00",
    amount: "41318.27",
  },
  {
    name: "promotion: the sales above the limit are capped by it",
    kind: "PROMOTION",
    days: [day("2026-12-26", ["snowfall", "TRIGGERED", "50000.00"])],
    deductible: "0.00",
    aggregate: "50000.00",
    sales: "80000.00",
    gross: "50000.00",
    deductibleApplied: "0.00",
    remaining: "50000.00",
    amount: "50000.00",
  },
];

describe("claimAmount", () => {
  it.each(CASES)("$name", (c) => {
    const result = claimAmount({
      kind: c.kind ?? "EVENT",
      days: c.days,
      deductibleRemaining: c.deductible,
      aggregateLimit: c.aggregate,
      priorClaimed: c.prior ?? "0",
      promotionSales: c.sales ?? null,
    });
    expect({
      gross: result.gross.toFixed(2),
      deductibleApplied: result.deductibleApplied.toFixed(2),
      remaining: result.aggregateRemaining.toFixed(2),
      amount: result.amount.toFixed(2),
    }).toEqual({ gross: c.gross, deductibleApplied: c.deductibleApplied, remaining: c.remaining, amount: c.amount });
  });
});

describe("daySettled", () => {
  it("waits for missing data only when it could raise what the day pays", () => {
    expect(daySettled(day("d", ["rainfall", "TRIGGERED", "5000"], ["windSpeed", "NO_DATA", "5000"]))).toBe(true);
    expect(daySettled(day("d", ["rainfall", "TRIGGERED", "5000"], ["windSpeed", "NO_DATA", "9000"]))).toBe(false);
    expect(daySettled(day("d", ["rainfall", "NOT_TRIGGERED", "5000"], ["windSpeed", "NO_DATA", "1000"]))).toBe(false);
    expect(daySettled(day("d", ["rainfall", "NOT_TRIGGERED", "5000"]))).toBe(true);
  });
});
