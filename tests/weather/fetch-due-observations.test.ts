import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import type { PolicyStatusName } from "@/lib/policies/policy-dto";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import { db } from "@/server/db";
import { dueFetchBackoffMs, fetchDueObservations } from "@/server/weather/fetch-due-observations";
import { quotationInStatus } from "../support/quotation-factory";

// The covered-day fetch (WEATHER_SOURCE=noaa, D113) against a local stand-in of NOAA NCEI's Access
// Data Service, on bound policies written to the database. Every run is given its `now`.

// ---------------------------------------------------------------------------------------------
// The stand-in: answers daily-summaries CSV for every day of the asked range, unless told otherwise.

type Plan = {
  /** Statuses answered, one per request, before the normal answer. */
  errors?: number[];
  /** Days NOAA has not published yet. */
  unpublished?: string[];
  /** An answer body instead of the CSV. */
  body?: string;
  delayMs?: number;
};
type Asked = { station: string; startDate: string; endDate: string };

let server: Server;
let baseUrl = "";
let asked: Asked[] = [];
const plans = new Map<string, Plan>();

const HEADER = '"STATION","DATE","AWND","PRCP","SNOW","TMAX","TMIN","WSF2","WT03"';
const csvRow = (station: string, day: string) => `"${station}","${day}","3.1","12.7","0","31.1","20.0","11.2",""`;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://localhost");
    const station = url.searchParams.get("stations")!;
    const startDate = url.searchParams.get("startDate")!;
    const endDate = url.searchParams.get("endDate")!;
    asked.push({ station, startDate, endDate });
    const plan = plans.get(station) ?? {};
    if (plan.delayMs) await new Promise((resolve) => setTimeout(resolve, plan.delayMs));
    const error = plan.errors?.shift();
    if (error) {
      res.writeHead(error).end("Internal Server Error");
      return;
    }
    if (plan.body !== undefined) {
      res.writeHead(200, { "Content-Type": "text/html" }).end(plan.body);
      return;
    }
    const lines = [HEADER];
    for (let day = startDate; day <= endDate; day = addCalendarDays(day, 1)) {
      if (!plan.unpublished?.includes(day)) lines.push(csvRow(station, day));
    }
    res.writeHead(200, { "Content-Type": "text/csv" }).end(lines.join("\n"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/access/services/data/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// ---------------------------------------------------------------------------------------------
// Policies and stations.

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const MINUTE = 60_000;

type CoveredPolicy = {
  days: string[];
  /** Station per peril in the rating; null: the rating names none for it. Rainfall and maximum temperature are offered. */
  stations?: Partial<Record<PerilName, string | null>>;
  /** Perils bought (default: both). */
  selected?: PerilName[];
  /** The version's station (the fallback). */
  versionStation?: string | null;
  /** The version has no rating at all. */
  unrated?: boolean;
  locationState?: string | null;
  applicantState?: string | null;
  status?: PolicyStatusName;
  source?: ClaimsVerificationSourceName;
  promotion?: boolean;
};

let policySeq = 0;

/** A bound policy written straight to the database: its current terms cover `days` (a promotion: its promotion date). */
async function coveredPolicy(o: CoveredPolicy) {
  const broker = await db.user.findFirstOrThrow({ where: { email: "broker@example.com" } });
  const binder = await db.binder.findFirstOrThrow({ orderBy: { id: "asc" } });
  const q = await quotationInStatus("BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
  const rating = q.version.rating as { request: unknown; result: RateQuoteResultDto };
  const options = rating.result.options.map((option) => {
    const id = o.stations?.[option.peril];
    return { ...option, station: id ? { id, name: `STATION ${id}`, distanceMiles: 2.5 } : null };
  });
  const selected = o.selected ?? ["rainfall", "maximumTemperature"];
  await db.quotationVersion.update({
    where: { id: q.version.id },
    data: {
      kind: o.promotion ? "PROMOTION" : "EVENT",
      datesOfCoverage: o.promotion ? [] : o.days.map(asDate),
      promotionDate: o.promotion ? asDate(o.days[0]) : null,
      locationState: o.locationState === undefined ? "NY" : o.locationState,
      applicantState: o.applicantState === undefined ? "NY" : o.applicantState,
      claimsVerificationSource: o.source ?? "CLOSEST_WEATHER_STATION",
      stationId: o.versionStation ?? null,
      rating: o.unrated ? Prisma.DbNull : ({ ...rating, result: { ...rating.result, options } } as Prisma.InputJsonValue),
    },
  });
  await db.perilValue.updateMany({ where: { versionId: q.version.id, peril: { notIn: selected } }, data: { selected: false } });
  policySeq++;
  return db.policy.create({
    data: {
      policyNumber: `WEP-DUE-${String(policySeq).padStart(4, "0")}`,
      quotationId: q.id,
      quotationVersionId: q.version.id,
      boundVersionId: q.version.id,
      brokerCompanyId: broker.companyId,
      brokerUserId: broker.id,
      binderId: binder.id,
      insuredName: q.insuredName,
      kind: o.promotion ? "PROMOTION" : "EVENT",
      itemName: "Riverside Summer Festival",
      dateFrom: asDate([...o.days].sort()[0]),
      dateUntil: asDate([...o.days].sort().at(-1)!),
      aggregateLimit: "20000.00",
      premium: "1100.00",
      status: o.status ?? "LIVE",
    },
  });
}

async function stations(...ids: string[]) {
  await db.weatherStation.createMany({
    data: ids.map((id) => ({ id, name: `STATION ${id}`, latitude: 40.7, longitude: -74, elements: ["PRCP", "TMAX", "TMIN"] })),
    skipDuplicates: true,
  });
}

async function storedDays(stationId: string) {
  const rows = await db.weatherObservation.findMany({ where: { stationId }, orderBy: { date: "asc" } });
  return rows.map((r) => ({ day: r.date.toISOString().slice(0, 10), prcp: r.prcp, tmax: r.tmax }));
}

const backoff = (stationId: string) =>
  db.weatherStation.findUniqueOrThrow({
    where: { id: stationId },
    select: { dueFetchFailures: true, dueFetchNextAt: true, dueFetchLastError: true },
  });

const run = (now: Date) => fetchDueObservations({ now, baseUrl });

beforeEach(async () => {
  // Each case starts with no policy in force (the earlier cases' policies are set aside) and no request seen.
  await db.policy.updateMany({ data: { status: "CANCELLED" } });
  asked = [];
  plans.clear();
});

describe("fetching the observations of covered days that are due", () => {
  it("fetches each station's missing days once they are over where the insured is, and stores only those", async () => {
    await stations("USTA0000001", "USTB0000001", "USTC0000001", "USTD0000001", "USTE0000001", "USTF0000001");
    await stations("USTG0000001", "USTH0000001", "USTI0000001", "USTJ0000001");
    // July 4, 08:30 UTC: 04:30 in New York (July 3 is over), 22:30 of July 3 in Honolulu (it is not).
    const now = new Date("2026-07-04T08:30:00Z");

    // New York, July 1–3: rainfall at A (which has July 2 already, as an administrator corrected it), maximum temperature at B.
    await coveredPolicy({
      days: ["2026-07-01", "2026-07-02", "2026-07-03"],
      stations: { rainfall: "USTA0000001", maximumTemperature: "USTB0000001" },
    });
    await db.weatherObservation.create({ data: { stationId: "USTA0000001", date: asDate("2026-07-02"), prcp: 999, tmax: 250 } });
    // Hawaii (location state, else the applicant's): July 3 is still running there. Maximum temperature not bought: D is never asked.
    await coveredPolicy({
      days: ["2026-07-03"],
      locationState: null,
      applicantState: "HI",
      stations: { rainfall: "USTC0000001", maximumTemperature: "USTD0000001" },
      selected: ["rainfall"],
    });
    await coveredPolicy({
      days: ["2026-07-03"],
      locationState: "HI",
      applicantState: "NY",
      stations: { rainfall: "USTJ0000001" },
      selected: ["rainfall"],
    });
    // Verified by an observer, cancelled, older than 60 days, not over yet: nothing to fetch.
    await coveredPolicy({
      days: ["2026-07-03"],
      source: "OFFSITE_OBSERVER",
      stations: { rainfall: "USTE0000001", maximumTemperature: "USTE0000001" },
    });
    await coveredPolicy({
      days: ["2026-07-03"],
      status: "CANCELLED",
      stations: { rainfall: "USTF0000001", maximumTemperature: "USTF0000001" },
    });
    await coveredPolicy({ days: ["2026-05-04"], stations: { rainfall: "USTG0000001", maximumTemperature: "USTG0000001" } });
    await coveredPolicy({ days: ["2026-07-04"], stations: { rainfall: "USTH0000001", maximumTemperature: "USTH0000001" } });
    // A promotion drawn on July 1, rated before stations were named per peril: the version's station.
    await coveredPolicy({
      days: ["2026-07-01"],
      promotion: true,
      unrated: true,
      versionStation: "USTI0000001",
      status: "FINAL_SALES_SUBMITTED",
    });

    expect(await run(now)).toEqual({ stations: 3, days: 6, failures: 0 });
    expect(asked.sort((a, b) => a.station.localeCompare(b.station))).toEqual([
      { station: "USTA0000001", startDate: "2026-07-01", endDate: "2026-07-03" },
      { station: "USTB0000001", startDate: "2026-07-01", endDate: "2026-07-03" },
      { station: "USTI0000001", startDate: "2026-07-01", endDate: "2026-07-01" },
    ]);
    expect(await storedDays("USTA0000001")).toEqual([
      { day: "2026-07-01", prcp: 127, tmax: 311 },
      { day: "2026-07-02", prcp: 999, tmax: 250 },
      { day: "2026-07-03", prcp: 127, tmax: 311 },
    ]);
    expect((await storedDays("USTB0000001")).map((r) => r.day)).toEqual(["2026-07-01", "2026-07-02", "2026-07-03"]);
    expect((await storedDays("USTI0000001")).map((r) => r.day)).toEqual(["2026-07-01"]);
    for (const id of ["USTC0000001", "USTD0000001", "USTE0000001", "USTF0000001", "USTG0000001", "USTH0000001", "USTJ0000001"]) {
      expect(await storedDays(id)).toEqual([]);
    }
    expect(await backoff("USTA0000001")).toEqual({ dueFetchFailures: 0, dueFetchNextAt: null, dueFetchLastError: null });

    // Later that morning July 3 is over in Hawaii too (02:00 on July 4): only the Hawaiian stations are asked.
    asked = [];
    expect(await run(new Date("2026-07-04T12:00:00Z"))).toEqual({ stations: 2, days: 2, failures: 0 });
    expect(asked.map((a) => `${a.station} ${a.startDate}..${a.endDate}`).sort()).toEqual([
      "USTC0000001 2026-07-03..2026-07-03",
      "USTJ0000001 2026-07-03..2026-07-03",
    ]);
  });

  it("backs off after failures (15 min, then 30 min), asks nothing before the next try, and starts afresh after a success", async () => {
    await stations("USTK0000001");
    await coveredPolicy({ days: ["2026-08-10"], stations: { rainfall: "USTK0000001", maximumTemperature: "USTK0000001" } });
    plans.set("USTK0000001", { errors: [500, 500] });
    const t0 = new Date("2026-08-11T09:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

    expect(await run(t0)).toEqual({ stations: 0, days: 0, failures: 1 });
    expect(await backoff("USTK0000001")).toEqual({
      dueFetchFailures: 1,
      dueFetchNextAt: at(15),
      dueFetchLastError: "NOAA NCEI answered 500 for USTK0000001",
    });
    expect(await run(at(14))).toEqual({ stations: 0, days: 0, failures: 0 });
    expect(asked).toHaveLength(1);

    expect(await run(at(15))).toEqual({ stations: 0, days: 0, failures: 1 });
    expect(asked).toHaveLength(2);
    expect(await backoff("USTK0000001")).toMatchObject({ dueFetchFailures: 2, dueFetchNextAt: at(45) });
    expect(await run(at(44))).toEqual({ stations: 0, days: 0, failures: 0 });
    expect(asked).toHaveLength(2);

    expect(await run(at(45))).toEqual({ stations: 1, days: 1, failures: 0 });
    expect(asked).toHaveLength(3);
    expect(await backoff("USTK0000001")).toEqual({ dueFetchFailures: 0, dueFetchNextAt: null, dueFetchLastError: null });
    expect((await storedDays("USTK0000001")).map((r) => r.day)).toEqual(["2026-08-10"]);
    // Nothing is missing any more: the next hour asks nothing.
    expect(await run(at(105))).toEqual({ stations: 0, days: 0, failures: 0 });
    expect(asked).toHaveLength(3);
  });

  it("doubles the wait per consecutive failure up to a day", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((n) => dueFetchBackoffMs(n) / MINUTE)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440, 1440, 1440,
    ]);
  });

  it("counts an answer that is not the CSV as a failure and keeps what was wrong", async () => {
    await stations("USTL0000001");
    await coveredPolicy({ days: ["2026-08-10"], stations: { rainfall: "USTL0000001", maximumTemperature: "USTL0000001" } });
    plans.set("USTL0000001", { body: "<html><body>Service temporarily unavailable</body></html>" });
    const now = new Date("2026-08-11T09:00:00Z");
    expect(await run(now)).toEqual({ stations: 0, days: 0, failures: 1 });
    expect(await backoff("USTL0000001")).toEqual({
      dueFetchFailures: 1,
      dueFetchNextAt: new Date(now.getTime() + 15 * MINUTE),
      dueFetchLastError: "NOAA answer has no DATE column",
    });
    expect(await storedDays("USTL0000001")).toEqual([]);
  });

  it("takes a day NOAA has not published yet as no failure: it stays missing and is asked again after 6 hours", async () => {
    await stations("USTM0000001");
    await coveredPolicy({ days: ["2026-08-09", "2026-08-10"], stations: { rainfall: "USTM0000001", maximumTemperature: "USTM0000001" } });
    plans.set("USTM0000001", { unpublished: ["2026-08-10"] });
    const t0 = new Date("2026-08-11T09:00:00Z");

    expect(await run(t0)).toEqual({ stations: 1, days: 1, failures: 0 });
    expect((await storedDays("USTM0000001")).map((r) => r.day)).toEqual(["2026-08-09"]);
    expect(await backoff("USTM0000001")).toEqual({
      dueFetchFailures: 0,
      dueFetchNextAt: new Date(t0.getTime() + 6 * 60 * MINUTE),
      dueFetchLastError: null,
    });
    expect(await run(new Date(t0.getTime() + 60 * MINUTE))).toEqual({ stations: 0, days: 0, failures: 0 });
    expect(asked).toHaveLength(1);

    plans.set("USTM0000001", {});
    expect(await run(new Date(t0.getTime() + 6 * 60 * MINUTE))).toEqual({ stations: 1, days: 1, failures: 0 });
    expect(asked.at(-1)).toEqual({ station: "USTM0000001", startDate: "2026-08-10", endDate: "2026-08-10" });
    expect((await storedDays("USTM0000001")).map((r) => r.day)).toEqual(["2026-08-09", "2026-08-10"]);
    expect((await backoff("USTM0000001")).dueFetchNextAt).toBeNull();
  });

  it("asks nothing when no covered day is missing", async () => {
    await stations("USTN0000001");
    await coveredPolicy({ days: ["2026-08-09", "2026-08-10"], stations: { rainfall: "USTN0000001", maximumTemperature: "USTN0000001" } });
    await db.weatherObservation.createMany({
      data: ["2026-08-09", "2026-08-10"].map((day) => ({ stationId: "USTN0000001", date: asDate(day), prcp: 0 })),
    });
    expect(await run(new Date("2026-08-11T09:00:00Z"))).toEqual({ stations: 0, days: 0, failures: 0 });
    expect(asked).toEqual([]);
  });

  it("asks NOAA once per station when two instances run at the same time", async () => {
    await stations("USTO0000001", "USTP0000001");
    await coveredPolicy({ days: ["2026-08-09", "2026-08-10"], stations: { rainfall: "USTO0000001", maximumTemperature: "USTP0000001" } });
    // O answers slowly, P at once: the instance that took O comes to P after the other one has saved it.
    plans.set("USTO0000001", { delayMs: 300 });
    const now = new Date("2026-08-11T09:00:00Z");

    const [a, b] = await Promise.all([run(now), run(now)]);
    expect(asked.map((x) => x.station).sort()).toEqual(["USTO0000001", "USTP0000001"]);
    expect(a.stations + b.stations).toBe(2);
    expect(a.days + b.days).toBe(4);
    expect(a.failures + b.failures).toBe(0);
    for (const id of ["USTO0000001", "USTP0000001"]) {
      expect((await storedDays(id)).map((r) => r.day)).toEqual(["2026-08-09", "2026-08-10"]);
      expect(await backoff(id)).toEqual({ dueFetchFailures: 0, dueFetchNextAt: null, dueFetchLastError: null });
    }
  });
});
