import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { DAILY_HEADER, parseDailyCsv } from "@/server/weather/parse-daily-csv";
import { listWeatherStations } from "@/server/weather/list-weather-stations";
import { postStationObservations } from "@/server/weather/post-station-observations";
import { recentStationObservations } from "@/server/weather/recent-station-observations";
import { DAILY_CSV_HEADER } from "@/lib/weather/station-observations";
import { demoActor } from "../support/factories";

// The reads of Settings › Weather observations: the stations with the first and last day their
// observations hold, and a station's latest days back in the daily files' units. Admins only.

let admin: Actor;
let underwriter: Actor;
let broker: Actor;

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Stations of this file's own (whatever weather the template imported), in insertion order. */
const OWN = ["USREADS00003", "USREADS00001", "USREADS00002", "USREADS00004"];

beforeAll(async () => {
  [admin, underwriter, broker] = await Promise.all([
    demoActor("admin@example.com"),
    demoActor("underwriter@example.com"),
    demoActor("broker@example.com"),
  ]);
  await db.weatherStation.createMany({
    data: [
      // The directory's dates are not the observations' dates: the list reads the observations.
      {
        id: OWN[0],
        name: "ZEBULON 2 NE",
        state: "NC",
        latitude: 35.8,
        longitude: -78.3,
        firstDate: asDate("1900-01-01"),
        lastDate: asDate("1900-12-31"),
      },
      { id: OWN[1], name: "ALBANY INTL AP", state: "NY", latitude: 42.7, longitude: -73.8 },
      { id: OWN[2], name: "ASHEVILLE RGNL AP", state: "NC", latitude: 35.4, longitude: -82.5 },
      { id: OWN[3], name: "NOWHERE", state: null, latitude: 0, longitude: 0 },
    ],
  });
  await postStationObservations(admin, {
    stationId: OWN[0],
    observations: [
      { date: "2026-07-05", prcp_mm: 0.3 },
      { date: "1999-01-02", tmax_c: -2.5 },
      { date: "2026-06-30", snow_mm: 0 },
    ],
  });
  await postStationObservations(admin, { stationId: OWN[2], observations: [{ date: "2024-02-29", prcp_mm: 12.7 }] });
});

describe("listWeatherStations", () => {
  it("lists every station by state then name, with the first and last day of its observations", async () => {
    const stations = await listWeatherStations(admin);
    const own = stations.filter((s) => OWN.includes(s.id));
    expect(own).toEqual([
      { id: OWN[2], name: "ASHEVILLE RGNL AP", state: "NC", firstObservation: "2024-02-29", lastObservation: "2024-02-29" },
      { id: OWN[0], name: "ZEBULON 2 NE", state: "NC", firstObservation: "1999-01-02", lastObservation: "2026-07-05" },
      { id: OWN[1], name: "ALBANY INTL AP", state: "NY", firstObservation: null, lastObservation: null },
      { id: OWN[3], name: "NOWHERE", state: null, firstObservation: null, lastObservation: null },
    ]);
  });

  it("a day posted later moves the last observation", async () => {
    await postStationObservations(admin, { stationId: OWN[1], observations: [{ date: "2026-08-01", prcp_mm: 1 }] });
    const albany = (await listWeatherStations(admin)).find((s) => s.id === OWN[1]);
    expect(albany).toMatchObject({ firstObservation: "2026-08-01", lastObservation: "2026-08-01" });
  });

  it("is refused to underwriters and brokers", async () => {
    for (const actor of [underwriter, broker]) {
      await expect(listWeatherStations(actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("recentStationObservations", () => {
  const STATION = "USREADS00010";
  const days = Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, "0")}`);

  beforeAll(async () => {
    await db.weatherStation.create({ data: { id: STATION, name: "TEST CITY", state: "NY", latitude: 40, longitude: -74 } });
    await postStationObservations(admin, {
      stationId: STATION,
      observations: days.map((date, i) => ({ date, prcp_mm: i, tmax_c: i === 19 ? 31.4 : null })),
    });
  });

  it("gives the latest 14 days, newest first, back in the daily files' units", async () => {
    await postStationObservations(admin, {
      stationId: STATION,
      observations: [{ date: "2026-03-20", prcp_mm: 15.7, snow_mm: 3, tmax_c: 31.4, tmin_c: -10.25, awnd_ms: 4.6, wsf2_ms: 12.1, wt03: 1 }],
    });
    const recent = await recentStationObservations(admin, STATION);
    expect(recent.map((d) => d.date)).toEqual(days.slice(6).reverse());
    // -10.25 is stored as -102 tenths, as the import rounds it.
    expect(recent[0]).toEqual({
      date: "2026-03-20",
      prcp_mm: 15.7,
      snow_mm: 3,
      tmax_c: 31.4,
      tmin_c: -10.2,
      awnd_ms: 4.6,
      wsf2_ms: 12.1,
      wt03: true,
    });
    expect(recent[1]).toEqual({
      date: "2026-03-19",
      prcp_mm: 18,
      snow_mm: null,
      tmax_c: null,
      tmin_c: null,
      awnd_ms: null,
      wsf2_ms: null,
      wt03: null,
    });
  });

  it("reads as the import stores: a daily file's line of the values read gives the stored row back", async () => {
    const [{ stationId: _station, date, ...stored }] = await db.weatherObservation.findMany({
      where: { stationId: STATION },
      orderBy: { date: "desc" },
      take: 1,
    });
    const [day] = await recentStationObservations(admin, STATION, { limit: 1 });
    const { wt03, ...values } = day;
    const line = [...Object.values(values), wt03 === null ? "" : wt03 ? 1 : 0].map((v) => v ?? "").join(",");
    expect(DAILY_HEADER).toBe(DAILY_CSV_HEADER);
    expect(parseDailyCsv(`${DAILY_HEADER}\n${line}\n`)).toEqual([{ date: date.toISOString().slice(0, 10), ...stored }]);
  });

  it("ends at `until` and takes `limit` days; an unknown station has none", async () => {
    const upTo = await recentStationObservations(admin, STATION, { until: "2026-03-05", limit: 3 });
    expect(upTo.map((d) => d.date)).toEqual(["2026-03-05", "2026-03-04", "2026-03-03"]);
    expect(await recentStationObservations(admin, STATION, { until: "2026-02-28" })).toEqual([]);
    expect(await recentStationObservations(admin, "USNOSUCHSTN")).toEqual([]);
  });

  it("is refused to underwriters and brokers", async () => {
    for (const actor of [underwriter, broker]) {
      await expect(recentStationObservations(actor, STATION)).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });
});
