import "server-only";
import { db } from "@/server/db";
import { addDays, iso, sameDayIn, type Element, type Series } from "./burn-cost";

const COLUMN: Record<Element, string> = { prcp: "prcp", snow: "snow", tmax: "tmax", tmin: "tmin", wsf2: "wsf2", thunder: "thunder" };

export type YearsByElement = Record<Element, number[]>;

/** For each element, the years before `beforeYear` in which the station has a value of it, newest first (one scan). */
export async function stationYears(stationId: string, beforeYear: number): Promise<YearsByElement> {
  const rows = await db.$queryRaw<({ year: number } & Record<Element, boolean>)[]>`
    SELECT EXTRACT(YEAR FROM date)::int AS year,
           bool_or(prcp IS NOT NULL) AS prcp, bool_or(snow IS NOT NULL) AS snow, bool_or(tmax IS NOT NULL) AS tmax,
           bool_or(tmin IS NOT NULL) AS tmin, bool_or(wsf2 IS NOT NULL) AS wsf2, bool_or(thunder IS NOT NULL) AS thunder
    FROM "WeatherObservation"
    WHERE "stationId" = ${stationId} AND date < make_date(${beforeYear}::int, 1, 1)
    GROUP BY 1 ORDER BY 1 DESC`;
  const byElement = Object.fromEntries(Object.keys(COLUMN).map((e) => [e, [] as number[]])) as YearsByElement;
  for (const row of rows) for (const e of Object.keys(COLUMN) as Element[]) if (row[e]) byElement[e].push(row.year);
  return byElement;
}

/** Years in which any of the elements has a value, newest first. */
export function yearsOfAny(byElement: YearsByElement, elements: Element[]): number[] {
  return [...new Set(elements.flatMap((e) => byElement[e]))].sort((a, b) => b - a);
}

/** The station's observations on exactly the days the rating samples. */
export async function loadSampleSeries(
  stationId: string,
  eventDates: string[],
  years: number[],
  window: { daysPrior: number; daysAfter: number },
): Promise<Series> {
  const sorted = [...eventDates].sort();
  const eventYear = Number(sorted[0].slice(0, 4));
  const dates = new Set<string>();
  for (const year of years) {
    for (const eventDate of sorted) {
      const base = sameDayIn(eventDate, year + Number(eventDate.slice(0, 4)) - eventYear);
      for (let offset = -window.daysPrior; offset <= window.daysAfter; offset++) dates.add(iso(addDays(base, offset)));
    }
  }
  const rows = await db.weatherObservation.findMany({
    where: { stationId, date: { in: [...dates].map((d) => new Date(`${d}T00:00:00Z`)) } },
    select: { date: true, prcp: true, snow: true, tmax: true, tmin: true, wsf2: true, thunder: true },
  });
  return new Map(rows.map(({ date, ...values }) => [iso(date), values]));
}
