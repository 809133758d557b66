import "server-only";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { forgetRaterCheck } from "@/server/rater/rater-cache";
import { fetchNoaaDailySummaries } from "./noaa-client";
import { upsertObservations } from "./save-observations";

const REFRESH_AFTER_MS = 30 * 86_400_000;

export type StationFetchState = { fetchedAt: Date | null; fetchedFrom: Date | null };

/** Whether NOAA mode must fetch the station again: never fetched, older than 30 days, or not reaching back to `fromYear`. */
export function needsNoaaFetch(station: StationFetchState, fromYear: number, now = Date.now()): boolean {
  const fresh = station.fetchedAt && now - station.fetchedAt.getTime() < REFRESH_AFTER_MS;
  // A fresh cache must also reach back to the first year this rating needs.
  return !(fresh && station.fetchedFrom && station.fetchedFrom.getUTCFullYear() <= fromYear);
}

/**
 * With WEATHER_SOURCE=noaa, fetches a station's daily history from NOAA NCEI once and caches it in
 * the database (refreshed after 30 days, or when a rating needs older years than the cache holds).
 * With the default source (imported files) it does nothing. Returns whether it fetched (the
 * station's history version was then raised in the same transaction as the rows).
 * `known` is the station's fetch state when the caller already holds it (the rater's cache).
 */
export async function ensureStationHistory(
  stationId: string,
  fromYear: number,
  toYear: number,
  known?: StationFetchState,
): Promise<boolean> {
  const { WEATHER_SOURCE, NOAA_BASE_URL } = env();
  if (WEATHER_SOURCE !== "noaa") return false;
  if (known && !needsNoaaFetch(known, fromYear)) return false;
  const station = await db.weatherStation.findUniqueOrThrow({ where: { id: stationId }, select: { fetchedAt: true, fetchedFrom: true } });
  if (!needsNoaaFetch(station, fromYear)) return false;
  const today = new Date().toISOString().slice(0, 10);
  const end = `${toYear}-12-31` < today ? `${toYear}-12-31` : today;
  const rows = await fetchNoaaDailySummaries({ baseUrl: NOAA_BASE_URL, stationId, startDate: `${fromYear}-01-01`, endDate: end });
  await db.$transaction(
    async (tx) => {
      await upsertObservations(tx, stationId, rows);
      await tx.weatherStation.update({
        where: { id: stationId },
        data: { fetchedAt: new Date(), fetchedFrom: new Date(`${fromYear}-01-01T00:00:00Z`), source: "noaa" },
      });
    },
    { timeout: 300_000 },
  );
  forgetRaterCheck();
  return true;
}
