import { describe, expect, it } from "vitest";
import { feesOf } from "@/lib/pricing/fees";
import { premiumOf, ratePeril, triggers, type DailyObservation, type RaterSettings, type Series } from "@/server/rater/burn-cost";

const EMPTY: DailyObservation = { prcp: null, snow: null, tmax: null, tmin: null, wsf2: null, thunder: null };
const day = (values: Partial<DailyObservation>): DailyObservation => ({ ...EMPTY, ...values });
const series = (entries: Record<string, Partial<DailyObservation>>): Series =>
  new Map(Object.entries(entries).map(([d, v]) => [d, day(v)]));

const SETTINGS: RaterSettings = {
  years: 2,
  daysPrior: 1,
  daysAfter: 1,
  clf: "1.5",
  clfWithClaim: "2",
  minimumRate: "0.02",
  maximumRate: "0.5",
};

describe("thresholds in US units against observations in GHCN units", () => {
  it.each([
    ["rainfall", { prcp: 127 }, 0.5, true], // 0.5 in = 127 tenths of mm exactly
    ["rainfall", { prcp: 126 }, 0.5, false],
    ["rainfall", { prcp: 0 }, 0.01, false], // 0.01 in = 2.54 tenths of mm
    ["rainfall", { prcp: 3 }, 0.01, true],
    ["snowfall", { snow: 51 }, 2, true], // 2 in = 50.8 mm
    ["snowfall", { snow: 50 }, 2, false],
    ["windSpeed", { wsf2: 90 }, 20, true], // 20 mph = 89.408 tenths of m/s
    ["windSpeed", { wsf2: 89 }, 20, false],
    ["maximumTemperature", { tmax: 350 }, 95, true], // 35.0 °C = 95.0 °F, at the threshold
    ["maximumTemperature", { tmax: 349 }, 95, false], // 94.82 °F
    ["minimumTemperature", { tmin: 0 }, 32, true], // 0 °C = 32 °F, at the threshold
    ["minimumTemperature", { tmin: 1 }, 32, false], // 32.18 °F
    ["minimumTemperature", { tmin: -178 }, 0, true], // -17.8 °C = -0.04 °F
    ["lightning", { thunder: true }, null, true],
    ["lightning", { thunder: false }, null, false],
  ] as const)("%s %j at %s triggers: %s", (peril, obs, threshold, expected) => {
    expect(triggers(peril, day(obs), threshold)).toBe(expected);
  });

  it("reports a missing observation as unknown", () => {
    expect(triggers("rainfall", day({ snow: 5 }), 0.1)).toBeNull();
    expect(triggers("lightning", day({ prcp: 5 }), null)).toBeNull();
    expect(triggers("windSpeed", undefined, 10)).toBeNull();
  });
});

describe("sampling and probability", () => {
  // Event on 4 July 2026, 2 years, 1 day either side: 3 samples a year, 6 possible.
  const history = series({
    "2025-07-03": { prcp: 130 },
    "2025-07-04": { prcp: 0 },
    "2025-07-05": { prcp: 200 },
    "2024-07-03": { prcp: 10 },
    "2024-07-04": { prcp: 127 },
    "2024-07-05": { prcp: 0 },
    "2023-07-04": { prcp: 999 }, // a third year: beyond the 2 most recent
    "2026-07-04": { prcp: 999 }, // the event year itself is never sampled
  });

  it("counts hits over the most recent years before the event year", () => {
    const r = ratePeril({
      peril: { peril: "rainfall", threshold: 0.5 },
      others: [],
      eventDates: ["2026-07-04"],
      series: history,
      settings: { ...SETTINGS, years: 2 },
      priorLoss: false,
    });
    expect(r.years).toEqual([2025, 2024]);
    expect(r.possibleSamples).toBe(6);
    expect(r.samples).toBe(6);
    expect(r.hits).toBe(3); // 130 and 200 in 2025, 127 in 2024
    expect(r.hitsByYear).toEqual([
      { year: 2025, usable: 3, hits: 2 },
      { year: 2024, usable: 3, hits: 1 },
    ]);
    expect(r.probability.toString()).toBe("0.5");
    expect(r.rate.toString()).toBe("0.5"); // 0.5 × 1.5 = 0.75, clamped to the maximum
    expect(r.clamped).toBe("maximum");
    expect(r.quotable).toBe(false); // 6 samples < 30
    expect(r.reason).toMatch(/Too few weather observations: 6 usable of 6 possible/);
  });

  it("leaves missing observations out of both counts", () => {
    const gappy = series({ "2025-07-03": { prcp: 130 }, "2025-07-04": { snow: 0 }, "2025-07-05": { prcp: 0 }, "2024-07-04": { prcp: 0 } });
    const r = ratePeril({
      peril: { peril: "rainfall", threshold: 0.5 },
      others: [],
      eventDates: ["2026-07-04"],
      series: gappy,
      settings: SETTINGS,
      priorLoss: false,
    });
    expect(r.hitsByYear).toEqual([
      { year: 2025, usable: 2, hits: 1 },
      { year: 2024, usable: 1, hits: 0 },
    ]);
    expect(r.samples).toBe(3);
    expect(r.probability.toString()).toBe("0.333333");
  });

  it("skips years without observations of the element", () => {
    const sparse = series({ "2025-07-04": { prcp: 0 }, "2024-07-04": { tmax: 300 }, "2023-07-04": { prcp: 200 } });
    const r = ratePeril({
      peril: { peril: "rainfall", threshold: 0.5 },
      others: [],
      eventDates: ["2026-07-04"],
      series: sparse,
      settings: SETTINGS,
      priorLoss: false,
    });
    expect(r.years).toEqual([2025, 2023]);
    expect(r.hits).toBe(1);
  });

  it("samples 29 February as 28 February in common years, crossing month ends", () => {
    const leap = series({
      "2027-02-27": { prcp: 0 },
      "2027-02-28": { prcp: 200 },
      "2027-03-01": { prcp: 0 },
      "2026-02-27": { prcp: 0 },
      "2026-02-28": { prcp: 0 },
      "2026-03-01": { prcp: 200 },
    });
    const r = ratePeril({
      peril: { peril: "rainfall", threshold: 0.5 },
      others: [],
      eventDates: ["2028-02-29"],
      series: leap,
      settings: SETTINGS,
      priorLoss: false,
    });
    expect(r.hitsByYear).toEqual([
      { year: 2027, usable: 3, hits: 1 },
      { year: 2026, usable: 3, hits: 1 },
    ]);
  });

  it("samples every event day's window, overlaps included", () => {
    const h = series({ "2025-07-04": { prcp: 200 }, "2025-07-05": { prcp: 0 }, "2025-07-03": { prcp: 0 }, "2025-07-06": { prcp: 0 } });
    const r = ratePeril({
      peril: { peril: "rainfall", threshold: 0.5 },
      others: [],
      eventDates: ["2026-07-05", "2026-07-04"],
      series: h,
      settings: { ...SETTINGS, years: 1 },
      priorLoss: false,
    });
    // Day 4 July: 3, 4, 5 → 1 hit; day 5 July: 4, 5, 6 → 1 hit.
    expect(r.hitsByYear).toEqual([{ year: 2025, usable: 6, hits: 2 }]);
    expect(r.possibleSamples).toBe(6);
  });
});

function longHistory(hitEvery: number, years = 20): Series {
  // 20 years of 15 days around 1 June; every `hitEvery`-th day rains 1 inch.
  const entries: Record<string, Partial<DailyObservation>> = {};
  let n = 0;
  for (let y = 2025; y > 2025 - years; y--) {
    for (let d = 25; d <= 31; d++) entries[`${y}-05-${d}`] = { prcp: n++ % hitEvery === 0 ? 254 : 0, thunder: n % 7 === 0 };
    for (let d = 1; d <= 8; d++) entries[`${y}-06-0${d}`] = { prcp: n++ % hitEvery === 0 ? 254 : 0, thunder: n % 7 === 0 };
  }
  return series(entries);
}

const FULL: RaterSettings = {
  years: 20,
  daysPrior: 7,
  daysAfter: 7,
  clf: "1.4",
  clfWithClaim: "1.8",
  minimumRate: "0.02",
  maximumRate: "0.5",
};

describe("rate, loading and clamping", () => {
  it("loads the probability with the CLF, or the CLF with claim after a prior loss", () => {
    const h = longHistory(10); // 300 samples, 30 hits → p = 0.1
    const plain = ratePeril({
      peril: { peril: "rainfall", threshold: 1 },
      others: [],
      eventDates: ["2026-06-01"],
      series: h,
      settings: FULL,
      priorLoss: false,
    });
    expect([plain.samples, plain.hits, plain.probability.toString(), plain.rate.toString(), plain.clamped, plain.quotable]).toEqual([
      300,
      30,
      "0.1",
      "0.14",
      null,
      true,
    ]);
    const claim = ratePeril({
      peril: { peril: "rainfall", threshold: 1 },
      others: [],
      eventDates: ["2026-06-01"],
      series: h,
      settings: FULL,
      priorLoss: true,
    });
    expect(claim.rate.toString()).toBe("0.18");
  });

  it("raises a rate below the minimum and lowers one above the maximum", () => {
    const dry = ratePeril({
      peril: { peril: "rainfall", threshold: 1 },
      others: [],
      eventDates: ["2026-06-01"],
      series: longHistory(1000),
      settings: FULL,
      priorLoss: false,
    });
    expect([dry.hits, dry.rate.toString(), dry.clamped]).toEqual([1, "0.02", "minimum"]); // 1/300 × 1.4 = 0.00467
    const wet = ratePeril({
      peril: { peril: "rainfall", threshold: 1 },
      others: [],
      eventDates: ["2026-06-01"],
      series: longHistory(2),
      settings: FULL,
      priorLoss: false,
    });
    expect([wet.hits, wet.rate.toString(), wet.clamped]).toEqual([150, "0.5", "maximum"]); // 0.5 × 1.4 = 0.7
  });

  it("is not quotable with fewer than half the possible samples", () => {
    const r = ratePeril({
      peril: { peril: "rainfall", threshold: 1 },
      others: [],
      eventDates: ["2026-06-01"],
      series: longHistory(10, 9),
      settings: FULL,
      priorLoss: false,
    });
    expect(r.samples).toBe(135); // 9 years × 15 < 300 / 2
    expect(r.quotable).toBe(false);
  });

  it("triggers adverse weather when any other chosen peril triggers", () => {
    const h = series({
      "2025-07-03": { prcp: 200, tmax: 200 }, // rain
      "2025-07-04": { prcp: 0, tmax: 400 }, // heat
      "2025-07-05": { prcp: 0, tmax: 200 }, // neither
      "2024-07-03": { prcp: 0 }, // heat unknown, no rain: unknown
      "2024-07-04": { prcp: 200 }, // rain, heat unknown: a hit
      "2024-07-05": { prcp: 0, tmax: 100 },
    });
    const others = [
      { peril: "rainfall" as const, threshold: 0.5 },
      { peril: "maximumTemperature" as const, threshold: 95 },
    ];
    const r = ratePeril({
      peril: { peril: "adverseWeather" },
      others,
      eventDates: ["2026-07-04"],
      series: h,
      settings: SETTINGS,
      priorLoss: false,
    });
    expect(r.hitsByYear).toEqual([
      { year: 2025, usable: 3, hits: 2 },
      { year: 2024, usable: 2, hits: 1 },
    ]);
  });
});

describe("premium and fees", () => {
  it("prices rate × limit per day × days, rounded half-up to cents", () => {
    const { limit, premium } = premiumOf("0.123457", "10000", 3);
    expect(limit.toString()).toBe("30000");
    expect(premium.toFixed(2)).toBe("3703.71");
    expect(premiumOf("0.02", "333.33", 1).premium.toFixed(2)).toBe("6.67"); // 6.6666 → 6.67
    expect(premiumOf("0.000015", "1000", 1).premium.toFixed(2)).toBe("0.02"); // 0.015 → 0.02
  });

  it.each([
    // perils, days, hours, source, observer fee, lightning periods, lightning fee
    [["rainfall"], ["2026-07-04"], undefined, "CLOSEST_WEATHER_STATION", "0", 0, "0"],
    [["rainfall", "snowfall"], ["2026-07-04", "2026-07-05"], undefined, "OFFSITE_OBSERVER", "600", 0, "0"], // 150 × 2 days × 2 perils
    [["rainfall", "lightning"], ["2026-07-04"], { from: "10:00", to: "18:00" }, "OFFSITE_OBSERVER", "150", 1, "250"],
    [
      ["rainfall", "lightning"],
      ["2026-07-04", "2026-07-05", "2026-07-06"],
      { from: "00:00", to: "23:59" },
      "ONSITE_OBSERVER",
      "0",
      1,
      "250",
    ], // 71.98 h
    [["rainfall", "lightning"], ["2026-07-04", "2026-07-07"], { from: "09:00", to: "09:01" }, "CLOSEST_WEATHER_STATION", "0", 2, "500"], // 72 h 1 min
    [["rainfall", "lightning"], ["2026-07-04", "2026-07-06"], undefined, "CLOSEST_WEATHER_STATION", "0", 1, "250"], // exactly 72 h
  ] as const)("fees for %j on %j", (perils, dates, hours, source, observer, periods, lightning) => {
    const fees = feesOf({
      perils: [...perils],
      eventDates: [...dates],
      hoursOfCoverage: hours,
      claimsVerificationSource: source,
      weatherWorksFee: "150",
      lightningFee: "250",
    });
    expect(fees.observer.toFixed(0)).toBe(observer);
    expect(fees.lightningPeriods).toBe(periods);
    expect(fees.lightning.toFixed(0)).toBe(lightning);
  });
});
