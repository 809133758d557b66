import "server-only";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { declineClaimSchema } from "@/lib/claims/claim-schemas";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { claimTransaction, lockClaimFor, moveClaimStatus } from "./claim-access";
import { getClaimDetails } from "./get-claim-details";
import { notifyClaim } from "./notify-claim";

/**
 * POST /api/claim/{claimId}/decline (underwriters, admins; NOTIFIED or DETERMINED): the claim is
 * closed as declined with the underwriter's reason, which the broker (and the insured) are told.
 */
export async function declineClaim(actor: Actor, claimId: number, body: ActionInput<typeof declineClaimSchema>): Promise<ClaimDetailsDto> {
  const id = await claimTransaction(async (tx) => {
    const claim = await lockClaimFor(tx, actor, claimId, "decline");
    const { reason } = actionInput(declineClaimSchema, body);
    await moveClaimStatus(tx, claim, "DECLINED", { declineReason: reason, decidedById: actor.id, decidedAt: new Date() });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "claim.declined",
      subjectType: "Claim",
      subjectId: claim.id,
      before: { status: claim.status },
      after: { status: "DECLINED", reason, policyId: claim.policyId },
    });
    await notifyClaim(tx, claim.id, "declined");
    return claim.id;
  });
  return getClaimDetails(actor, id);
}
