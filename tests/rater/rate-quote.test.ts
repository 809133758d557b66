import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import { rateQuote } from "@/server/rater/rate-quote";
import { bodyOf, callRoute } from "../support/described-call";
import { signedIn, user } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

const WEATHER = process.env.WEATHER_DATA_DIR;

/** Reads a station file on its own terms: date → [prcp_mm, snow_mm, tmax_c, tmin_c, awnd_ms, wsf2_ms, wt03] strings. */
function readStation(id: string): Map<string, string[]> {
  const text = gunzipSync(readFileSync(path.join(WEATHER!, "daily", `${id}.csv.gz`))).toString("utf8");
  return new Map(
    text
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => {
        const [date, ...cells] = line.split(",");
        return [date, cells];
      }),
  );
}

/** Counts samples and hits the slow, obvious way, straight from the file. */
function expectedCounts(
  id: string,
  column: number,
  hit: (value: number) => boolean,
  month: number,
  day: number,
  years: number[],
  window = 7,
) {
  const rows = readStation(id);
  let samples = 0;
  let hits = 0;
  for (const year of years) {
    for (let offset = -window; offset <= window; offset++) {
      const date = new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
      const cell = rows.get(date)?.[column];
      if (cell === undefined || cell === "") continue;
      samples++;
      if (hit(Number(cell))) hits++;
    }
  }
  return { samples, hits };
}

const clamp = (x: number) => Math.min(Math.max(x, 0.02), 0.5);

describe.skipIf(!WEATHER)("rating on the real stations", () => {
  it("prices rain in Central Park from 20 years of its record", async () => {
    const result = await rateQuote(
      bodyOf(raterApi.rateQuote, {
        zipCode: "10024",
        dates: ["2026-07-04"],
        perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }],
      }),
    );
    const years = Array.from({ length: 20 }, (_, i) => 2022 - i); // the record ends on 2022-12-29
    const { samples, hits } = expectedCounts("USW00094728", 0, (mm) => Math.round(mm * 10) >= 127, 7, 4, years);
    const [option] = result.options;
    expect(result.station).toMatchObject({ id: "USW00094728" });
    expect(result.station!.distanceMiles).toBeLessThan(3);
    expect(option.years).toEqual(years);
    expect([option.samples, option.hits, option.possibleSamples]).toEqual([samples, hits, 300]);
    const rate = clamp((hits / samples) * 1.4);
    expect(Number(option.rate)).toBeCloseTo(rate, 6);
    expect(option.premium).toBe((Math.round(Number(option.rate) * 10000 * 100) / 100).toFixed(2));
    expect(option.quotable).toBe(true);
    expect(result.totalPremium).toBe(option.premium);
  });

  it("prices wind and lightning at Worcester, the one station that observes them", async () => {
    const result = await rateQuote(
      bodyOf(raterApi.rateQuote, {
        zipCode: "01602",
        dates: ["2026-08-15", "2026-08-16"],
        hoursOfCoverage: { from: "10:00", to: "22:00" },
        perils: [
          { peril: "rainfall", threshold: 1, limitPerDay: 5000 },
          { peril: "windSpeed", threshold: 25, limitPerDay: 5000 },
          { peril: "lightning", limitPerDay: 5000 },
        ],
        claimsVerificationSource: "OFFSITE_OBSERVER",
        priorLoss: true,
      }),
    );
    const wind = result.options.find((o) => o.peril === "windSpeed")!;
    const lightning = result.options.find((o) => o.peril === "lightning")!;
    expect(wind.station?.id).toBe("USW00094746");
    const years = Array.from({ length: 18 }, (_, i) => 2020 - i); // WSF2 from 2003 to February 2020
    expect(wind.years).toEqual(years);
    const windDays = [...expectedCountsForDays("USW00094746", 5, (ms) => Math.round(ms * 10) >= 25 * 4.4704, years)];
    expect([wind.samples, wind.hits]).toEqual(windDays);
    const thunder = [...expectedCountsForDays("USW00094746", 6, (flag) => flag === 1, years)];
    expect([lightning.samples, lightning.hits]).toEqual(thunder);
    expect(lightning.loading).toBe("1.8");
    // Fees: observer 150 × 2 days × 2 perils (lightning has its own source); lightning 250 per started 72 h (36 h here).
    expect(result.fees).toMatchObject({ observer: "600.00", lightning: "250.00", lightningPeriods: 1 });
  });

  it("is not quotable where no station observes the peril nearby, with the reason", async () => {
    const result = await rateQuote(
      bodyOf(raterApi.rateQuote, {
        zipCode: "33101",
        dates: ["2026-07-04"],
        perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 1000 }],
      }),
    );
    expect(result.options[0]).toMatchObject({ quotable: false, premium: null });
    expect(result.options[0].reason).toMatch(
      /^No weather station within 25 miles of 33101 records rainfall( \(the nearest that does, .+, is [\d.]+ miles away\))?$/,
    );
    expect(result.totalPremium).toBe("0.00");
    expect(result.belowMinimumPremium).toBe(true);
  });
});

function expectedCountsForDays(id: string, column: number, hit: (value: number) => boolean, years: number[]): [number, number] {
  const a = expectedCounts(id, column, hit, 8, 15, years);
  const b = expectedCounts(id, column, hit, 8, 16, years);
  return [a.samples + b.samples, a.hits + b.hits];
}

describe("rate request validation", () => {
  it.each([
    [
      { zipCode: "10024", dates: ["2026-07-04"], perils: [{ peril: "lightning", limitPerDay: 100 }] },
      "perils.0.peril",
      "Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone",
    ],
    [{ zipCode: "10024", dates: ["2026-07-04"], perils: [] }, "perils", "At least one peril must be selected"],
    [
      { zipCode: "10024", dates: ["2026-02-30"], perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 100 }] },
      "dates.0",
      "This value must be a valid date",
    ],
    [
      { zipCode: "10024", dates: ["2026-07-04"], perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 0 }] },
      "perils.0.limitPerDay",
      "Limit must be greater than 0",
    ],
    [
      {
        zipCode: "10024",
        dates: ["2026-07-04"],
        hoursOfCoverage: { from: "18:00", to: "10:00" },
        perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 100 }],
      },
      "hoursOfCoverage.to",
      "Start time should be before the end time",
    ],
    [
      { zipCode: "99999", dates: ["2026-07-04"], perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 100 }] },
      "zipCode",
      "Unknown ZIP code",
    ],
  ])("refuses %j at %s", async (input, path, message) => {
    const actor = await signedIn((await user({ role: "ROLE_ADMIN" })).email);
    const { status, body } = await callRoute(raterApi.rateQuote, { actor, body: input });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILURE");
    expect(body.error?.details).toContainEqual({ path, message });
  });
});
