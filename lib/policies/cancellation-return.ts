import Decimal from "decimal.js";
import { COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT } from "@/lib/quotations/quotation-labels";

// How much premium a cancellation returns (decisions.md, D45). Weather and event cancellation
// cover is priced for named days: once the risk has attached (the policy period has begun) the
// premium is fully earned, and within the 10 days before it, when a forecast already shows the
// weather, a cancellation would select against the insurer, so nothing is returned either. Earlier
// than that, a minimum earned premium of 25% is kept for the cost of placing the risk. Third-party
// fees (observer, lightning source) are never returned. One pure function, exact decimals.

/** The share of the premium kept when a policy is cancelled early enough to return premium. */
export const MINIMUM_EARNED_SHARE = "0.25";
/** Days before inception within which nothing is returned: the same 10 days as for cover changes (spec §9). */
export const NO_RETURN_DAYS_BEFORE_INCEPTION = COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT;

export type CancellationReturnRule = "BEFORE_INCEPTION" | "WITHIN_NO_RETURN_WINDOW" | "RISK_ATTACHED";

export type CancellationReturn = {
  rule: CancellationReturnRule;
  /** Days from the cancellation date to inception (negative once the period has begun). */
  daysBeforeInception: number;
  /** Premium returned, two places ("0.00" when none). */
  returnPremium: string;
  /** Premium kept by the insurer. */
  earnedPremium: string;
  /** What a broker reads on the endorsement and the invoice. */
  explanation: string;
};

const days = (from: string, until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The return premium of a cancellation taking effect on `cancellationDate` (YYYY-MM-DD) of a policy
 * whose period starts on `inception` (its first day: the event's first day, or the promotion's
 * first sales day), with `premium` the policy's premium (fees not included).
 */
export function cancellationReturn(input: { premium: Decimal.Value; inception: string; cancellationDate: string }): CancellationReturn {
  const premium = new Decimal(input.premium);
  const before = days(input.cancellationDate, input.inception);
  const none = (rule: CancellationReturnRule, explanation: string): CancellationReturn => ({
    rule,
    daysBeforeInception: before,
    returnPremium: "0.00",
    earnedPremium: premium.toFixed(2),
    explanation,
  });
  if (before <= 0) return none("RISK_ATTACHED", "The policy period had begun: the premium is fully earned and none is returned.");
  if (before < NO_RETURN_DAYS_BEFORE_INCEPTION) {
    return none(
      "WITHIN_NO_RETURN_WINDOW",
      `Cancelled within ${NO_RETURN_DAYS_BEFORE_INCEPTION} days of the start of the policy period: the premium is fully earned and none is returned.`,
    );
  }
  const earned = premium.times(MINIMUM_EARNED_SHARE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const returned = premium.minus(earned);
  return {
    rule: "BEFORE_INCEPTION",
    daysBeforeInception: before,
    returnPremium: returned.toFixed(2),
    earnedPremium: earned.toFixed(2),
    explanation: `Cancelled ${before} days before the start of the policy period: the premium less a minimum earned premium of ${new Decimal(MINIMUM_EARNED_SHARE).times(100).toString()}% is returned. Fees are not returned.`,
  };
}
