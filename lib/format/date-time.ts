import { formatInTimeZone } from "date-fns-tz";

// Dates and times in the user's time zone and formats (spec §3 User, §9 defaults): the one place
// that turns a moment into text. Screens pass the reader's profile (timeZone, dateFormat,
// timeFormat); text with no reader of its own (printed documents, emails to people without an
// account) uses the portal's zone and names it (decision D84).
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
/** The portal's own zone (spec §9), by its profile code: America/New_York. */
export const PORTAL_TIME_ZONE = "EST";

type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };
type ZoneOption = {
  /** Adds the zone's abbreviation ("EDT"), for text read by someone whose zone is not known. */
  withZone?: boolean;
};

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

/** "07/03/2026 14:05" in the reader's zone and formats ("07/03/2026 14:05 EDT" with `withZone`). */
export function formatDateTime(value: Date | string, options: Formats & ZoneOption = {}) {
  return formatInTimeZone(
    value,
    ianaZone(options.timeZone),
    `${datePattern(options.dateFormat)} ${timePattern(options.timeFormat)}${options.withZone ? " zzz" : ""}`,
  );
}

/** The time of day only, "14:05", in the reader's zone and time format (e.g. "Draft saved 14:05"). */
export function formatTime(value: Date | string, options: Omit<Formats, "dateFormat"> & ZoneOption = {}) {
  return formatInTimeZone(value, ianaZone(options.timeZone), `${timePattern(options.timeFormat)}${options.withZone ? " zzz" : ""}`);
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
