import "server-only";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { db } from "@/server/db";
import { forgetRaterCheck } from "@/server/rater/rater-cache";
import { parseDailyCsv, parseStationsCsv } from "./parse-daily-csv";
import { upsertObservations, upsertStation } from "./save-observations";

/**
 * Loads a weather directory (stations.csv and daily/<id>.csv.gz) into the database. Running it
 * again replaces the same rows, so it is idempotent.
 */
export async function importWeatherDirectory(dir: string, log: (line: string) => void = () => {}) {
  const stationsFile = path.join(dir, "stations.csv");
  if (!existsSync(stationsFile)) throw new Error(`${stationsFile} not found`);
  const stations = parseStationsCsv(await readFile(stationsFile, "utf8"));
  const summary: { station: string; observations: number }[] = [];
  for (const station of stations) {
    const file = path.join(dir, "daily", `${station.id}.csv.gz`);
    if (!existsSync(file)) {
      log(`skipped ${station.id}: ${file} not found`);
      continue;
    }
    const rows = parseDailyCsv(gunzipSync(await readFile(file)).toString("utf8"));
    await db.$transaction(
      async (tx) => {
        await upsertStation(tx, station, "file");
        await upsertObservations(tx, station.id, rows);
      },
      { timeout: 600_000 },
    );
    // Committed: this instance's next rating checks the history versions at once (D57).
    forgetRaterCheck();
    summary.push({ station: station.id, observations: rows.length });
    log(`${station.id} ${station.name}: ${rows.length} days`);
  }
  return summary;
}
