// What Settings › Weather observations shows of the stations and their days (docs/claims.md): the
// station list read on the server, a day in the columns and units of the weather folder's daily
// files, and those columns' names and units for the page's form and table.

/** A station of the database with the first and last day its observations hold ("YYYY-MM-DD"; null without any). */
export type WeatherStationSummary = {
  id: string;
  /** As stored (the directory's capitals); shown through formatStationName. */
  name: string;
  state: string | null;
  firstObservation: string | null;
  lastObservation: string | null;
};

/** One stored station-day in the daily files' units: mm, °C, m/s, wt03 true on thunder days; null is missing. */
export type ObservedDay = {
  date: string;
  prcp_mm: number | null;
  snow_mm: number | null;
  tmax_c: number | null;
  tmin_c: number | null;
  awnd_ms: number | null;
  wsf2_ms: number | null;
  wt03: boolean | null;
};

export type MeasurementColumn = Exclude<keyof ObservedDay, "date" | "wt03">;

/** The daily files' measurement columns in their order, each with its name for people (and a shorter one for a table's header), unit and decimals. */
export const MEASUREMENT_COLUMNS: { name: MeasurementColumn; label: string; heading: string; unit: string; decimals: number }[] = [
  { name: "prcp_mm", label: "Precipitation", heading: "Precipitation", unit: "mm", decimals: 1 },
  { name: "snow_mm", label: "Snowfall", heading: "Snowfall", unit: "mm", decimals: 0 },
  { name: "tmax_c", label: "Maximum temperature", heading: "Max. temperature", unit: "°C", decimals: 1 },
  { name: "tmin_c", label: "Minimum temperature", heading: "Min. temperature", unit: "°C", decimals: 1 },
  { name: "awnd_ms", label: "Average wind", heading: "Average wind", unit: "m/s", decimals: 1 },
  { name: "wsf2_ms", label: "Fastest 2-minute wind", heading: "Fastest 2-min wind", unit: "m/s", decimals: 1 },
];

/** The CSV header the upload expects, as the daily files have it. */
export const DAILY_CSV_HEADER = "date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03";

/** How many of a station's days the page lists. */
export const RECENT_DAYS = 14;

// The day form (its schema: observation-day-form.ts).

/** The form's values: the daily files' columns as the inputs hold them. */
export type ObservationDayValues = {
  date: string;
  prcp_mm: string;
  snow_mm: string;
  tmax_c: string;
  tmin_c: string;
  awnd_ms: string;
  wsf2_ms: string;
  /** "" missing, "1" thunder observed, "0" not reported. */
  wt03: "" | "0" | "1";
};

export const EMPTY_OBSERVATION_DAY: ObservationDayValues = {
  date: "",
  prcp_mm: "",
  snow_mm: "",
  tmax_c: "",
  tmin_c: "",
  awnd_ms: "",
  wsf2_ms: "",
  wt03: "",
};

/** A stored day as the form's values, for correcting it. */
export function observationDayValues(day: ObservedDay): ObservationDayValues {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    date: day.date,
    prcp_mm: text(day.prcp_mm),
    snow_mm: text(day.snow_mm),
    tmax_c: text(day.tmax_c),
    tmin_c: text(day.tmin_c),
    awnd_ms: text(day.awnd_ms),
    wsf2_ms: text(day.wsf2_ms),
    wt03: day.wt03 === null ? "" : day.wt03 ? "1" : "0",
  };
}
