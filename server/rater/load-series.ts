import { db } from "@/server/db";
import { addDays, iso, sameDayIn, type Element, type Series } from "./burn-cost";

const COLUMN: Record<Element, string> = { prcp: "prcp", snow: "snow", tmax: "tmax", tmin: "tmin", wsf2: "wsf2", thunder: "thunder" };

/** Years before `beforeYear` in which the station has a value of any of the elements, newest first. */
export async function stationYears(stationId: string, elements: Element[], beforeYear: number): Promise<number[]> {
  const anyValue = elements.map((e) => `"${COLUMN[e]}" IS NOT NULL`).join(" OR ");
  const rows = await db.$queryRawUnsafe<{ year: number }[]>(
    `SELECT DISTINCT EXTRACT(YEAR FROM date)::int AS year FROM "WeatherObservation"
     WHERE "stationId" = $1 AND date < make_date($2::int, 1, 1) AND (${anyValue}) ORDER BY year DESC`,
    stationId,
    beforeYear,
  );
  return rows.map((r) => r.year);
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

