import { COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT, todayIso } from "./quotation-schema";

// Spec §9: coverage changes cannot be made within 10 days of the event start. One rule for the
// server's checks and the browser's warnings, counted in New York days (the portal's business days).

/** Whole days from today (New York) to a calendar day (YYYY-MM-DD, or a Date at UTC midnight); negative once it has passed. */
export function daysUntil(day: string | Date, now = new Date()): number {
  const target = typeof day === "string" ? Date.parse(`${day}T00:00:00Z`) : day.getTime();
  return Math.round((target - Date.parse(`${todayIso("America/New_York", now)}T00:00:00Z`)) / 86_400_000);
}

/** Whether a cover whose first covered day is `firstDay` can no longer be changed. */
export function coverageFrozen(firstDay: string | Date | null, now = new Date()): boolean {
  return firstDay !== null && daysUntil(firstDay, now) < COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT;
}
