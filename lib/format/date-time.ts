import { formatInTimeZone } from "date-fns-tz";

// Dates and times in the user's time zone and formats (spec §3 User, §9 defaults).
export const TIME_ZONES = {
  AST: "America/Puerto_Rico",
  EST: "America/New_York",
  CST: "America/Chicago",
  MST: "America/Denver",
  PST: "America/Los_Angeles",
  HST: "Pacific/Honolulu",
} as const;
export const DEFAULT_TIME_ZONE = "America/New_York";
export const DEFAULT_DATE_FORMAT = "MM/dd/yyyy";
export const DEFAULT_TIME_FORMAT = "HH:mm";

export function ianaZone(code: string | undefined): string {
  return (code && TIME_ZONES[code as keyof typeof TIME_ZONES]) || DEFAULT_TIME_ZONE;
}

/** Users store "mm/dd/yyyy" and "hh:mm" (spec wording); date-fns wants MM/dd/yyyy and HH:mm. */
function datePattern(format: string | undefined) {
  return !format || format.toLowerCase() === "mm/dd/yyyy" ? DEFAULT_DATE_FORMAT : format;
}
function timePattern(format: string | undefined) {
  return !format || format.toLowerCase() === "hh:mm" ? DEFAULT_TIME_FORMAT : format;
}

export function formatDateTime(value: Date | string, options: { timeZone?: string; dateFormat?: string; timeFormat?: string } = {}) {
  return formatInTimeZone(value, ianaZone(options.timeZone), `${datePattern(options.dateFormat)} ${timePattern(options.timeFormat)}`);
}

export function formatDate(value: Date | string, options: { timeZone?: string; dateFormat?: string } = {}) {
  return formatInTimeZone(value, ianaZone(options.timeZone), datePattern(options.dateFormat));
}

/** A calendar date (stored at UTC midnight, no time of day) in the user's date format, never shifted by a time zone. */
export function formatCalendarDate(value: Date | string, options: { dateFormat?: string } = {}) {
  if (typeof value === "string") {
    if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
    value = `${value.slice(0, 10)}T00:00:00Z`;
  }
  return formatInTimeZone(value, "UTC", datePattern(options.dateFormat));
}
