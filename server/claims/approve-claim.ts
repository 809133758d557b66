import "server-only";
import { AppError } from "@/lib/api/errors";
import { money } from "@/lib/api/serialize";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { approveClaimSchema, CLAIM_MESSAGES } from "@/lib/claims/claim-schemas";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { claimTransaction, lockClaimFor, moveClaimStatus } from "./claim-access";
import { getClaimDetails } from "./get-claim-details";
import { notifyClaim } from "./notify-claim";

/**
 * POST /api/claim/{claimId}/approve (underwriters, admins; DETERMINED): the determined amount is
 * approved as it stands, and from now on it is fixed. A claim that pays nothing cannot be approved:
 * it is declined with the reason instead.
 */
export async function approveClaim(actor: Actor, claimId: number, body?: ActionInput<typeof approveClaimSchema>): Promise<ClaimDetailsDto> {
  const id = await claimTransaction(async (tx) => {
    const claim = await lockClaimFor(tx, actor, claimId, "approve");
    actionInput(approveClaimSchema, body);
    if (claim.amount === null || claim.amount.lte(0)) throw new AppError("INVALID_STATE_TRANSITION", CLAIM_MESSAGES.nothingToApprove);
    const decidedAt = new Date();
    await moveClaimStatus(tx, claim, "APPROVED", { decidedById: actor.id, decidedAt });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "claim.approved",
      subjectType: "Claim",
      subjectId: claim.id,
      before: { status: claim.status },
      after: { status: "APPROVED", amount: money(claim.amount), policyId: claim.policyId },
    });
    await notifyClaim(tx, claim.id, "approved");
    return claim.id;
  });
  return getClaimDetails(actor, id);
}
