import { describe, expect, it } from "vitest";
import { feesFor, type FeeRules } from "@/components/quotations/actions/fee-rules";
import { centsToDecimal, toCentsNumber } from "@/components/quotations/details/format";
import { CLAIMS_VERIFICATION_SOURCES, type PerilName } from "@/lib/rater/perils";
import { feesOf } from "@/server/rater/burn-cost";

// The review and select-options screens show the fees as the user changes the options; they must
// come to what the rater (and so the server, when the choice is sent) charges.

const EVENTS: { dates: string[]; hours?: { from: string; to: string } }[] = [
  { dates: ["2027-06-12"], hours: { from: "10:00", to: "18:00" } },
  { dates: ["2027-06-12", "2027-06-13"], hours: { from: "10:00", to: "18:00" } },
  { dates: ["2027-06-12", "2027-06-13", "2027-06-14", "2027-06-15"], hours: { from: "08:00", to: "23:00" } },
  { dates: ["2027-06-12", "2027-06-19"] },
  { dates: ["2027-12-31"] },
];
const CHOICES: PerilName[][] = [["rainfall"], ["rainfall", "lightning"], ["rainfall", "windSpeed", "adverseWeather", "lightning"], ["snowfall", "minimumTemperature"]];

describe("feesFor", () => {
  for (const event of EVENTS) {
    for (const perils of CHOICES) {
      for (const source of CLAIMS_VERIFICATION_SOURCES) {
        it(`${perils.join("+")} over ${event.dates.join(",")} with ${source} matches the rater`, () => {
          const periods = feesOf({ perils: ["lightning"], eventDates: event.dates, hoursOfCoverage: event.hours, claimsVerificationSource: source, weatherWorksFee: 0, lightningFee: 0 }).lightningPeriods;
          const rules: FeeRules = { weatherWorksFee: "150.00", lightningFee: "250.00", eventDays: event.dates.length, lightningPeriods: periods };
          const rater = feesOf({ perils, eventDates: event.dates, hoursOfCoverage: event.hours, claimsVerificationSource: source, weatherWorksFee: "150.00", lightningFee: "250.00" });
          const screen = feesFor(perils, source, rules);
          expect(centsToDecimal(screen.observer)).toBe(rater.observer.toFixed(2));
          expect(centsToDecimal(screen.lightning)).toBe(rater.lightning.toFixed(2));
          expect(centsToDecimal(screen.total)).toBe(rater.total.toFixed(2));
        });
      }
    }
  }
});

describe("money in cents", () => {
  it.each([
    ["1,750.50", 175050],
    ["$1500", 150000],
    ["0.005", 1],
    ["12.344", 1234],
    ["abc", NaN],
  ])("%s is %d cents", (input, cents) => {
    expect(toCentsNumber(input)).toBe(cents);
  });
  it("writes cents back as a decimal", () => {
    expect(centsToDecimal(175050)).toBe("1750.50");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-125)).toBe("-1.25");
  });
});
