import "server-only";
import { DAILY_CSV_HEADER, type ObservedDay } from "@/lib/weather/station-observations";
// The daily file format of the shared weather data (README of data/weather):
// date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03 — empty cells are missing values.
// Values are kept as integers in GHCN units (tenths of mm, mm, tenths of °C, tenths of m/s).

export type ObservationRow = {
  date: string;
  prcp: number | null;
  snow: number | null;
  tmax: number | null;
  tmin: number | null;
  awnd: number | null;
  wsf2: number | null;
  thunder: boolean | null;
};

/** One day in the columns and units of the daily files (mm, °C, m/s; thunder), as the files and the API give it. */
export type DailyValues = ObservedDay;

const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10));
const whole = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * A day in the stored integer units (tenths of mm, mm, tenths of °C, tenths of m/s): the one
 * conversion of the daily files' values, for the import and for the observations posted by hand.
 */
export function storedObservation(day: DailyValues): ObservationRow {
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

/** A stored day back in the daily files' units: the inverse of storedObservation, for showing the days. */
export function dailyValuesOf(row: ObservationRow): ObservedDay {
  const fromTenths = (value: number | null) => (value === null ? null : value / 10);
  return {
    date: row.date,
    prcp_mm: fromTenths(row.prcp),
    snow_mm: row.snow,
    tmax_c: fromTenths(row.tmax),
    tmin_c: fromTenths(row.tmin),
    awnd_ms: fromTenths(row.awnd),
    wsf2_ms: fromTenths(row.wsf2),
    wt03: row.thunder,
  };
}

export const DAILY_HEADER = DAILY_CSV_HEADER;
export const DAILY_COLUMNS = ["date", "prcp_mm", "snow_mm", "tmax_c", "tmin_c", "awnd_ms", "wsf2_ms", "wt03"] as const;

/** A line of a daily file that cannot be read, with its number (the header is line 1). */
export class DailyCsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "DailyCsvError";
  }
}

export type DailyCsvLine = { line: number; cells: Record<(typeof DAILY_COLUMNS)[number], string> };

/** The cells of each line after the header, trimmed ("" for a missing value), with the line's number; blank lines are skipped. */
export function dailyCsvLines(text: string): DailyCsvLine[] {
  const numbered = text
    .split(/\r?\n/)
    .map((content, i) => ({ content, line: i + 1 }))
    .filter((l) => l.content.trim() !== "");
  const header = numbered[0];
  if (header?.content.trim() !== DAILY_HEADER) {
    throw new DailyCsvError(header?.line ?? 1, `unexpected header: ${header?.content ?? ""}`);
  }
  return numbered.slice(1).map(({ content, line }) => {
    const values = content.split(",");
    const cells = Object.fromEntries(DAILY_COLUMNS.map((column, i) => [column, (values[i] ?? "").trim()])) as DailyCsvLine["cells"];
    return { line, cells };
  });
}

const cellNumber = (cell: string) => (cell === "" ? null : Number(cell));

export function parseDailyCsv(text: string): ObservationRow[] {
  return dailyCsvLines(text).map(({ line, cells }) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(cells.date)) throw new DailyCsvError(line, `bad date in line ${line}: ${cells.date}`);
    return storedObservation({
      date: cells.date,
      prcp_mm: cellNumber(cells.prcp_mm),
      snow_mm: cellNumber(cells.snow_mm),
      tmax_c: cellNumber(cells.tmax_c),
      tmin_c: cellNumber(cells.tmin_c),
      awnd_ms: cellNumber(cells.awnd_ms),
      wsf2_ms: cellNumber(cells.wsf2_ms),
      wt03: cells.wt03 === "" ? null : cells.wt03 === "1",
    });
  });
}

export type StationRow = {
  id: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  elevationM: number | null;
  firstDate: string | null;
  lastDate: string | null;
  elements: string[];
};

/** stations.csv: id,name,state,latitude,longitude,elevation_m,first_date,last_date,elements (names may hold commas in parentheses). */
export function parseStationsCsv(text: string): StationRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  return lines.slice(1).map((line) => {
    const cells = line.split(",");
    // The name is the only field that may contain commas: take the fixed fields from both ends.
    const [id] = cells;
    const tail = cells.slice(-7);
    const name = cells.slice(1, cells.length - 7).join(",");
    const [state, latitude, longitude, elevation, firstDate, lastDate, elements] = tail;
    return {
      id,
      name,
      state: state || null,
      latitude: Number(latitude),
      longitude: Number(longitude),
      elevationM: elevation ? Number(elevation) : null,
      firstDate: firstDate || null,
      lastDate: lastDate || null,
      elements: elements ? elements.split(";").filter(Boolean) : [],
    };
  });
}
