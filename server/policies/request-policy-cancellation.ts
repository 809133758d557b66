import "server-only";
import { formatCalendarDate } from "@/lib/format/date-time";
import { cancellationRequestSchema, POLICY_MESSAGES } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { AppError, validationFailure } from "@/lib/api/errors";
import { MESSAGES, todayIso } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { checkCancellationDate } from "./cancellation-date";
import { getPolicyDetails } from "./get-policy-details";
import { notifyPolicyUnderwriters } from "./notify-policy";
import { lockPolicyFor, movePolicyStatus, policyTransaction } from "./policy-access";
import { actionInput, type ActionInput } from "@/server/http/action-input";

const isOpenRequestConflict = (error: unknown) => (error as { code?: string })?.code === "P2002";

/**
 * POST /api/policy/{id}/cancellation-request (broker, admin; LIVE): records the request with its
 * reason and date (from today to the end of the policy period), moves the policy to CANCELLATION_REQUESTED and emails the underwriters. One open
 * request per policy: the status guard, and a partial unique index behind it.
 */
export async function requestPolicyCancellation(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof cancellationRequestSchema>,
): Promise<PolicyDetailsDto> {
  try {
    const id = await policyTransaction(async (tx) => {
      const policy = await lockPolicyFor(tx, actor, policyId, "requestCancellation");
      const { reason, cancellationDate } = actionInput(cancellationRequestSchema, body);
      checkCancellationDate(policy, cancellationDate);
      // A broker cannot backdate a cancellation (it would earn a return for days already covered,
      // D45); an underwriter's own cancel may, from the bind day on.
      if (cancellationDate < todayIso()) throw validationFailure([{ path: "cancellationDate", message: MESSAGES.pastDate }]);
      const request = await tx.cancellation.create({
        data: {
          policyId: policy.id,
          reason,
          cancellationDate: new Date(`${cancellationDate}T00:00:00Z`),
          status: "REQUESTED",
          requestedById: actor.id,
        },
      });
      await movePolicyStatus(tx, policy, "CANCELLATION_REQUESTED");
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "policy.cancellationRequested",
        subjectType: "Policy",
        subjectId: policy.id,
        before: { status: policy.status },
        after: { status: "CANCELLATION_REQUESTED", reason, cancellationDate, cancellationId: request.id },
      });
      await notifyPolicyUnderwriters(
        tx,
        policy,
        "cancellation requested",
        `${actor.firstName} ${actor.lastName} asks to cancel the policy of ${policy.insuredName}.`,
        [`Cancellation date: ${formatCalendarDate(cancellationDate)}`, `Reason: ${reason}`],
      );
      return policy.id;
    });
    return getPolicyDetails(actor, id);
  } catch (error) {
    if (isOpenRequestConflict(error)) throw new AppError("INVALID_STATE_TRANSITION", POLICY_MESSAGES.requestAlreadyOpen);
    throw error;
  }
}
