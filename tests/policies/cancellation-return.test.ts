import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  cancellationReturn,
  MINIMUM_EARNED_SHARE,
  NO_RETURN_DAYS_BEFORE_INCEPTION,
  type CancellationReturnRule,
} from "@/lib/policies/cancellation-return";

// The return premium of a cancellation (decisions.md D45), table-driven, no database. Each expected
// figure is worked out by hand: days before inception = inception − cancellation date in calendar
// days; on or after inception nothing is returned (RISK_ATTACHED); 1 to 9 days before, nothing
// (WITHIN_NO_RETURN_WINDOW); 10 days or more, the premium less a minimum earned 25% (half-up to
// cents) is returned (BEFORE_INCEPTION). Fees are not an input: they are never returned.

const ATTACHED = "The policy period had begun: the premium is fully earned and none is returned.";
const WINDOW = "Cancelled within 10 days of the start of the policy period: the premium is fully earned and none is returned.";
const early = (days: number) =>
  `Cancelled ${days} days before the start of the policy period: the premium less a minimum earned premium of 25% is returned. Fees are not returned.`;

type Case = [
  name: string,
  premium: string,
  inception: string,
  cancellationDate: string,
  rule: CancellationReturnRule,
  days: number,
  returned: string,
  earned: string,
];

const CASES: Case[] = [
  // The boundaries of the rule, around an inception of 15 July 2027.
  ["60 days before", "1100.00", "2027-07-15", "2027-05-16", "BEFORE_INCEPTION", 60, "825.00", "275.00"],
  ["11 days before", "1100.00", "2027-07-15", "2027-07-04", "BEFORE_INCEPTION", 11, "825.00", "275.00"],
  [
    "exactly 10 days before: the last day that returns premium",
    "1100.00",
    "2027-07-15",
    "2027-07-05",
    "BEFORE_INCEPTION",
    10,
    "825.00",
    "275.00",
  ],
  ["9 days before: the first day of the window", "1100.00", "2027-07-15", "2027-07-06", "WITHIN_NO_RETURN_WINDOW", 9, "0.00", "1100.00"],
  ["1 day before: the last day of the window", "1100.00", "2027-07-15", "2027-07-14", "WITHIN_NO_RETURN_WINDOW", 1, "0.00", "1100.00"],
  ["on the day the cover attaches", "1100.00", "2027-07-15", "2027-07-15", "RISK_ATTACHED", 0, "0.00", "1100.00"],
  ["the day after", "1100.00", "2027-07-15", "2027-07-16", "RISK_ATTACHED", -1, "0.00", "1100.00"],
  ["a month into the period", "1100.00", "2027-07-15", "2027-08-15", "RISK_ATTACHED", -31, "0.00", "1100.00"],
  // The 25% kept, rounded half up to cents, and the rest returned exactly.
  ["25% of 1,580.23 is 395.0575: 395.06 kept", "1580.23", "2027-07-15", "2027-06-01", "BEFORE_INCEPTION", 44, "1185.17", "395.06"],
  ["25% of 0.02 is 0.005: 0.01 kept", "0.02", "2027-07-15", "2027-06-01", "BEFORE_INCEPTION", 44, "0.01", "0.01"],
  ["25% of 0.01 is 0.0025: nothing kept", "0.01", "2027-07-15", "2027-06-01", "BEFORE_INCEPTION", 44, "0.01", "0.00"],
  ["25% of 333.33 is 83.3325: 83.33 kept", "333.33", "2027-07-15", "2027-06-01", "BEFORE_INCEPTION", 44, "250.00", "83.33"],
  [
    "a large premium: 25% of 12,345,678,901.11 is 3,086,419,725.2775",
    "12345678901.11",
    "2027-07-15",
    "2027-06-01",
    "BEFORE_INCEPTION",
    44,
    "9259259175.83",
    "3086419725.28",
  ],
  // Zero premium: nothing to return, whichever rule.
  ["zero premium, early", "0", "2027-07-15", "2027-06-01", "BEFORE_INCEPTION", 44, "0.00", "0.00"],
  ["zero premium, in the window", "0.00", "2027-07-15", "2027-07-10", "WITHIN_NO_RETURN_WINDOW", 5, "0.00", "0.00"],
  ["zero premium, attached", "0.00", "2027-07-15", "2027-07-20", "RISK_ATTACHED", -5, "0.00", "0.00"],
  // Calendar days, whatever the month, year, leap day or daylight-saving change between.
  ["10 days across a year end", "800.00", "2028-01-01", "2027-12-22", "BEFORE_INCEPTION", 10, "600.00", "200.00"],
  ["9 days across a year end", "800.00", "2028-01-01", "2027-12-23", "WITHIN_NO_RETURN_WINDOW", 9, "0.00", "800.00"],
  ["10 days up to a leap day", "800.00", "2028-02-29", "2028-02-19", "BEFORE_INCEPTION", 10, "600.00", "200.00"],
  ["10 days over the spring daylight-saving change", "800.00", "2027-03-14", "2027-03-04", "BEFORE_INCEPTION", 10, "600.00", "200.00"],
  ["9 days over the autumn daylight-saving change", "800.00", "2027-11-10", "2027-11-01", "WITHIN_NO_RETURN_WINDOW", 9, "0.00", "800.00"],
];

describe("cancellationReturn (D45)", () => {
  it("keeps the constants of the decision: 25% earned, a 10-day window", () => {
    expect(MINIMUM_EARNED_SHARE).toBe("0.25");
    expect(NO_RETURN_DAYS_BEFORE_INCEPTION).toBe(10);
  });

  it.each(CASES)("%s", (_name, premium, inception, cancellationDate, rule, days, returned, earned) => {
    const outcome = cancellationReturn({ premium, inception, cancellationDate });
    const explanation = rule === "RISK_ATTACHED" ? ATTACHED : rule === "WITHIN_NO_RETURN_WINDOW" ? WINDOW : early(days);
    expect(outcome).toEqual({ rule, daysBeforeInception: days, returnPremium: returned, earnedPremium: earned, explanation });
  });

  it("returns and keeps exactly the premium between them", () => {
    for (const [, premium, inception, cancellationDate] of CASES) {
      const { returnPremium, earnedPremium } = cancellationReturn({ premium, inception, cancellationDate });
      expect(new Decimal(returnPremium).plus(earnedPremium).equals(premium), `${premium}: ${returnPremium} + ${earnedPremium}`).toBe(true);
    }
  });

  it("takes the premium as a decimal string, a number or a Decimal-like value alike", () => {
    const args = { inception: "2027-07-15", cancellationDate: "2027-06-01" };
    expect(cancellationReturn({ ...args, premium: 1580.23 }).returnPremium).toBe("1185.17");
    expect(cancellationReturn({ ...args, premium: "1580.23" }).returnPremium).toBe("1185.17");
    expect(cancellationReturn({ ...args, premium: new Decimal("1580.23") }).returnPremium).toBe("1185.17");
  });
});
