// Dates and times in the user's time zone and formats (spec §3 User, §9 defaults): the one place
// that turns a moment into text. Screens pass the reader's profile (timeZone, dateFormat,
// timeFormat); text with no reader of its own (printed documents, emails to people without an
// account) uses the portal's zone (decision D84). Either way a time names its zone ("14:05 EDT"),
// on screens as on the PDFs, unless `withZone: false` asks for the bare clock time.
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
  /** Names the zone ("EDT") after the time: the default, on screens as on documents; false for the bare time. */
  withZone?: boolean;
};

export function ianaZone(code: string | undefined): string {
  return (code && TIME_ZONES[code as keyof typeof TIME_ZONES]) || DEFAULT_TIME_ZONE;
}

/** Users store "mm/dd/yyyy" and "hh:mm" (spec wording); the patterns are MM/dd/yyyy and HH:mm. */
function datePattern(format: string | undefined) {
  return !format || format.toLowerCase() === "mm/dd/yyyy" ? DEFAULT_DATE_FORMAT : format;
}
function timePattern(format: string | undefined) {
  return !format || format.toLowerCase() === "hh:mm" ? DEFAULT_TIME_FORMAT : format;
}

// Intl reads the zone's rules; the patterns take the tokens of date-fns that the profile formats
// use (yyyy, MM, dd, HH, mm, and zzz for the zone's abbreviation), and print what date-fns-tz
// printed, without loading it in the browser.
type Fields = Record<"yyyy" | "MM" | "dd" | "HH" | "mm" | "ss" | "zzz", string>;
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function fieldsIn(moment: Date, timeZone: string): Fields {
  let formatter = FORMATTERS.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "short",
    });
    FORMATTERS.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(moment).map((p) => [p.type, p.value]));
  return {
    yyyy: part.year.padStart(4, "0"),
    MM: part.month,
    dd: part.day,
    HH: part.hour,
    mm: part.minute,
    ss: part.second,
    zzz: part.timeZoneName,
  };
}

function formatIn(moment: Date, timeZone: string, pattern: string) {
  const fields = fieldsIn(moment, timeZone);
  return pattern.replace(/yyyy|MM|dd|HH|mm|zzz/g, (token) => fields[token as keyof Fields]);
}

/** How far the zone's clock is ahead of UTC at a moment, in milliseconds (whole seconds, as date-fns-tz reckons). */
function offsetAt(ms: number, timeZone: string) {
  const f = fieldsIn(new Date(ms), timeZone);
  return Date.UTC(+f.yyyy, +f.MM - 1, +f.dd, +f.HH, +f.mm, +f.ss) - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The moment a wall-clock time in the zone names (`wall`: that time read as UTC). A time the clock
 * skips or repeats gets the offset date-fns-tz's fromZonedTime gave it (this is its search).
 */
function wallToMoment(wall: number, timeZone: string) {
  const guess = offsetAt(wall, timeZone);
  const second = offsetAt(wall - guess, timeZone);
  if (second === guess) return new Date(wall - guess);
  const third = offsetAt(wall - guess - (second - guess), timeZone);
  return new Date(wall - (second === third ? second : Math.max(second, third)));
}

// ISO 8601 as date-fns-tz reads it: a date, a time, and an offset; without one, the time is in the zone.
const ISO = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

function momentOf(value: Date | string, timeZone: string): Date {
  if (typeof value !== "string") return value;
  const m = ISO.exec(value);
  if (!m) return new Date(Number.NaN);
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "", offset] = m;
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, Math.trunc(Number(`0.${fraction || 0}`) * 1000));
  // No rolling over into the next month or hour: "2026-02-30" is no date.
  const date = new Date(wall);
  if (date.getUTCDate() !== +day || date.getUTCMonth() !== +month - 1 || +hour > 23 || +minute > 59 || +second > 59)
    return new Date(Number.NaN);
  if (!offset) return wallToMoment(wall, timeZone);
  if (offset === "Z") return new Date(wall);
  const [, sign, hours, minutes = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)!;
  return new Date(wall - (sign === "-" ? -1 : 1) * (+hours * 60 + +minutes) * 60_000);
}

/** A wall-clock time in the reader's zone (profile code), "2026-07-03T00:00:00", as the moment it names. */
export function zonedTimeToDate(local: string, timeZone?: string): Date {
  return momentOf(local, ianaZone(timeZone));
}

/** "07/03/2026 14:05 EDT" in the reader's zone and formats ("07/03/2026 14:05" with `withZone: false`). */
export function formatDateTime(value: Date | string, options: Formats & ZoneOption = {}) {
  const zone = ianaZone(options.timeZone);
  return formatIn(
    momentOf(value, zone),
    zone,
    `${datePattern(options.dateFormat)} ${timePattern(options.timeFormat)}${options.withZone === false ? "" : " zzz"}`,
  );
}

/** The time of day only, "14:05 EDT", in the reader's zone and time format (e.g. "Draft saved 14:05 EDT"). */
export function formatTime(value: Date | string, options: Omit<Formats, "dateFormat"> & ZoneOption = {}) {
  const zone = ianaZone(options.timeZone);
  return formatIn(momentOf(value, zone), zone, `${timePattern(options.timeFormat)}${options.withZone === false ? "" : " zzz"}`);
}

export function formatDate(value: Date | string, options: { timeZone?: string; dateFormat?: string } = {}) {
  const zone = ianaZone(options.timeZone);
  return formatIn(momentOf(value, zone), zone, datePattern(options.dateFormat));
}

/** A calendar date (stored at UTC midnight, no time of day) in the user's date format, never shifted by a time zone. */
export function formatCalendarDate(value: Date | string, options: { dateFormat?: string } = {}) {
  if (typeof value === "string") {
    if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
    value = `${value.slice(0, 10)}T00:00:00Z`;
  }
  return formatIn(momentOf(value, "UTC"), "UTC", datePattern(options.dateFormat));
}
