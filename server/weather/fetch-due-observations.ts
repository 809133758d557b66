import "server-only";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import { dayIsOver, stateTimeZone } from "@/lib/geo/state-time-zones";
import { determineStationDays } from "@/server/claims/determine-station-days";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { forgetRaterCheck } from "@/server/rater/rater-cache";
import { fetchNoaaDailySummaries } from "./noaa-client";
import { upsertObservations } from "./save-observations";

// The covered-day fetch (WEATHER_SOURCE=noaa, docs/operations.md, decision D113): the observations
// that the loss determinations of station-verified policies need, fetched from NOAA NCEI once each
// covered day is over where the insured is, with a back-off per station.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Covered days older than this are left to the "days without data" list. */
export const DUE_FETCH_WINDOW_DAYS = 60;
/** How long a run holds a station it is fetching for (other instances skip it meanwhile). */
const CLAIM_MS = 10 * MINUTE;
/** NOAA publishes a day with a delay: a day it does not have yet is asked again after this. */
export const NOT_YET_PUBLISHED_RETRY_MS = 6 * HOUR;

/** The wait after the `failures`-th consecutive failure: 15 min, 30 min, 1 h, … at most 24 h. */
export function dueFetchBackoffMs(failures: number): number {
  return Math.min(24 * HOUR, 15 * MINUTE * 2 ** Math.min(Math.max(failures - 1, 0), 16));
}

export type DueObservationsRun = { stations: number; days: number; failures: number };

type DueRow = { stationId: string; day: string; state: string | null };

/** Policy statuses whose covered days are determined (a cancelled policy's are not). */
const COVERED_STATUSES = ["LIVE", "CANCELLATION_REQUESTED", "FINAL_SALES_SUBMITTED", "BOUND_UPDATED"];

/**
 * Fetches from NOAA NCEI the station observations of covered days that are over and still missing
 * (within the last 60 days), one request per station from its earliest to its latest missing day,
 * saves them, and has the loss days of those dates determined. A station is fetched for only when
 * its back-off allows and after this run claimed it, so that instances running the job at once
 * ask NOAA once.
 */
export async function fetchDueObservations(
  options: { now?: Date; fetchImpl?: typeof fetch; baseUrl?: string } = {},
): Promise<DueObservationsRun> {
  const now = options.now ?? new Date();
  const baseUrl = options.baseUrl ?? env().NOAA_BASE_URL;
  const due = await dueMissingDays(now);
  const run: DueObservationsRun = { stations: 0, days: 0, failures: 0 };
  for (const [stationId, days] of due) {
    const outcome = await fetchStation(stationId, days, now, baseUrl, options.fetchImpl);
    if (outcome === "failed") run.failures++;
    else if (outcome !== "skipped") {
      run.stations++;
      run.days += outcome.saved;
    }
  }
  return run;
}

/**
 * Per station whose back-off allows a fetch now, the covered days (YYYY-MM-DD, ascending) that are
 * over in the insured's time zone and have no observation row. One query: the selected perils of
 * the current terms of policies in force, verified by the closest station, each peril at the
 * station its rating names (else the version's station). The policy period (dateFrom..dateUntil,
 * which holds every covered day and is kept by bind and endorsements) narrows the scan to the
 * policies that overlap the window, through its index (measured at 50–80 ms for 20,000 policies).
 */
async function dueMissingDays(now: Date): Promise<Map<string, string[]>> {
  const utcToday = now.toISOString().slice(0, 10);
  const from = addCalendarDays(utcToday, -DUE_FETCH_WINDOW_DAYS);
  // No US state's day ends after UTC's: later days cannot be over; the exact rule is applied below.
  const until = utcToday;
  const rows = await db.$queryRaw<DueRow[]>`
    SELECT DISTINCT c."stationId", to_char(c.day, 'YYYY-MM-DD') AS day, c.state
    FROM (
      SELECT COALESCE(opt.station, v."stationId") AS "stationId",
             d.day,
             upper(COALESCE(NULLIF(btrim(v."locationState"), ''), NULLIF(btrim(v."applicantState"), ''))) AS state
      FROM "Policy" p
      JOIN "QuotationVersion" v ON v.id = p."quotationVersionId"
      JOIN "PerilValue" pv ON pv."versionId" = v.id AND pv.selected
      CROSS JOIN LATERAL unnest(
        CASE WHEN v.kind = 'PROMOTION' THEN ARRAY[v."promotionDate"] ELSE v."datesOfCoverage" END
      ) AS d(day)
      LEFT JOIN LATERAL (
        SELECT o->'station'->>'id' AS station
        FROM jsonb_array_elements(
          CASE WHEN jsonb_typeof(COALESCE(v.rating->'result'->'options', v.rating->'options')) = 'array'
               THEN COALESCE(v.rating->'result'->'options', v.rating->'options')
               ELSE '[]'::jsonb END
        ) AS o
        WHERE o->>'peril' = pv.peril::text
        LIMIT 1
      ) opt ON true
      WHERE p.status::text = ANY(${COVERED_STATUSES}::text[])
        AND p."dateUntil" >= ${from}::date AND p."dateFrom" <= ${until}::date
        AND v."claimsVerificationSource" = 'CLOSEST_WEATHER_STATION'
        AND d.day BETWEEN ${from}::date AND ${until}::date
    ) c
    JOIN "WeatherStation" s ON s.id = c."stationId"
    WHERE (s."dueFetchNextAt" IS NULL OR s."dueFetchNextAt" <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'))
      AND NOT EXISTS (SELECT 1 FROM "WeatherObservation" w WHERE w."stationId" = c."stationId" AND w.date = c.day)
    ORDER BY 1, 2`;
  const byStation = new Map<string, string[]>();
  for (const row of rows) {
    if (!dayIsOver(row.day, stateTimeZone(row.state), now)) continue;
    const days = byStation.get(row.stationId) ?? [];
    if (days.at(-1) !== row.day) days.push(row.day);
    byStation.set(row.stationId, days);
  }
  return byStation;
}

type StationOutcome = "skipped" | "failed" | { saved: number };

async function fetchStation(
  stationId: string,
  candidates: string[],
  now: Date,
  baseUrl: string,
  fetchImpl: typeof fetch | undefined,
): Promise<StationOutcome> {
  const nowUtc = now.toISOString();
  const claimUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  // The claim: one instance moves the station's next-at forward; the others then find it in the future.
  const claimed = await db.$queryRaw<{ failures: number }[]>`
    UPDATE "WeatherStation" SET "dueFetchNextAt" = (${claimUntil}::timestamptz AT TIME ZONE 'UTC')
    WHERE id = ${stationId}
      AND ("dueFetchNextAt" IS NULL OR "dueFetchNextAt" <= (${nowUtc}::timestamptz AT TIME ZONE 'UTC'))
    RETURNING "dueFetchFailures" AS failures`;
  if (claimed.length === 0) return "skipped";
  // Read again after the claim: a run that saved these days just before it has nothing left to ask.
  const missing = (
    await db.$queryRaw<{ day: string }[]>`
      SELECT to_char(d, 'YYYY-MM-DD') AS day FROM unnest(${candidates}::date[]) AS d
      WHERE NOT EXISTS (SELECT 1 FROM "WeatherObservation" w WHERE w."stationId" = ${stationId} AND w.date = d)
      ORDER BY d`
  ).map((r) => r.day);
  if (missing.length === 0) {
    await releaseClaim(stationId, claimUntil);
    return "skipped";
  }

  const startDate = missing[0];
  const endDate = missing.at(-1)!;
  let saved: string[];
  try {
    const rows = await fetchNoaaDailySummaries({ baseUrl, stationId, startDate, endDate, fetchImpl });
    // Only the missing days are written: days already there (an administrator's correction among them) stay as they are.
    const wanted = new Set(missing);
    const fresh = rows.filter((r) => wanted.delete(r.date));
    saved = fresh.map((r) => r.date);
    const notPublished = wanted.size > 0;
    const nextAt = notPublished ? new Date(now.getTime() + NOT_YET_PUBLISHED_RETRY_MS).toISOString() : null;
    await db.$transaction(async (tx) => {
      if (fresh.length > 0) await upsertObservations(tx, stationId, fresh);
      await tx.$executeRaw`
        UPDATE "WeatherStation"
        SET "dueFetchFailures" = 0, "dueFetchLastError" = NULL,
            "dueFetchNextAt" = (${nextAt}::timestamptz AT TIME ZONE 'UTC')
        WHERE id = ${stationId}`;
    });
  } catch (error) {
    const failures = claimed[0].failures + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const nextAt = new Date(now.getTime() + dueFetchBackoffMs(failures)).toISOString();
    await db.$executeRaw`
      UPDATE "WeatherStation"
      SET "dueFetchFailures" = ${failures}, "dueFetchLastError" = ${message},
          "dueFetchNextAt" = (${nextAt}::timestamptz AT TIME ZONE 'UTC')
      WHERE id = ${stationId}`;
    console.error(`due observation fetch failed for ${stationId} (${startDate}..${endDate}, failure ${failures}): ${message}`);
    return "failed";
  }

  if (saved.length > 0) {
    forgetRaterCheck();
    try {
      await determineStationDays(stationId, saved);
    } catch (error) {
      // The observations are saved; the periodic sweep determines these days if this did not.
      console.error(`loss determination failed for ${stationId}:`, error instanceof Error ? error.message : error);
    }
  }
  return { saved: saved.length };
}

/** Gives back a claim this run did not use (the station was due: no time to wait for). */
async function releaseClaim(stationId: string, claimUntil: string) {
  await db.$executeRaw`
    UPDATE "WeatherStation" SET "dueFetchNextAt" = NULL
    WHERE id = ${stationId} AND "dueFetchNextAt" = (${claimUntil}::timestamptz AT TIME ZONE 'UTC')`;
}
