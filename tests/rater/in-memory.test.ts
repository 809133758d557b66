import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import { PERILS, type PerilName } from "@/lib/rater/perils";
import { db } from "@/server/db";
import { integerTest } from "@/server/rater/station-history";
import { triggers } from "@/server/rater/burn-cost";
import { raterCacheStats, resetRaterCache, setRaterCheckInterval } from "@/server/rater/rater-cache";
import { rateQuote, rateQuoteFromDatabase } from "@/server/rater/rate-quote";
import { importWeatherDirectory } from "@/server/weather/import-weather-directory";
import { upsertObservations } from "@/server/weather/save-observations";
import { bodyOf } from "../support/described-call";

// The in-memory rater (D56) against the database rater it replaced, and the history versions
// that keep the copies of several instances current (D57).

const WEATHER = process.env.WEATHER_DATA_DIR;

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ZIP codes by the six real stations (Worcester is the only one with wind and thunder), and two far from any.
const ZIPS = ["10024", "10001", "01602", "01609", "53207", "53202", "98188", "98101", "86001", "86004", "95340", "95348", "33101", "80202"];

function randomRequest(next: () => number) {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  // Thresholds: round values, values on a unit boundary (0.5 in = 127 tenths of mm, 84.2 °F = 29.0 °C) and odd decimals.
  const threshold: Record<PerilName, () => number | undefined> = {
    rainfall: () => pick([0.01, 0.1, 0.25, 0.5, 0.51, 1, 1.5, 2, 0.123456789]),
    snowfall: () => pick([0.1, 0.5, 1, 2, 3.25, 6]),
    windSpeed: () => pick([10, 15, 20, 25, 30.5, 40]),
    maximumTemperature: () => pick([50, 75, 84.2, 86, 90, 95, 95.27, 100]),
    minimumTemperature: () => pick([-10, 0, 14.36, 32, 40, 55.5, 60]),
    adverseWeather: () => undefined,
    lightning: () => undefined,
  };
  let perils = PERILS.filter(() => next() < 0.4);
  if (perils.includes("lightning") && !perils.includes("rainfall")) perils = [...perils, "rainfall"];
  if (perils.length === 0 || (perils.length === 1 && perils[0] === "adverseWeather"))
    perils = [pick(["rainfall", "snowfall", "maximumTemperature", "minimumTemperature", "windSpeed"] as const)];
  // Event days: 1–4 days, consecutive or not, in any month, some across a new year or on 29 February.
  const start =
    next() < 0.15
      ? pick(["2028-02-29", "2026-12-30", "2027-12-31", "2024-02-28"])
      : `${int(2024, 2028)}-${String(int(1, 12)).padStart(2, "0")}-${String(int(1, 28)).padStart(2, "0")}`;
  const dates = new Set([start]);
  const count = int(1, 4);
  for (let d = 1; dates.size < count; d++) {
    if (next() < 0.7) dates.add(new Date(Date.parse(`${start}T00:00:00Z`) + d * int(1, 3) * 86_400_000).toISOString().slice(0, 10));
  }
  return {
    zipCode: pick(ZIPS),
    dates: [...dates],
    hoursOfCoverage: next() < 0.3 ? { from: "09:00", to: "21:30" } : undefined,
    perils: perils.map((peril) => ({ peril, threshold: threshold[peril](), limitPerDay: pick([100, 2500, 10000, 33333.33]) })),
    claimsVerificationSource: pick(["CLOSEST_WEATHER_STATION", "OFFSITE_OBSERVER", "ONSITE_OBSERVER"] as const),
    priorLoss: next() < 0.3,
  };
}

beforeAll(() => setRaterCheckInterval(0));
afterAll(() => setRaterCheckInterval(200));

describe("integer bounds of the thresholds", () => {
  it("answer exactly as the decimal comparison for every value around the bound", () => {
    const next = random(7);
    const cases: [Exclude<PerilName, "adverseWeather" | "lightning">, number][] = [
      ["rainfall", 0.5],
      ["rainfall", 0.51],
      ["rainfall", 0.01],
      ["rainfall", 1e-9],
      ["rainfall", 1e12],
      ["snowfall", 2],
      ["snowfall", 0.3],
      ["windSpeed", 20],
      ["windSpeed", 25.123],
      ["maximumTemperature", 84.2],
      ["maximumTemperature", 95],
      ["maximumTemperature", -40.01],
      ["minimumTemperature", 32],
      ["minimumTemperature", 0],
      ["minimumTemperature", -0.04],
      ["minimumTemperature", 1e15],
    ];
    for (let i = 0; i < 40; i++)
      cases.push([
        (["rainfall", "snowfall", "windSpeed", "maximumTemperature", "minimumTemperature"] as const)[i % 5],
        Math.round((next() * 200 - 50) * 1000) / 1000,
      ]);
    for (const [peril, threshold] of cases) {
      const test = integerTest(peril, threshold);
      const around = Number.isFinite(test.bound) ? test.bound : 0;
      for (let v = around - 40; v <= around + 40; v++) {
        const expected = triggers(peril, { prcp: v, snow: v, tmax: v, tmin: v, wsf2: v, thunder: null }, threshold);
        expect(test.below ? v <= test.bound : v >= test.bound, `${peril} ${threshold} at ${v}`).toBe(expected);
      }
    }
  });
});

describe.skipIf(!WEATHER)("the in-memory rater on the real stations", () => {
  it("answers 150 random requests exactly as the database rater", { timeout: 240_000 }, async () => {
    const next = random(20261125);
    let quotable = 0;
    for (let i = 0; i < 150; i++) {
      const request = randomRequest(next);
      const fromMemory = await rateQuote(bodyOf(raterApi.rateQuote, request));
      const fromDatabase = await rateQuoteFromDatabase(bodyOf(raterApi.rateQuote, request));
      expect(fromMemory, JSON.stringify(request)).toEqual(fromDatabase);
      quotable += fromMemory.options.filter((o) => o.quotable).length;
    }
    // The requests did price something on most stations (not only unquotable answers).
    expect(quotable).toBeGreaterThan(100);
    const loaded = await raterCacheStats();
    expect(loaded.map((s) => s.stationId).sort()).toEqual([
      "USC00045532-USW00023257",
      "USW00003103",
      "USW00014839",
      "USW00024233",
      "USW00094728",
      "USW00094746",
    ]);
  });

  it("follows a change of the rater settings made by any writer", async () => {
    const request = {
      zipCode: "10024",
      dates: ["2026-07-04"],
      perils: [{ peril: "rainfall" as const, threshold: 0.5, limitPerDay: 10000 }],
    };
    const before = await rateQuote(bodyOf(raterApi.rateQuote, request));
    expect(before.options[0].years).toHaveLength(20);
    await db.appConfig.update({ where: { id: 1 }, data: { raterTimeSpanInYears: 12, raterTimeSpanInDaysPrior: 3, clf: "1.5" } });
    try {
      const after = await rateQuote(bodyOf(raterApi.rateQuote, request));
      expect(after.sampleWindow).toEqual({ years: 12, daysPrior: 3, daysAfter: 7 });
      expect(after.options[0].years).toHaveLength(12);
      expect(after).toEqual(await rateQuoteFromDatabase(bodyOf(raterApi.rateQuote, request)));
    } finally {
      await db.appConfig.update({ where: { id: 1 }, data: { raterTimeSpanInYears: 20, raterTimeSpanInDaysPrior: 7, clf: "1.4" } });
    }
  });
});

// A station by Denver (ZIP 80202) made for this test: July of 2005–2025, dry unless `wet`.
const STATION = "USX00MEMORY";
function weatherDir(wetEvery: number | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), "weather-memory-"));
  mkdirSync(path.join(dir, "daily"));
  writeFileSync(
    path.join(dir, "stations.csv"),
    `id,name,state,latitude,longitude,elevation_m,first_date,last_date,elements\n${STATION},MEMORY TEST,CO,39.75,-104.99,,2005-07-01,2025-07-31,PRCP;TMAX;TMIN\n`,
  );
  const rows: string[] = [];
  let n = 0;
  for (let year = 2005; year <= 2025; year++) {
    for (let day = 1; day <= 31; day++) {
      const rain = wetEvery !== null && n++ % wetEvery === 0 ? "25.4" : "0.0";
      rows.push(`${year}-07-${String(day).padStart(2, "0")},${rain},,30.0,15.0,,,`);
    }
  }
  writeFileSync(
    path.join(dir, "daily", `${STATION}.csv.gz`),
    gzipSync(["date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03", ...rows].join("\n") + "\n"),
  );
  return dir;
}

describe("history versions", () => {
  const request = { zipCode: "80202", dates: ["2026-07-15"], perils: [{ peril: "rainfall" as const, threshold: 1, limitPerDay: 1000 }] };
  const version = async () => (await db.weatherStation.findUniqueOrThrow({ where: { id: STATION } })).historyVersion;

  it("an import raises the station's version, and another instance's copy follows it", async () => {
    const dry = weatherDir(null);
    const wet = weatherDir(5);
    try {
      await importWeatherDirectory(dry);
      const first = await version();
      const old = await rateQuote(bodyOf(raterApi.rateQuote, request));
      expect(old.options[0]).toMatchObject({ station: { id: STATION }, samples: 300, hits: 0 });

      await importWeatherDirectory(wet);
      expect(await version()).toBeGreaterThan(first);
      // A fresh instance loads the new rows.
      resetRaterCache();
      const fresh = await rateQuote(bodyOf(raterApi.rateQuote, request));
      expect(fresh.options[0]).toMatchObject({ samples: 300, hits: 60 });
      expect(fresh).toEqual(await rateQuoteFromDatabase(bodyOf(raterApi.rateQuote, request)));
    } finally {
      rmSync(dry, { recursive: true, force: true });
      rmSync(wet, { recursive: true, force: true });
    }
  });

  it("an instance holding the old history sees rows another instance wrote, at its next check", async () => {
    resetRaterCache();
    const held = await rateQuote(bodyOf(raterApi.rateQuote, request));
    const before = await version();
    // Another instance's write: the same transaction as its import or NOAA fetch, without telling this process.
    const july = Array.from({ length: 15 }, (_, k) => `2025-07-${String(k + 8).padStart(2, "0")}`);
    await db.$transaction((tx) =>
      upsertObservations(
        tx,
        STATION,
        july.map((date) => ({ date, prcp: 300, snow: null, tmax: 300, tmin: 150, awnd: null, wsf2: null, thunder: null })),
      ),
    );
    expect(await version()).toBe(before + 1);

    const after = await rateQuote(bodyOf(raterApi.rateQuote, request));
    expect(after.options[0].hitsByYear[0]).toEqual({ year: 2025, usable: 15, hits: 15 });
    expect(after.options[0].hits).toBeGreaterThan(held.options[0].hits);
    expect(after).toEqual(await rateQuoteFromDatabase(bodyOf(raterApi.rateQuote, request)));
    expect((await raterCacheStats()).find((s) => s.stationId === STATION)?.version).toBe(before + 1);

    // With the default interval, within 200 ms of a check the copy is trusted, then checked again.
    setRaterCheckInterval(200);
    try {
      await rateQuote(bodyOf(raterApi.rateQuote, request));
      await db.$transaction((tx) =>
        upsertObservations(
          tx,
          STATION,
          july.map((date) => ({ date, prcp: 0, snow: null, tmax: 300, tmin: 150, awnd: null, wsf2: null, thunder: null })),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await rateQuote(bodyOf(raterApi.rateQuote, request))).options[0].hitsByYear[0]).toEqual({ year: 2025, usable: 15, hits: 0 });
    } finally {
      setRaterCheckInterval(0);
    }
  });
});
