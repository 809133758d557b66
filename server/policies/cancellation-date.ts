import "server-only";
import { validationFailure } from "@/lib/api/errors";
import { isoDate } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { POLICY_MESSAGES } from "@/lib/policies/policy-action-schemas";
import { todayIso } from "@/lib/quotations/quotation-schema";

/**
 * A cancellation date must fall within the policy's life: not before the (New York) day it was
 * bound, and not after the last day of its period, when there is nothing left to cancel.
 */
export function checkCancellationDate(policy: { boundAt: Date; dateUntil: Date }, cancellationDate: string): void {
  const boundOn = todayIso("America/New_York", policy.boundAt);
  if (cancellationDate < boundOn) {
    throw validationFailure([{ path: "cancellationDate", message: POLICY_MESSAGES.cancellationBeforeBind(formatCalendarDate(boundOn)) }]);
  }
  const until = isoDate(policy.dateUntil)!;
  if (cancellationDate > until) {
    throw validationFailure([{ path: "cancellationDate", message: POLICY_MESSAGES.cancellationAfterPeriod(formatCalendarDate(until)) }]);
  }
}
