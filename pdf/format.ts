import Decimal from "decimal.js";
import { formatCalendarDate, formatDateTime, PORTAL_TIME_ZONE } from "@/lib/format/date-time";
export { formatMoney } from "@/lib/format/money";

// Formatting for printed documents. Money arrives as exact decimal strings ("12500.00") and is
// never turned into a binary float: grouping is done on the digits.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A fraction as percent: "0.036" → "3.60%", "0.04875" → "4.875%". */
export function formatPercent(fraction: string | null | undefined): string {
  if (fraction === null || fraction === undefined || !DECIMAL.test(fraction.trim())) return "—";
  const percent = new Decimal(fraction.trim()).times(100);
  const places = Math.max(2, Math.min(4, percent.decimalPlaces()));
  return `${percent.toFixed(places)}%`;
}

/** A decimal without trailing zeros ("0.500" → "0.5", "95.000" → "95"), at least `minPlaces` decimals. */
export function formatDecimal(value: string, minPlaces = 0): string {
  if (!DECIMAL.test(value.trim())) return value;
  const d = new Decimal(value.trim());
  return d.toFixed(Math.max(minPlaces, d.decimalPlaces()));
}

/** A calendar date (YYYY-MM-DD) as MM/dd/yyyy, never shifted by a time zone. */
export function formatDay(value: string | null | undefined): string {
  return value ? formatCalendarDate(value) : "—";
}

/**
 * A moment as "07/03/2026 14:05 EDT": in the portal's time zone (America/New_York), named, because
 * a document reads the same for everyone who opens it, whatever their own zone (decision D84).
 */
export function formatMoment(value: string | Date | null | undefined): string {
  return value ? formatDateTime(value, { timeZone: PORTAL_TIME_ZONE, withZone: true }) : "—";
}

/** "07/03/2026 – 07/05/2026", or one date when both ends are the same day. */
export function formatDayRange(from: string | null | undefined, until: string | null | undefined): string {
  if (!from && !until) return "—";
  if (!from || !until || from === until) return formatDay(from ?? until);
  return `${formatDay(from)} – ${formatDay(until)}`;
}

/** "1 day", "3 days". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
