import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { importWeatherDirectory } from "@/server/weather/import-weather-directory";

function weatherDir(rows: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "weather-"));
  mkdirSync(path.join(dir, "daily"));
  writeFileSync(
    path.join(dir, "stations.csv"),
    "id,name,state,latitude,longitude,elevation_m,first_date,last_date,elements\nUSX0000TEST,TEST, WITH COMMA (A; B),MA,42.1,-71.9,100.5,2001-01-01,2001-01-03,PRCP;SNOW;TMAX;TMIN;AWND;WSF2;WT03\n",
  );
  writeFileSync(
    path.join(dir, "daily", "USX0000TEST.csv.gz"),
    gzipSync(["date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03", ...rows].join("\n") + "\n"),
  );
  return dir;
}

describe("weather import", () => {
  it("loads stations and days in GHCN integer units, idempotently, replacing changed values", async () => {
    const dir = weatherDir(["2001-01-01,17.3,0,3.9,-1.1,3.6,8.0,0", "2001-01-02,,61,-1.1,-7.2,,,", "2001-01-03,0.0,0,10.6,4.4,2.2,8.9,1"]);
    try {
      await importWeatherDirectory(dir);
      await importWeatherDirectory(dir);
      const station = await db.weatherStation.findUniqueOrThrow({ where: { id: "USX0000TEST" } });
      expect(station).toMatchObject({
        name: "TEST, WITH COMMA (A; B)",
        state: "MA",
        latitude: 42.1,
        elevationM: 100.5,
        elements: ["PRCP", "SNOW", "TMAX", "TMIN", "AWND", "WSF2", "WT03"],
      });
      const days = await db.weatherObservation.findMany({ where: { stationId: "USX0000TEST" }, orderBy: { date: "asc" } });
      expect(days.map(({ stationId: _s, date, ...v }) => ({ date: date.toISOString().slice(0, 10), ...v }))).toEqual([
        { date: "2001-01-01", prcp: 173, snow: 0, tmax: 39, tmin: -11, awnd: 36, wsf2: 80, thunder: false },
        { date: "2001-01-02", prcp: null, snow: 61, tmax: -11, tmin: -72, awnd: null, wsf2: null, thunder: null },
        { date: "2001-01-03", prcp: 0, snow: 0, tmax: 106, tmin: 44, awnd: 22, wsf2: 89, thunder: true },
      ]);
      writeFileSync(
        path.join(dir, "daily", "USX0000TEST.csv.gz"),
        gzipSync("date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03\n2001-01-01,20.0,0,3.9,-1.1,3.6,8.0,0\n"),
      );
      await importWeatherDirectory(dir);
      expect(
        (await db.weatherObservation.findFirstOrThrow({ where: { stationId: "USX0000TEST", date: new Date("2001-01-01T00:00:00Z") } }))
          .prcp,
      ).toBe(200);
      expect(await db.weatherObservation.count({ where: { stationId: "USX0000TEST" } })).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a directory without stations.csv and a daily file with another header", async () => {
    await expect(importWeatherDirectory(path.join(tmpdir(), "no-such-weather-dir"))).rejects.toThrow(/stations.csv not found/);
    const dir = weatherDir([]);
    writeFileSync(path.join(dir, "daily", "USX0000TEST.csv.gz"), gzipSync("day,rain\n2001-01-01,3\n"));
    try {
      await expect(importWeatherDirectory(dir)).rejects.toThrow(/unexpected header/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
