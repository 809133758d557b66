import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Decimal from "decimal.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import { rateQuoteResultSchema } from "@/lib/rater/rate-quote-result";
import type { RateRequestInput } from "@/lib/rater/rate-request-schema";
import { MAX_CURVE_POINTS, thresholdCurvesDtoSchema, type ThresholdCurvesDto } from "@/lib/rater/threshold-curve";
import { setRaterCheckInterval } from "@/server/rater/rater-cache";
import { rateQuote, rateQuoteFromDatabase } from "@/server/rater/rate-quote";
import { parseInput } from "@/server/http/parse-input";
import { rateThresholdCurves as rateParsed } from "@/server/rater/threshold-curve";
import { importWeatherDirectory } from "@/server/weather/import-weather-directory";
import { bodyOf } from "../support/described-call";

// The rater sandbox's threshold curves: every point is what a single rating of the request at that
// threshold answers, checked against the database rater (D26), which shares no code path with the
// in-memory history the curves are rated from.

const WEATHER = process.env.WEATHER_DATA_DIR;

/** The body parsed as POST /api/rater/threshold-curve parses it, then the use case. */
const rateThresholdCurves = async (body: unknown) => rateParsed(parseInput(raterApi.rateThresholdCurves.body, body));

/** Every point against a single rating of the request with that one threshold changed. */
async function expectSingleRatings(request: RateRequestInput, answer: ThresholdCurvesDto) {
  for (const curve of answer.curves) {
    for (const point of curve.points) {
      const single = await rateQuoteFromDatabase(
        bodyOf(raterApi.rateQuote, {
          ...request,
          perils: request.perils.map((p) => (p.peril === curve.peril ? { ...p, threshold: Number(point.threshold) } : p)),
        }),
      );
      expect(rateQuoteResultSchema.parse(single)).toEqual(single);
      const option = single.options.find((o) => o.peril === curve.peril)!;
      expect(point, `${curve.peril} at ${point.threshold}`).toEqual({
        threshold: option.threshold,
        rate: option.rate,
        premium: option.premium,
        quotable: option.quotable,
        totalPremium: single.totalPremium,
      });
    }
  }
}

beforeAll(() => setRaterCheckInterval(0));
afterAll(() => setRaterCheckInterval(200));

// A station by Denver (ZIP 80202, no real station near): July of 2005–2025, with rain of 0 to 1.8
// inches and maximum temperatures of 68 to 93 °F in turn, so that the curves move across their range.
const STATION = "USX00CURVE";
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "weather-curve-"));
  mkdirSync(path.join(dir, "daily"));
  writeFileSync(
    path.join(dir, "stations.csv"),
    `id,name,state,latitude,longitude,elevation_m,first_date,last_date,elements\n${STATION},CURVE TEST,CO,39.75,-104.99,,2005-07-01,2025-07-31,PRCP;TMAX;TMIN\n`,
  );
  const rows: string[] = [];
  let n = 0;
  for (let year = 2005; year <= 2025; year++) {
    for (let day = 1; day <= 31; day++, n++) {
      const rain = ((n % 10) * 5.08).toFixed(2);
      const tmax = (20 + (n % 15)).toFixed(1);
      rows.push(`${year}-07-${String(day).padStart(2, "0")},${rain},,${tmax},10.0,,,`);
    }
  }
  writeFileSync(
    path.join(dir, "daily", `${STATION}.csv.gz`),
    gzipSync(["date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03", ...rows].join("\n") + "\n"),
  );
  await importWeatherDirectory(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("threshold curves", () => {
  const request: RateRequestInput = {
    zipCode: "80202",
    dates: ["2026-07-15", "2026-07-16"],
    hoursOfCoverage: { from: "10:00", to: "18:00" },
    perils: [
      { peril: "maximumTemperature", threshold: 85, limitPerDay: 2500 },
      { peril: "rainfall", threshold: 0.7, limitPerDay: 1000 },
      { peril: "adverseWeather", limitPerDay: 500 },
    ],
    claimsVerificationSource: "OFFSITE_OBSERVER",
  };

  it("rate each peril with a threshold across its range, the chosen threshold included", async () => {
    const answer = await rateThresholdCurves(request);
    expect(thresholdCurvesDtoSchema.parse(answer)).toEqual(answer);
    // In the request's order; adverse weather has no threshold of its own.
    expect(answer.curves.map((c) => [c.peril, c.threshold])).toEqual([
      ["maximumTemperature", "85"],
      ["rainfall", "0.7"],
    ]);
    const [heat, rain] = answer.curves;
    // 70–108 °F by 2, and 85 between them; 0.1–2 inches by 0.1, 0.7 among them.
    expect(heat.points.map((p) => p.threshold)).toEqual([
      ...["70", "72", "74", "76", "78", "80", "82", "84", "85"],
      ...["86", "88", "90", "92", "94", "96", "98", "100", "102", "104", "106", "108"],
    ]);
    expect(heat.points.length).toBeLessThanOrEqual(MAX_CURVE_POINTS);
    expect(rain.points.map((p) => p.threshold)).toEqual(Array.from({ length: 20 }, (_, i) => new Decimal(i + 1).div(10).toString()));

    // The chosen point is the request's own rating.
    const single = await rateQuote(bodyOf(raterApi.rateQuote, request));
    for (const curve of answer.curves) {
      const chosen = curve.points.find((p) => p.threshold === curve.threshold)!;
      const option = single.options.find((o) => o.peril === curve.peril)!;
      expect(chosen).toMatchObject({ premium: option.premium, rate: option.rate, totalPremium: single.totalPremium });
    }

    // A higher threshold is hit on fewer days: the premium never rises, and it does fall.
    for (const curve of answer.curves) {
      const premiums = curve.points.map((p) => new Decimal(p.premium!));
      premiums
        .slice(1)
        .forEach((premium, i) => expect(premium.lte(premiums[i]), `${curve.peril} at ${curve.points[i + 1].threshold}`).toBe(true));
      expect(premiums.at(-1)!.lt(premiums[0])).toBe(true);
    }
  });

  it("agree with single ratings at the same thresholds", { timeout: 120_000 }, async () => {
    await expectSingleRatings(request, await rateThresholdCurves(request));
  });

  it("refuse what a rating refuses", async () => {
    await expect(rateThresholdCurves({ ...request, zipCode: "00000" })).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
    await expect(rateThresholdCurves({ ...request, perils: [{ peril: "lightning", limitPerDay: 1000 }] })).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
  });
});

describe.skipIf(!WEATHER)("threshold curves on the real stations", () => {
  it("agree with single ratings at Worcester, for every peril that has a threshold", { timeout: 240_000 }, async () => {
    const request: RateRequestInput = {
      zipCode: "01602",
      dates: ["2026-08-15", "2026-08-16"],
      hoursOfCoverage: { from: "10:00", to: "22:00" },
      perils: [
        { peril: "rainfall", threshold: 0.25, limitPerDay: 5000 },
        { peril: "windSpeed", threshold: 25, limitPerDay: 5000 },
        { peril: "maximumTemperature", threshold: 90, limitPerDay: 5000 },
        { peril: "minimumTemperature", threshold: 50, limitPerDay: 5000 },
        { peril: "lightning", limitPerDay: 5000 },
        { peril: "adverseWeather", limitPerDay: 2000 },
      ],
      priorLoss: true,
    };
    const answer = await rateThresholdCurves(request);
    expect(answer.curves.map((c) => c.peril)).toEqual(["rainfall", "windSpeed", "maximumTemperature", "minimumTemperature"]);
    expect(answer.curves.flatMap((c) => c.points).filter((p) => p.quotable).length).toBeGreaterThan(40);
    await expectSingleRatings(request, answer);
  });
});
