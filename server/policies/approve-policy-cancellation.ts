import "server-only";
import { isoDate } from "@/lib/api/serialize";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { applyPolicyCancellation } from "./apply-policy-cancellation";
import { getPolicyDetails } from "./get-policy-details";
import { lockPolicyFor, policyTransaction } from "./policy-access";

/**
 * POST /api/policy/{id}/cancellation-request/approve (underwriter, admin; CANCELLATION_REQUESTED):
 * cancels the policy on the requested date for the requested reason (applyPolicyCancellation).
 * Concurrent approvals queue on the policy's lock; the later ones find it CANCELLED (409).
 */
export async function approvePolicyCancellation(actor: Actor, policyId: unknown): Promise<PolicyDetailsDto> {
  const id = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "approveCancellation");
    const request = await tx.cancellation.findFirstOrThrow({ where: { policyId: policy.id, status: "REQUESTED" } });
    await applyPolicyCancellation(
      tx,
      actor,
      policy,
      {
        id: request.id,
        reason: request.reason,
        cancellationDate: isoDate(request.cancellationDate)!,
        status: "APPROVED",
        requestedById: request.requestedById,
      },
      { action: "policy.cancellationApproved" },
    );
    return policy.id;
  });
  return getPolicyDetails(actor, id);
}
