import "server-only";
import { validationFailure } from "@/lib/api/errors";
import { money } from "@/lib/api/serialize";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { CLAIM_MESSAGES, claimPaymentSchema } from "@/lib/claims/claim-schemas";
import { todayIso } from "@/lib/format/calendar-day";
import { formatCalendarDate } from "@/lib/format/date-time";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { claimTransaction, lockClaimFor, moveClaimStatus } from "./claim-access";
import { getClaimDetails } from "./get-claim-details";
import { notifyClaim } from "./notify-claim";

/**
 * POST /api/claim/{claimId}/payment (underwriters, admins; APPROVED): `{ paidAt, reference }`; the
 * approved amount is recorded as paid. The payment date lies from the (New York) day of the
 * approval to today.
 */
export async function recordClaimPayment(
  actor: Actor,
  claimId: number,
  body: ActionInput<typeof claimPaymentSchema>,
): Promise<ClaimDetailsDto> {
  const id = await claimTransaction(async (tx) => {
    const claim = await lockClaimFor(tx, actor, claimId, "recordPayment");
    const { paidAt, reference } = actionInput(claimPaymentSchema, body);
    const now = new Date();
    const approvedOn = todayIso("America/New_York", claim.decidedAt ?? claim.updatedAt);
    if (paidAt < approvedOn) {
      throw validationFailure([{ path: "paidAt", message: CLAIM_MESSAGES.paidBeforeApproval(formatCalendarDate(approvedOn)) }]);
    }
    if (paidAt > todayIso("America/New_York", now)) throw validationFailure([{ path: "paidAt", message: CLAIM_MESSAGES.paidInFuture }]);
    await moveClaimStatus(tx, claim, "PAID", {
      paidAt: new Date(`${paidAt}T00:00:00Z`),
      paymentReference: reference,
      paidAmount: claim.amount,
      paymentRecordedById: actor.id,
      paymentRecordedAt: now,
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "claim.paid",
      subjectType: "Claim",
      subjectId: claim.id,
      before: { status: claim.status },
      after: { status: "PAID", paidAt, reference, paidAmount: money(claim.amount), policyId: claim.policyId },
    });
    await notifyClaim(tx, claim.id, "paid");
    return claim.id;
  });
  return getClaimDetails(actor, id);
}
