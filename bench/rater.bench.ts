// Rater benchmark: p50/p95 of a full rating (POST /api/rater/quote's use case) on the real stations,
// beside the plain SQL that reads the same sample days, and their ratio.
import { performance } from "node:perf_hooks";
import { db } from "@/server/db";
import { rateQuote } from "@/server/rater/rate-quote";

const CASES = [
  { zipCode: "10024", perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }] },
  { zipCode: "53207", perils: [{ peril: "rainfall", threshold: 0.25, limitPerDay: 5000 }, { peril: "snowfall", threshold: 1, limitPerDay: 5000 }, { peril: "adverseWeather", limitPerDay: 5000 }] },
  { zipCode: "01602", perils: [{ peril: "rainfall", threshold: 1, limitPerDay: 5000 }, { peril: "windSpeed", threshold: 25, limitPerDay: 5000 }, { peril: "lightning", limitPerDay: 5000 }, { peril: "maximumTemperature", threshold: 90, limitPerDay: 5000 }] },
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function benchRater(runs = 60) {
  const rows: { case: string; p50: number; p95: number; sqlP50: number; sqlP95: number }[] = [];
  for (const c of CASES) {
    const dates = ["2026-07-03", "2026-07-04", "2026-07-05"];
    const rating = () => rateQuote({ zipCode: c.zipCode, dates, perils: c.perils });
    const first = await rating();
    const stationId = first.station!.id;
    const sampleDays = first.options[0].years.flatMap((y) =>
      dates.flatMap((d) => Array.from({ length: 15 }, (_, k) => new Date(Date.UTC(y, Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)) + k - 7)))),
    );
    const plain = () => db.$queryRaw`SELECT * FROM "WeatherObservation" WHERE "stationId" = ${stationId} AND date = ANY(${sampleDays}::date[])`;
    const a = await time(rating, runs);
    const b = await time(plain, runs);
    rows.push({ case: `${c.zipCode} × ${c.perils.length} perils × 3 days`, p50: a.p50, p95: a.p95, sqlP50: b.p50, sqlP95: b.p95 });
  }
  console.log("\nRater (ms)                         p50     p95   plain SQL p50   p95   ratio p95");
  for (const r of rows) {
    console.log(`${r.case.padEnd(34)} ${r.p50.toFixed(1).padStart(6)} ${r.p95.toFixed(1).padStart(7)} ${r.sqlP50.toFixed(1).padStart(15)} ${r.sqlP95.toFixed(1).padStart(5)} ${(r.p95 / r.sqlP95).toFixed(1).padStart(10)}×`);
  }
  return rows;
}
