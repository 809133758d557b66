import { describe, expect, it } from "vitest";
import { coverageWithDefaults } from "@/components/quotations/wizard/wizard-logic";
import { checkCoverage } from "@/lib/quotations/quotation-schema";
import { DEFAULT_THRESHOLDS, PERILS_WITH_THRESHOLD } from "@/lib/quotations/quotation-labels";
import {
  defaultThreshold,
  newPerilRow,
  PERIL_DEFAULT_THRESHOLDS,
  PERIL_THRESHOLD_RANGES,
  PERILS,
  thresholdAfterPerilChange,
  type PerilName,
} from "@/lib/rater/perils";
import { rateRequestSchema } from "@/lib/rater/rate-request-schema";

// The threshold a peril starts at (D119): the rater sandbox's new rows and the wizard's coverage
// step use the same defaults, each inside the sandbox's chart range and accepted by both checks.

describe("default thresholds", () => {
  it("are 0.5 in of rain, 2 in of snow, 25 mph of wind, 95 °F and 32 °F, and none for adverse weather and lightning", () => {
    expect(PERIL_DEFAULT_THRESHOLDS).toEqual({
      rainfall: "0.5",
      snowfall: "2",
      windSpeed: "25",
      maximumTemperature: "95",
      minimumTemperature: "32",
    });
    expect(defaultThreshold("adverseWeather")).toBe("");
    expect(defaultThreshold("lightning")).toBe("");
    expect(DEFAULT_THRESHOLDS).toBe(PERIL_DEFAULT_THRESHOLDS);
  });

  it("lie in each peril's chart range and pass the coverage step and the rater's checks", () => {
    for (const peril of PERILS_WITH_THRESHOLD) {
      const value = Number(defaultThreshold(peril));
      const range = PERIL_THRESHOLD_RANGES[peril]!;
      expect(value, peril).toBeGreaterThanOrEqual(range.from);
      expect(value, peril).toBeLessThanOrEqual(range.to);
      const perils: PerilName[] = [peril];
      expect(
        checkCoverage(perils, { [peril]: { threshold: defaultThreshold(peril), limitPerDay: "10000" } }, "10000").issues,
        peril,
      ).toEqual([]);
    }
    const request = rateRequestSchema.safeParse({
      zipCode: "10024",
      dates: ["2027-08-14"],
      hoursOfCoverage: { from: "10:00", to: "18:00" },
      perils: PERILS.filter((p) => p !== "lightning").map((peril) => ({ peril, threshold: defaultThreshold(peril), limitPerDay: "10000" })),
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      priorLoss: false,
    });
    expect(request.error?.issues ?? []).toEqual([]);
  });
});

describe("the rater sandbox's new peril rows", () => {
  it("take the first peril not chosen yet, at its default threshold", () => {
    expect(newPerilRow([])).toEqual({ peril: "rainfall", threshold: "0.5", limitPerDay: "10000" });
    expect(newPerilRow([{ peril: "rainfall" }])).toEqual({ peril: "snowfall", threshold: "2", limitPerDay: "10000" });
    expect(newPerilRow([{ peril: "rainfall" }, { peril: "snowfall" }])).toMatchObject({ peril: "windSpeed", threshold: "25" });
    expect(newPerilRow([{ peril: "snowfall" }, { peril: "windSpeed" }])).toMatchObject({ peril: "rainfall", threshold: "0.5" });
    expect(newPerilRow(PERILS.filter((p) => p !== "maximumTemperature").map((peril) => ({ peril })))).toMatchObject({
      peril: "maximumTemperature",
      threshold: "95",
    });
    expect(newPerilRow(PERILS.filter((p) => p !== "lightning").map((peril) => ({ peril })))).toMatchObject({
      peril: "lightning",
      threshold: "",
    });
    // All chosen: another rainfall row, at rainfall's threshold.
    expect(newPerilRow(PERILS.map((peril) => ({ peril })))).toMatchObject({ peril: "rainfall", threshold: "0.5" });
  });

  it("move to the new peril's threshold when the peril changes, unless one was typed", () => {
    expect(thresholdAfterPerilChange("snowfall", "windSpeed", "2")).toBe("25");
    expect(thresholdAfterPerilChange("windSpeed", "minimumTemperature", " 25 ")).toBe("32");
    expect(thresholdAfterPerilChange("rainfall", "lightning", "0.5")).toBe("");
    expect(thresholdAfterPerilChange("lightning", "rainfall", "")).toBe("0.5");
    expect(thresholdAfterPerilChange("rainfall", "snowfall", "1.25")).toBe("1.25");
  });
});

describe("the wizard's coverage step", () => {
  it("starts a peril chosen without a threshold at the same default, and keeps one already there", () => {
    const coverage = coverageWithDefaults({
      perils: ["rainfall", "snowfall", "windSpeed", "maximumTemperature", "minimumTemperature", "adverseWeather"],
      limitPerDay: "5000",
      coverage: { snowfall: { threshold: "4", limitPerDay: "" } },
    });
    expect(Object.fromEntries(Object.entries(coverage).map(([peril, entry]) => [peril, entry!.threshold]))).toEqual({
      rainfall: "0.5",
      snowfall: "4",
      windSpeed: "25",
      maximumTemperature: "95",
      minimumTemperature: "32",
      adverseWeather: "",
    });
  });
});
