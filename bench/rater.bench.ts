// Rater benchmark on the real stations: p50/p95 of a full rating (POST /api/rater/quote's use case)
// from the in-memory history (D56) beside the database rater it replaced (rateQuoteFromDatabase,
// D26) and the plain SQL that reads the same sample days; the first rating of a station on a
// fresh instance (cold); the memory each station's columns take.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { PerilName } from "@/lib/rater/perils";
import { db } from "@/server/db";
import { raterCacheStats, resetRaterCache, setRaterCheckInterval } from "@/server/rater/rater-cache";
import { parseRateRequest, rateQuote, rateQuoteFromDatabase } from "@/server/rater/rate-quote";

type Peril = { peril: PerilName; threshold?: number; limitPerDay: number };
const ALL_SEVEN: Peril[] = [
  { peril: "rainfall", threshold: 0.5, limitPerDay: 5000 },
  { peril: "snowfall", threshold: 1, limitPerDay: 5000 },
  { peril: "windSpeed", threshold: 25, limitPerDay: 5000 },
  { peril: "adverseWeather", limitPerDay: 5000 },
  { peril: "lightning", limitPerDay: 5000 },
  { peril: "maximumTemperature", threshold: 90, limitPerDay: 5000 },
  { peril: "minimumTemperature", threshold: 50, limitPerDay: 5000 },
];
const CASES: { zipCode: string; perils: Peril[] }[] = [
  { zipCode: "10024", perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }] },
  {
    zipCode: "53207",
    perils: [
      { peril: "rainfall", threshold: 0.25, limitPerDay: 5000 },
      { peril: "snowfall", threshold: 1, limitPerDay: 5000 },
      { peril: "adverseWeather", limitPerDay: 5000 },
    ],
  },
  {
    zipCode: "01602",
    perils: [
      { peril: "rainfall", threshold: 1, limitPerDay: 5000 },
      { peril: "windSpeed", threshold: 25, limitPerDay: 5000 },
      { peril: "lightning", limitPerDay: 5000 },
      { peril: "maximumTemperature", threshold: 90, limitPerDay: 5000 },
    ],
  },
  // Every peril: only Worcester observes wind and thunder (18 years of record before 2026: 2003–2020).
  { zipCode: "01602", perils: ALL_SEVEN },
  // Five perils on the longest record (20 years sampled; wind, lightning and adverse weather not quotable there).
  { zipCode: "10024", perils: ALL_SEVEN.filter((p) => p.peril !== "windSpeed" && p.peril !== "lightning") },
];
const DATES = ["2026-07-03", "2026-07-04", "2026-07-05"];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(fn: () => Promise<unknown>, runs: number, warmup = 5) {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  // CPU time of this process per call: what the call costs, whatever else the machine runs.
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), cpuMs: (used.user + used.system) / 1000 / runs };
}

type Row = {
  case: string;
  samples: number;
  dbP50: number;
  dbP95: number;
  dbCpu: number;
  memP50: number;
  memP95: number;
  memCpu: number;
  strictP50: number;
  strictP95: number;
  coldP50: number;
  coldMax: number;
  sqlP50: number;
  sqlP95: number;
};

export async function benchRater(runs = 60) {
  const rows: Row[] = [];
  for (const c of CASES) {
    const request = parseRateRequest({ zipCode: c.zipCode, dates: DATES, perils: c.perils });
    const first = await rateQuoteFromDatabase(request);
    if (JSON.stringify(await rateQuote(request)) !== JSON.stringify(first))
      throw new Error(`in-memory and database ratings differ for ${c.zipCode}`);
    const stationId = first.station!.id;
    const samples = first.options.reduce((n, o) => n + o.possibleSamples, 0);
    const sampleDays = first.options[0].years.flatMap((y) =>
      DATES.flatMap((d) =>
        Array.from({ length: 15 }, (_, k) => new Date(Date.UTC(y, Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)) + k - 7))),
      ),
    );
    const plain = () =>
      db.$queryRaw`SELECT * FROM "WeatherObservation" WHERE "stationId" = ${stationId} AND date = ANY(${sampleDays}::date[])`;

    const database = await time(() => rateQuoteFromDatabase(request), runs);
    const sql = await time(plain, runs);
    // In memory, checked at most every 200 ms (the default), then on every rating.
    setRaterCheckInterval(200);
    const memory = await time(() => rateQuote(request), runs * 20, 50);
    setRaterCheckInterval(0);
    const strict = await time(() => rateQuote(request), runs * 5, 20);
    setRaterCheckInterval(200);
    // Cold: the first rating on a fresh instance (stations, configuration, ZIP code and histories loaded).
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      resetRaterCache();
      const start = performance.now();
      await rateQuote(request);
      cold.push(performance.now() - start);
    }
    rows.push({
      case: `${c.zipCode} × ${c.perils.length} peril${c.perils.length > 1 ? "s" : ""} × 3 days`,
      samples,
      dbP50: database.p50,
      dbP95: database.p95,
      dbCpu: database.cpuMs,
      memP50: memory.p50,
      memP95: memory.p95,
      memCpu: memory.cpuMs,
      strictP50: strict.p50,
      strictP95: strict.p95,
      coldP50: percentile(cold, 50),
      coldMax: Math.max(...cold),
      sqlP50: sql.p50,
      sqlP95: sql.p95,
    });
  }

  // Every station loaded once, for its memory.
  resetRaterCache();
  for (const zipCode of ["10024", "01602", "53207", "98188", "86001", "95340"]) {
    await rateQuote(parseRateRequest({ zipCode, dates: DATES, perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 1000 }] }));
  }
  const stations = (await raterCacheStats()).sort((a, b) => b.bytes - a.bytes);

  const f = (v: number, w: number, d = 2) => v.toFixed(d).padStart(w);
  console.log(
    `\nRater (ms), load average ${loadavg()[0].toFixed(1)}     samples │ database p50    p95   CPU │ in memory p50    p95   CPU │ checked every rating p50    p95 │ cold p50    max │ plain SQL p50    p95 │ p95 db/memory`,
  );
  for (const r of rows) {
    console.log(
      `${r.case.padEnd(35)} ${String(r.samples).padStart(7)} │ ${f(r.dbP50, 12, 1)} ${f(r.dbP95, 6, 1)} ${f(r.dbCpu, 5, 1)} │ ${f(r.memP50, 13, 3)} ${f(r.memP95, 6, 3)} ${f(r.memCpu, 5, 3)} │ ` +
        `${f(r.strictP50, 24, 3)} ${f(r.strictP95, 6, 3)} │ ${f(r.coldP50, 8, 1)} ${f(r.coldMax, 6, 1)} │ ${f(r.sqlP50, 13, 1)} ${f(r.sqlP95, 6, 1)} │ ${f(r.dbP95 / r.memP95, 12, 0)}×`,
    );
  }
  console.log(
    "samples: possible samples of all options (years × days × window); database: rateQuoteFromDatabase (reads the sample days on every rating); " +
      "in memory: rateQuote, history and settings checked at most every 200 ms (D57); checked every rating: the same with a check per rating; " +
      "cold: first rating of the case on a fresh instance (everything loaded), 5 times; CPU: ms of this process's CPU per rating",
  );
  console.log("\nStation history in memory   days      KB   bytes/day");
  for (const s of stations)
    console.log(
      `${s.stationId.padEnd(24)} ${String(s.days).padStart(8)} ${f(s.bytes / 1024, 7, 0)} ${f(s.bytes / Math.max(1, s.days), 11, 1)}`,
    );
  return { rows, stations };
}
