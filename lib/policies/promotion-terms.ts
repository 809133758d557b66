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

/**
 * Whether a promotion's sales period is still running on `today` (YYYY-MM-DD, the portal's New York
 * day): its last day (`promotionPeriodUntil`, else the end of the policy period) while it is, null
 * once it has ended. Final sales are reported once the promotional period has ended, from the day
 * after its last day (spec §9, D46): the report use case refuses earlier, and the policy page offers
 * the report only from then on, both by this rule.
 */
export function salesPeriodRunning(promotion: { promotionPeriodUntil: string | null; dateUntil: string }, today: string): string | null {
  const until = promotion.promotionPeriodUntil ?? promotion.dateUntil;
  return today <= until ? until : null;
}

/** Half of the final estimated sales, in cents rounded half up ("80000.00" → "40000.00"). */
export function minimumDepositLimit(finalEstimatedSales: string | { toString(): string }): string {
  return new Decimal(finalEstimatedSales.toString()).dividedBy(2).toFixed(2, Decimal.ROUND_HALF_UP);
}
