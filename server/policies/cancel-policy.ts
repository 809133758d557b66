import "server-only";
import { cancelPolicySchema } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { applyPolicyCancellation } from "./apply-policy-cancellation";
import { checkCancellationDate } from "./cancellation-date";
import { getPolicyDetails } from "./get-policy-details";
import { lockPolicyFor, policyTransaction } from "./policy-access";
import { actionInput, type ActionInput } from "@/server/http/action-input";

/**
 * POST /api/policy/{id}/cancel (underwriter, admin; LIVE or CANCELLATION_REQUESTED): cancels the
 * policy directly on the underwriter's date and reason. An open request is closed as superseded
 * (CANCELLED with no endorsement of its own); the cancellation made here carries the endorsement
 * and the credit invoice.
 */
export async function cancelPolicy(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof cancelPolicySchema>,
): Promise<PolicyDetailsDto> {
  const id = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "cancel");
    const { reason, cancellationDate } = actionInput(cancelPolicySchema, body);
    checkCancellationDate(policy, cancellationDate);
    await tx.cancellation.updateMany({
      where: { policyId: policy.id, status: "REQUESTED" },
      data: {
        status: "CANCELLED",
        rejectionReason: "Closed: the policy was cancelled directly on the underwriter's own terms",
        decidedById: actor.id,
        decidedAt: new Date(),
      },
    });
    const cancellation = await tx.cancellation.create({
      data: {
        policyId: policy.id,
        reason,
        cancellationDate: new Date(`${cancellationDate}T00:00:00Z`),
        status: "CANCELLED",
        requestedById: actor.id,
      },
    });
    await applyPolicyCancellation(
      tx,
      actor,
      policy,
      { id: cancellation.id, reason, cancellationDate, status: "CANCELLED", requestedById: actor.id },
      { action: "policy.cancelled" },
    );
    return policy.id;
  });
  return getPolicyDetails(actor, id);
}
