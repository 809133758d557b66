import "server-only";
import type { WeatherStationSummary } from "@/lib/weather/station-observations";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { assertMayPostObservations } from "./post-station-observations";

/**
 * The stations of the database for Settings › Weather observations (admins; anyone else 403), by
 * state then name, each with the first and last day its observations hold: read from the
 * observations themselves (two index lookups per station), since days posted by hand do not move
 * the directory's first and last dates.
 */
export async function listWeatherStations(actor: Actor): Promise<WeatherStationSummary[]> {
  assertMayPostObservations(actor);
  return db.$queryRaw<WeatherStationSummary[]>`
    SELECT s.id, s.name, s.state,
      (SELECT to_char(min(o.date), 'YYYY-MM-DD') FROM "WeatherObservation" o WHERE o."stationId" = s.id) AS "firstObservation",
      (SELECT to_char(max(o.date), 'YYYY-MM-DD') FROM "WeatherObservation" o WHERE o."stationId" = s.id) AS "lastObservation"
    FROM "WeatherStation" s
    ORDER BY s.state NULLS LAST, s.name, s.id`;
}
