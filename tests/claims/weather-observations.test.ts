import { beforeAll, describe, expect, it, vi } from "vitest";
import * as claimsApi from "@/lib/api/operations/claims";
import { observationsSavedSchema } from "@/lib/claims/claim-dto";
import { db } from "@/server/db";
import { DAILY_HEADER, parseDailyCsv } from "@/server/weather/parse-daily-csv";
import { postStationObservations } from "@/server/weather/post-station-observations";
import { invoke } from "../security/matrix/route-invoker";
import { callRoute, sessionCookieOf } from "../support/described-call";
import { claimSetup, type ClaimActors } from "./claim-support";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// POST /api/weather/observations and its CSV upload (admins): a station's days in the units of the
// weather folder's daily files, stored in the integer units of the import by the import's own
// conversion; idempotent; nothing written unless all is valid and the station exists.

let actors: ClaimActors;
let station: string;
let seq = 0;

/** A station of its own for each test: its rows are the test's alone. */
async function newStation(): Promise<string> {
  const id = `USTESTOBS${String(++seq).padStart(3, "0")}`;
  await db.weatherStation.create({ data: { id, name: "TEST OBSERVATORY", state: "NY", latitude: 40, longitude: -74 } });
  return id;
}

beforeAll(async () => {
  actors = await claimSetup();
});

const stored = (stationId: string) =>
  db.weatherObservation
    .findMany({ where: { stationId }, orderBy: { date: "asc" } })
    .then((rows) => rows.map((r) => ({ ...r, date: r.date.toISOString().slice(0, 10) })));
const writes = async () => ({
  observations: await db.weatherObservation.count(),
  audit: await db.auditEvent.count(),
  versions: (await db.weatherStation.aggregate({ _sum: { historyVersion: true } }))._sum.historyVersion,
});

const DAYS = [
  { date: "2026-07-03", prcp_mm: 15.7, snow_mm: 0, tmax_c: 31.4, tmin_c: 21.05, awnd_ms: 4.6, wsf2_ms: 12.1, wt03: 1 as const },
  { date: "2026-07-04", prcp_mm: null, tmax_c: -2.5, tmin_c: -10.25, wt03: 0 as const },
  { date: "2026-07-05", prcp_mm: 0.3 },
];
/** The same days as a line of the daily files. */
const CSV = `${DAILY_HEADER}\n2026-07-03,15.7,0,31.4,21.05,4.6,12.1,1\n2026-07-04,,,-2.5,-10.25,,,0\n2026-07-05,0.3,,,,,,\n`;

describe("posting a station's observations", () => {
  it("stores the days in the import's integer units, exactly as the daily files' import converts them", async () => {
    station = await newStation();
    const answer = await postStationObservations(actors.admin, { stationId: station, observations: DAYS });
    expect(observationsSavedSchema.strict().parse(answer)).toEqual({
      stationId: station,
      saved: 3,
      from: "2026-07-03",
      until: "2026-07-05",
      determinations: 0,
    });
    const rows = await stored(station);
    expect(rows.map(({ stationId: _s, ...r }) => r)).toEqual(parseDailyCsv(CSV));
    expect(rows[0]).toMatchObject({ prcp: 157, snow: 0, tmax: 314, tmin: 211, awnd: 46, wsf2: 121, thunder: true });
    // Halves round as the import rounds them (Math.round: -102.5 to -102).
    expect(rows[1]).toMatchObject({ prcp: null, snow: null, tmax: -25, tmin: -102, awnd: null, thunder: false });
    expect(rows[2]).toMatchObject({ prcp: 3, thunder: null });
    const event = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "WeatherStation", subjectId: station } });
    expect(event).toMatchObject({
      action: "weather.observationsPosted",
      actorId: actors.admin.id,
      after: { from: "2026-07-03", until: "2026-07-05", days: 3, source: "json" },
    });
  });

  it("is idempotent: the same days again leave the same rows; a corrected day replaces its values", async () => {
    const id = await newStation();
    await postStationObservations(actors.admin, { stationId: id, observations: DAYS });
    const first = await stored(id);
    const version = (await db.weatherStation.findUniqueOrThrow({ where: { id } })).historyVersion;
    await postStationObservations(actors.admin, { stationId: id, observations: DAYS });
    expect(await stored(id)).toEqual(first);
    // Every write raises the station's history version, so the rater's cached copy is renewed.
    expect((await db.weatherStation.findUniqueOrThrow({ where: { id } })).historyVersion).toBe(version + 1);
    await postStationObservations(actors.admin, { stationId: id, observations: [{ date: "2026-07-04", prcp_mm: 22.2 }] });
    const after = await stored(id);
    expect(after).toHaveLength(3);
    expect(after[1]).toMatchObject({ date: "2026-07-04", prcp: 222, tmax: null, thunder: null });
  });

  it("answers 404 for an unknown station and writes nothing", async () => {
    const before = await writes();
    const error = await postStationObservations(actors.admin, { stationId: "USNOSUCH0001", observations: DAYS }).catch((e) => e);
    expect(error).toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    expect(await writes()).toEqual(before);
  });

  it("refuses a bad value with 400 at its field, and writes nothing of the valid days", async () => {
    const id = await newStation();
    const before = await writes();
    const bad = [
      [{ ...DAYS[0] }, { date: "2026-07-04", prcp_mm: -1 }],
      [{ date: "2026-02-30", prcp_mm: 1 }],
      [{ date: "2026-07-04", tmax_c: "hot" }],
      [{ date: "2026-07-04", wt03: 2 }],
      [{ date: "2026-07-04", rain: 3 }],
      [DAYS[0], DAYS[0]],
      [],
    ];
    const paths: string[] = [];
    for (const observations of bad) {
      const error = await postStationObservations(actors.admin, { stationId: id, observations } as never).catch((e) => e);
      expect(error, JSON.stringify(observations)).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
      paths.push(error.details[0].path);
    }
    expect(paths).toEqual([
      "observations.1.prcp_mm",
      "observations.0.date",
      "observations.0.tmax_c",
      "observations.0.wt03",
      "observations.0",
      "observations.1.date",
      "observations",
    ]);
    expect(await writes()).toEqual(before);
  });

  it("is for admins: underwriters and brokers get 403", async () => {
    for (const actor of [actors.underwriter, actors.broker]) {
      expect(await postStationObservations(actor, { stationId: station, observations: DAYS }).catch((e) => e)).toMatchObject({
        code: "FORBIDDEN",
      });
    }
    const route = await callRoute(claimsApi.postWeatherObservations, {
      actor: actors.underwriter,
      body: { stationId: station, observations: DAYS },
    });
    expect(route.status).toBe(403);
  });

  it("works through its route", async () => {
    const id = await newStation();
    const answer = await callRoute(claimsApi.postWeatherObservations, { actor: actors.admin, body: { stationId: id, observations: DAYS } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ stationId: id, saved: 3 });
    const refused = await callRoute(claimsApi.postWeatherObservations, {
      actor: actors.admin,
      body: { stationId: id, observations: [{ date: "2026-07-04", prcp_mm: 99999 }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details).toEqual([{ path: "observations.0.prcp_mm", message: "prcp_mm must be at most 2000" }]);
  });
});

describe("uploading a station's observations as CSV", () => {
  async function upload(stationId: string | null, csv: string | Uint8Array, actor = actors.admin) {
    const form = new FormData();
    if (stationId !== null) form.set("stationId", stationId);
    form.set("file", new Blob([csv as BlobPart], { type: "text/csv" }), "days.csv");
    const answer = await invoke({
      method: "post",
      template: "/api/weather/observations/upload",
      form,
      cookie: await sessionCookieOf(actor),
    });
    return { status: answer.status, body: JSON.parse(answer.body) as { data?: unknown; error?: { code: string; details?: unknown } } };
  }

  it("stores the file's days as the JSON call does, and again gives the same rows", async () => {
    const id = await newStation();
    const answer = await upload(id, `\uFEFF${CSV.replace(/\n/g, "\r\n")}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ stationId: id, saved: 3, from: "2026-07-03", until: "2026-07-05", determinations: 0 });
    const rows = await stored(id);
    expect(rows.map(({ stationId: _s, ...r }) => r)).toEqual(parseDailyCsv(CSV));
    expect((await upload(id, CSV)).status).toBe(200);
    expect(await stored(id)).toEqual(rows);
    const event = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "WeatherStation", subjectId: id } });
    expect(event.after).toMatchObject({ source: "csv", fileName: "days.csv", days: 3 });
  });

  it("refuses a bad line with 400 naming its line, and writes nothing", async () => {
    const id = await newStation();
    const before = await writes();
    const cases: [string, string][] = [
      [`${DAILY_HEADER}\n2026-07-03,1,,,,,,\n\n2026-07-05,abc,,,,,,\n`, "Line 4: prcp_mm must be a number"],
      [`${DAILY_HEADER}\n2026-07-03,1,,,,,,\n2026-13-01,1,,,,,,\n`, "Line 3, date: This value must be a valid date"],
      [`${DAILY_HEADER}\n2026-07-03,1,,,,,,7\n`, "Line 2: wt03 must be 1 (thunder observed), 0 or left out"],
      [`${DAILY_HEADER}\n2026-07-03,1,,,,,,\n2026-07-03,2,,,,,,\n`, "Line 3, date: 2026-07-03 is given twice"],
      [`date;prcp_mm\n2026-07-03;1\n`, `Line 1: the first line must be exactly ${DAILY_HEADER}`],
    ];
    for (const [csv, message] of cases) {
      const answer = await upload(id, csv);
      expect(answer.status, csv).toBe(400);
      expect(answer.body.error?.details, csv).toEqual([{ path: "file", message }]);
    }
    expect((await upload(id, `${DAILY_HEADER}\n`)).body.error?.code).toBe("EMPTY_FILE");
    expect((await upload(id, new Uint8Array([0xff, 0xfe, 0x00]))).status).toBe(400);
    expect((await upload(null, CSV)).body.error?.details).toEqual([{ path: "stationId", message: expect.any(String) }]);
    expect(await writes()).toEqual(before);
  });

  it("answers 404 for an unknown station and 403 to anyone but an admin", async () => {
    const before = await writes();
    expect((await upload("USNOSUCH0002", CSV)).status).toBe(404);
    expect((await upload(station, CSV, actors.underwriter)).status).toBe(403);
    expect(await writes()).toEqual(before);
  });
});
