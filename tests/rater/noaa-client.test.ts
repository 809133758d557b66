import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { fetchNoaaDailySummaries, parseNoaaCsv } from "@/server/weather/noaa-client";
import { ensureStationHistory } from "@/server/weather/ensure-station-history";

// A local server that answers like NCEI's Access Data Service (dataset daily-summaries, CSV).
const CSV = [
  '"STATION","DATE","AWND","PRCP","SNOW","TMAX","TMIN","WSF2","WT03"',
  '"USW00099999","2019-07-03","3.1","12.7","0","31.1","20.0","11.2",""',
  '"USW00099999","2019-07-04","2.2","0.0","0","35.0","21.7","8.9","1"',
  '"USW00099999","2019-07-05","","","","","","",""',
].join("\n");

let server: Server;
let baseUrl = "";
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, "http://localhost");
    requests.push(url);
    if (url.searchParams.get("stations") === "USW00000404") {
      res.writeHead(503).end("busy");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/csv" }).end(CSV);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/access/services/data/v1`;
});
afterAll(async () => {
  delete process.env.WEATHER_SOURCE;
  delete process.env.NOAA_BASE_URL;
  reloadEnv();
  await new Promise((resolve) => server.close(resolve));
});

describe("NOAA NCEI daily summaries client", () => {
  it("asks for the station, period, data types, metric units and CSV, and parses the answer into GHCN units", async () => {
    const rows = await fetchNoaaDailySummaries({ baseUrl, stationId: "USW00099999", startDate: "2019-01-01", endDate: "2019-12-31" });
    const asked = requests.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      dataset: "daily-summaries",
      stations: "USW00099999",
      startDate: "2019-01-01",
      endDate: "2019-12-31",
      dataTypes: "PRCP,SNOW,TMAX,TMIN,AWND,WSF2,WT03",
      units: "metric",
      format: "csv",
    });
    expect(rows).toEqual([
      { date: "2019-07-03", prcp: 127, snow: 0, tmax: 311, tmin: 200, awnd: 31, wsf2: 112, thunder: false },
      { date: "2019-07-04", prcp: 0, snow: 0, tmax: 350, tmin: 217, awnd: 22, wsf2: 89, thunder: true },
      { date: "2019-07-05", prcp: null, snow: null, tmax: null, tmin: null, awnd: null, wsf2: null, thunder: false },
    ]);
  });

  it("reports an error answer", async () => {
    await expect(
      fetchNoaaDailySummaries({ baseUrl, stationId: "USW00000404", startDate: "2019-01-01", endDate: "2019-12-31" }),
    ).rejects.toThrow(/503/);
  });

  it("parses quoted cells with commas", () => {
    expect(parseNoaaCsv('"STATION","DATE","PRCP","NAME"\n"X","2020-01-01","1.5","A, B"')[0]).toMatchObject({
      date: "2020-01-01",
      prcp: 15,
    });
  });

  it("fetches a station's history once when WEATHER_SOURCE=noaa and caches it", async () => {
    process.env.WEATHER_SOURCE = "noaa";
    process.env.NOAA_BASE_URL = baseUrl;
    reloadEnv();
    await db.weatherStation.create({ data: { id: "USW00099999", name: "TEST STATION", latitude: 40, longitude: -75, elements: ["PRCP"] } });
    const before = requests.length;
    await ensureStationHistory("USW00099999", 2019, 2026);
    await ensureStationHistory("USW00099999", 2019, 2026);
    expect(requests.length - before).toBe(1);
    // A rating that needs older years than the cache holds fetches again.
    await ensureStationHistory("USW00099999", 2000, 2026);
    expect(requests.length - before).toBe(2);
    expect(requests.at(-1)!.searchParams.get("startDate")).toBe("2000-01-01");
    const stored = await db.weatherObservation.findMany({ where: { stationId: "USW00099999" }, orderBy: { date: "asc" } });
    expect(stored.map((o) => [o.date.toISOString().slice(0, 10), o.prcp, o.thunder])).toEqual([
      ["2019-07-03", 127, false],
      ["2019-07-04", 0, true],
      ["2019-07-05", null, false],
    ]);
    const station = await db.weatherStation.findUniqueOrThrow({ where: { id: "USW00099999" } });
    expect(station.source).toBe("noaa");
    // Each fetch raised the history version in the transaction of its rows (D57): created at 1, fetched twice.
    expect(station.historyVersion).toBe(3);
  });
});
