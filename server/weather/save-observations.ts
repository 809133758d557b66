import "server-only";
import type { Tx } from "@/server/db";
import type { ObservationRow, StationRow } from "./parse-daily-csv";

const BATCH = 5000;

export async function upsertStation(tx: Tx, station: StationRow, source: "file" | "noaa") {
  const data = {
    name: station.name,
    state: station.state,
    latitude: station.latitude,
    longitude: station.longitude,
    elevationM: station.elevationM,
    firstDate: station.firstDate ? new Date(`${station.firstDate}T00:00:00Z`) : null,
    lastDate: station.lastDate ? new Date(`${station.lastDate}T00:00:00Z`) : null,
    elements: station.elements,
    source,
  };
  await tx.weatherStation.upsert({
    where: { id: station.id },
    create: { id: station.id, ...data },
    update: { ...data, historyVersion: { increment: 1 } },
  });
}

/**
 * Raises the station's history version (D57). Called in the transaction that writes its
 * observations, so that an app instance holding the history in memory sees the new version exactly
 * when the new rows become visible.
 */
export async function bumpHistoryVersion(tx: Tx, stationId: string) {
  await tx.$executeRaw`UPDATE "WeatherStation" SET "historyVersion" = "historyVersion" + 1 WHERE id = ${stationId}`;
}

/** Inserts or replaces observations in batches (one statement per batch, idempotent), and raises the station's history version. */
export async function upsertObservations(tx: Tx, stationId: string, rows: ObservationRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await tx.$executeRaw`
      INSERT INTO "WeatherObservation" ("stationId", date, prcp, snow, tmax, tmin, awnd, wsf2, thunder)
      SELECT ${stationId}, d::date, p, s, tx, tn, aw, ws, th
      FROM unnest(${batch.map((r) => r.date)}::text[], ${batch.map((r) => r.prcp)}::int[], ${batch.map((r) => r.snow)}::int[],
                  ${batch.map((r) => r.tmax)}::int[], ${batch.map((r) => r.tmin)}::int[], ${batch.map((r) => r.awnd)}::int[],
                  ${batch.map((r) => r.wsf2)}::int[], ${batch.map((r) => r.thunder)}::boolean[]) AS u(d, p, s, tx, tn, aw, ws, th)
      ON CONFLICT ("stationId", date) DO UPDATE SET
        prcp = EXCLUDED.prcp, snow = EXCLUDED.snow, tmax = EXCLUDED.tmax, tmin = EXCLUDED.tmin,
        awnd = EXCLUDED.awnd, wsf2 = EXCLUDED.wsf2, thunder = EXCLUDED.thunder`;
  }
  await bumpHistoryVersion(tx, stationId);
  return rows.length;
}
