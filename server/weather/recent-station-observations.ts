import "server-only";
import { RECENT_DAYS, type ObservedDay } from "@/lib/weather/station-observations";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { dailyValuesOf } from "./parse-daily-csv";
import { assertMayPostObservations } from "./post-station-observations";

/**
 * A station's stored days for Settings › Weather observations (admins; anyone else 403): the
 * latest `limit` days on or before `until` (all of them without it), newest first, in the daily
 * files' units. An unknown station has none.
 */
export async function recentStationObservations(
  actor: Actor,
  stationId: string,
  { until, limit = RECENT_DAYS }: { until?: string; limit?: number } = {},
): Promise<ObservedDay[]> {
  assertMayPostObservations(actor);
  const rows = await db.weatherObservation.findMany({
    where: { stationId, ...(until ? { date: { lte: new Date(`${until}T00:00:00Z`) } } : {}) },
    orderBy: { date: "desc" },
    take: limit,
  });
  return rows.map(({ stationId: _station, date, ...values }) => dailyValuesOf({ date: date.toISOString().slice(0, 10), ...values }));
}
