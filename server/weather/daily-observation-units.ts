import "server-only";
import type { DailyObservationInput } from "@/lib/claims/claim-schemas";
import type { ObservationRow } from "./parse-daily-csv";

// One conversion from the weather folder's daily units (mm, °C, m/s, wt03) to the stored integer
// GHCN units (tenths of mm, mm, tenths of °C, tenths of m/s), for the files, the API and the
// observer reports alike, so that a value means the same whichever way it came in.

const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10));
const whole = (value: number | null) => (value === null ? null : Math.round(value));

export function observationRowFromDaily(day: DailyObservationInput): ObservationRow {
  return {
    date: day.date,
    prcp: tenths(day.prcp_mm),
    snow: whole(day.snow_mm),
    tmax: tenths(day.tmax_c),
    tmin: tenths(day.tmin_c),
    awnd: tenths(day.awnd_ms),
    wsf2: tenths(day.wsf2_ms),
    thunder: day.wt03,
  };
}

/** The observation the trigger rule reads (server/rater/burn-cost.ts). */
export function observationFromDailyInput(day: DailyObservationInput) {
  const row = observationRowFromDaily(day);
  return { prcp: row.prcp, snow: row.snow, tmax: row.tmax, tmin: row.tmin, wsf2: row.wsf2, thunder: row.thunder };
}
