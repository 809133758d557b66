import "server-only";
import type { ObservationRow } from "./parse-daily-csv";

// NOAA NCEI Access Data Service, dataset daily-summaries (public, no token):
// GET {base}?dataset=daily-summaries&stations=ID&startDate=YYYY-MM-DD&endDate=YYYY-MM-DD
//     &dataTypes=PRCP,SNOW,TMAX,TMIN,AWND,WSF2,WT03&units=metric&format=csv
// The CSV has a quoted header ("STATION","DATE",…) and quoted values; with units=metric PRCP is in
// mm, SNOW in mm, TMAX/TMIN in °C and AWND/WSF2 in m/s. Absent values are empty cells; WT03 is 1
// on thunder days and empty otherwise.

export const NOAA_DEFAULT_BASE_URL = "https://www.ncei.noaa.gov/access/services/data/v1";
const DATA_TYPES = ["PRCP", "SNOW", "TMAX", "TMIN", "AWND", "WSF2", "WT03"];

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(current);
      current = "";
    } else current += ch;
  }
  cells.push(current);
  return cells.map((c) => c.trim());
}

export function parseNoaaCsv(text: string): ObservationRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (lines.length === 0) return [];
  const header = splitCsvLine(lines[0]).map((h) => h.toUpperCase());
  const col = (name: string) => header.indexOf(name);
  if (col("DATE") < 0) throw new Error("NOAA answer has no DATE column");
  const number = (cells: string[], name: string, scale: number) => {
    const i = col(name);
    if (i < 0 || cells[i] === undefined || cells[i] === "") return null;
    const n = Number(cells[i]);
    return Number.isFinite(n) ? Math.round(n * scale) : null;
  };
  const hasThunderColumn = col("WT03") >= 0;
  return lines.slice(1).map((line) => {
    const cells = splitCsvLine(line);
    const wt03 = hasThunderColumn ? cells[col("WT03")] : undefined;
    return {
      date: cells[col("DATE")].slice(0, 10),
      prcp: number(cells, "PRCP", 10),
      snow: number(cells, "SNOW", 1),
      tmax: number(cells, "TMAX", 10),
      tmin: number(cells, "TMIN", 10),
      awnd: number(cells, "AWND", 10),
      wsf2: number(cells, "WSF2", 10),
      // GHCN records weather types only when they happen: an empty WT03 on a reported day is "no thunder".
      thunder: hasThunderColumn ? wt03 === "1" : null,
    };
  });
}

export async function fetchNoaaDailySummaries(options: {
  baseUrl?: string;
  stationId: string;
  startDate: string;
  endDate: string;
  fetchImpl?: typeof fetch;
}): Promise<ObservationRow[]> {
  const url = new URL(options.baseUrl ?? NOAA_DEFAULT_BASE_URL);
  url.searchParams.set("dataset", "daily-summaries");
  url.searchParams.set("stations", options.stationId);
  url.searchParams.set("startDate", options.startDate);
  url.searchParams.set("endDate", options.endDate);
  url.searchParams.set("dataTypes", DATA_TYPES.join(","));
  url.searchParams.set("units", "metric");
  url.searchParams.set("format", "csv");
  const response = await (options.fetchImpl ?? fetch)(url, { headers: { Accept: "text/csv" }, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`NOAA NCEI answered ${response.status} for ${options.stationId}`);
  return parseNoaaCsv(await response.text());
}
