import "server-only";
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

const tenths = (cell: string | undefined) => (cell === undefined || cell.trim() === "" ? null : Math.round(Number(cell) * 10));
const whole = (cell: string | undefined) => (cell === undefined || cell.trim() === "" ? null : Math.round(Number(cell)));

export const DAILY_HEADER = "date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03";

export function parseDailyCsv(text: string): ObservationRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (lines[0]?.trim() !== DAILY_HEADER) throw new Error(`unexpected header: ${lines[0]}`);
  return lines.slice(1).map((line) => {
    const [date, prcp, snow, tmax, tmin, awnd, wsf2, wt03] = line.split(",");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`bad date in line: ${line}`);
    return {
      date,
      prcp: tenths(prcp),
      snow: whole(snow),
      tmax: tenths(tmax),
      tmin: tenths(tmin),
      awnd: tenths(awnd),
      wsf2: tenths(wsf2),
      thunder: wt03 === undefined || wt03.trim() === "" ? null : wt03.trim() === "1",
    };
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
