// Calendar days as the portal writes them ("2026-07-03"), without a time of day or zone.

export const INVALID_DATE_MESSAGE = "This value must be a valid date";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day from 1900 to 2099 written as YYYY-MM-DD ("2026-02-30" is not one). */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && year >= 1900 && year <= 2099;
}

/** Today's calendar date where the portal keeps its days (spec §9: America/New_York). */
export function todayIso(timeZone = "America/New_York", now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
