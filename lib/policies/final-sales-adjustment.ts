import Decimal from "decimal.js";
import type { PerilName } from "@/lib/rater/perils";

// The premium adjustment of a promotion once its final sales are known (spec §3 Final sales
// revision, §9; decisions.md, D46). A promotion is bound on a deposit limit of at least half of
// the final estimated sales; the sum insured is then set to the final sales. Each insured peril
// keeps its bound rate (its premium per dollar of limit, so an underwriter's amended premium keeps
// its rate too): sales above a peril's limit are charged at that rate as additional premium;
// sales below it lower the limit and return nothing, the deposit premium being a minimum premium.

export type FinalSalesPeril = { peril: PerilName; limit: Decimal.Value; premium: Decimal.Value };

export type FinalSalesPerilAdjustment = {
  peril: PerilName;
  /** Bound rate: premium ÷ limit, as a fraction with up to 10 decimals. */
  rate: string;
  limitBefore: string;
  limitAfter: string;
  premiumBefore: string;
  additionalPremium: string;
  premiumAfter: string;
};

export type FinalSalesAdjustment = {
  finalSalesAmount: string;
  perils: FinalSalesPerilAdjustment[];
  /** Sum of the perils' additional premiums ("0.00" when the sales stayed within the limits). */
  additionalPremium: string;
  premiumBefore: string;
  premiumAfter: string;
  /** The policy's aggregate limit after the review: the final sales amount. */
  limitAfter: string;
};

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export function finalSalesAdjustment(input: {
  finalSalesAmount: Decimal.Value;
  premium: Decimal.Value;
  perils: FinalSalesPeril[];
}): FinalSalesAdjustment {
  const sales = new Decimal(input.finalSalesAmount);
  if (!sales.isFinite() || sales.lessThanOrEqualTo(0) || sales.decimalPlaces() > 2)
    throw new RangeError(`finalSalesAmount must be a positive amount in cents, got "${String(input.finalSalesAmount)}"`);
  const perils = input.perils.map((p): FinalSalesPerilAdjustment => {
    const limit = new Decimal(p.limit);
    const premium = new Decimal(p.premium);
    const rate = limit.isZero() ? new Decimal(0) : premium.dividedBy(limit);
    const extra = sales.greaterThan(limit) ? rate.times(sales.minus(limit)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : new Decimal(0);
    return {
      peril: p.peril,
      rate: rate.toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toString(),
      limitBefore: money(limit),
      limitAfter: money(sales),
      premiumBefore: money(premium),
      additionalPremium: money(extra),
      premiumAfter: money(premium.plus(extra)),
    };
  });
  const additional = perils.reduce((s, p) => s.plus(p.additionalPremium), new Decimal(0));
  const premiumBefore = new Decimal(input.premium);
  return {
    finalSalesAmount: money(sales),
    perils,
    additionalPremium: money(additional),
    premiumBefore: money(premiumBefore),
    premiumAfter: money(premiumBefore.plus(additional)),
    limitAfter: money(sales),
  };
}
