import Decimal from "decimal.js";

// What a claim pays (docs/claims.md "The amount"), one pure function over exact decimals.
//
// Events: each loss day on which at least one insured peril triggered pays once, the largest limit
// per day among the perils that triggered that day. Promotions: the draw date is the only covered
// day; when a peril triggers on it, the claim pays the benefits due to the customers, which the
// promotion wording measures by the final sales (as the underwriter confirmed them, else as
// reported, else the final estimated sales), never more than the largest limit of the triggered
// perils. Then, for both: the sum of the days, less what remains of the deductible (it applies
// once per policy), capped by the aggregate limit less what earlier claims of the policy paid or
// were approved to pay. Never below zero.

export type LossDayPeril = { peril: string; result: "TRIGGERED" | "NOT_TRIGGERED" | "NO_DATA"; limitPerDay: Decimal.Value };
export type LossDay = { date: string; perils: LossDayPeril[] };

export type ClaimAmountInput = {
  kind: "EVENT" | "PROMOTION";
  days: LossDay[];
  /** The policy's deductible less what earlier approved or paid claims of the policy took of it. */
  deductibleRemaining: Decimal.Value;
  aggregateLimit: Decimal.Value;
  /** What earlier claims of the policy paid or were approved to pay. */
  priorClaimed: Decimal.Value;
  /** Promotions: the final sales the benefits are measured by (null when none is known). */
  promotionSales?: Decimal.Value | null;
};

export type DayAmount = { date: string; amount: Decimal; perils: string[] };

export type ClaimAmount = {
  days: DayAmount[];
  gross: Decimal;
  deductibleApplied: Decimal;
  aggregateRemaining: Decimal;
  amount: Decimal;
};

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The amount a day pays: the largest limit per day among the perils that triggered (0 when none did). */
export function dayAmount(day: LossDay): DayAmount {
  const triggered = day.perils.filter((p) => p.result === "TRIGGERED");
  const amount = triggered.reduce((max, p) => Decimal.max(max, new Decimal(p.limitPerDay)), new Decimal(0));
  return { date: day.date, amount, perils: triggered.map((p) => p.peril) };
}

export function claimAmount(input: ClaimAmountInput): ClaimAmount {
  const days = [...input.days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => {
      const paid = dayAmount(day);
      if (input.kind === "PROMOTION" && paid.amount.gt(0) && input.promotionSales !== null && input.promotionSales !== undefined) {
        return { ...paid, amount: Decimal.min(paid.amount, new Decimal(input.promotionSales)) };
      }
      return paid;
    });
  const gross = cents(days.reduce((sum, d) => sum.plus(d.amount), new Decimal(0)));
  const deductibleApplied = Decimal.min(gross, Decimal.max(new Decimal(input.deductibleRemaining), 0));
  const aggregateRemaining = Decimal.max(new Decimal(input.aggregateLimit).minus(input.priorClaimed), 0);
  const amount = cents(Decimal.min(gross.minus(deductibleApplied), aggregateRemaining));
  return { days, gross, deductibleApplied: cents(deductibleApplied), aggregateRemaining: cents(aggregateRemaining), amount };
}

/**
 * Whether more observations could still change what a day pays: not when every peril has a result,
 * nor when a triggered peril's limit is at least that of every peril still without data.
 */
export function daySettled(day: LossDay): boolean {
  const missing = day.perils.filter((p) => p.result === "NO_DATA");
  if (missing.length === 0) return true;
  const paid = dayAmount(day).amount;
  return paid.gt(0) && missing.every((p) => new Decimal(p.limitPerDay).lte(paid));
}
