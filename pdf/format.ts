import { formatCalendarDate, formatDate, formatDateTime, PORTAL_TIME_ZONE } from "@/lib/format/date-time";
import { formatDecimal as formatNumber } from "@/lib/format/money";
import { toDecimal } from "@/lib/format/to-decimal";
export { formatMoney, formatPercent } from "@/lib/format/money";

// Formatting for printed documents: numbers through lib/format/money.ts (exact decimals, never a
// binary float), dates and moments in the portal's zone.

/** A decimal without trailing zeros ("0.500" → "0.5", "95.000" → "95"), at least `minPlaces` decimals, ungrouped. */
export function formatDecimal(value: string, minPlaces = 0): string {
  return toDecimal(value) ? formatNumber(value, { minDecimals: minPlaces, group: false }) : value;
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

/** The day of a moment in the portal's time zone, as MM/dd/yyyy (a document reads the same for everyone, D84). */
export function formatMomentDay(value: string | Date | null | undefined): string {
  return value ? formatDate(value, { timeZone: PORTAL_TIME_ZONE }) : "—";
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
