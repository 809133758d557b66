import Decimal from "decimal.js";

// The promotion rules of spec §9, shared by bind, the proposal letter and the policy wording:
// the minimum deposit limit is half of the final estimated sales, and final sales must be reported
// no later than the day after the sales period ends.

/** A calendar day (YYYY-MM-DD) plus `days`, never shifted by a time zone. */
export function addCalendarDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day final sales must be reported by: the day after the promotional period ends. */
export function finalSalesReportDate(promotionUntil: string): string {
  return addCalendarDays(promotionUntil, 1);
}

/** Half of the final estimated sales, in cents rounded half up ("80000.00" → "40000.00"). */
export function minimumDepositLimit(finalEstimatedSales: string | { toString(): string }): string {
  return new Decimal(finalEstimatedSales.toString()).dividedBy(2).toFixed(2, Decimal.ROUND_HALF_UP);
}
