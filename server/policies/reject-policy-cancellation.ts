import "server-only";
import { isoDate } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { rejectCancellationSchema } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { getPolicyDetails } from "./get-policy-details";
import { notifyPolicyBroker } from "./notify-policy";
import { lockPolicyFor, movePolicyStatus, policyTransaction } from "./policy-access";
import { actionInput, type ActionInput } from "@/server/http/action-input";

/**
 * POST /api/policy/{id}/cancellation-request/reject (underwriter, admin; CANCELLATION_REQUESTED):
 * the request is closed as rejected with the underwriter's reason, the policy is LIVE again and
 * the broker is told why.
 */
export async function rejectPolicyCancellation(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof rejectCancellationSchema>,
): Promise<PolicyDetailsDto> {
  const id = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "rejectCancellation");
    const { reason } = actionInput(rejectCancellationSchema, body);
    const request = await tx.cancellation.findFirstOrThrow({ where: { policyId: policy.id, status: "REQUESTED" } });
    await tx.cancellation.update({
      where: { id: request.id },
      data: { status: "REJECTED", rejectionReason: reason, decidedById: actor.id, decidedAt: new Date() },
    });
    await movePolicyStatus(tx, policy, "LIVE");
    const requestedDay = isoDate(request.cancellationDate)!;
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "policy.cancellationRejected",
      subjectType: "Policy",
      subjectId: policy.id,
      before: { status: policy.status, cancellationDate: requestedDay },
      after: { status: "LIVE", reason },
    });
    await notifyPolicyBroker(
      tx,
      policy,
      "cancellation request rejected",
      `${actor.firstName} ${actor.lastName} (${actor.companyName}) rejected the request to cancel the policy. The policy stays live.`,
      [
        `Requested cancellation date: ${formatCalendarDate(requestedDay)}`,
        `Reason for the request: ${request.reason}`,
        `Reason for the rejection: ${reason}`,
      ],
    );
    return policy.id;
  });
  return getPolicyDetails(actor, id);
}
