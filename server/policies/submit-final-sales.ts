import "server-only";
import { validationFailure } from "@/lib/api/errors";
import { isoDate, money } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { finalSalesSchema, POLICY_MESSAGES } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { salesPeriodRunning } from "@/lib/policies/promotion-terms";
import { todayIso } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { getPolicyDetails } from "./get-policy-details";
import { notifyPolicyUnderwriters } from "./notify-policy";
import { lockPolicyFor, movePolicyStatus, policyTransaction } from "./policy-access";
import { actionInput, type ActionInput } from "@/server/http/action-input";

/**
 * POST /api/policy/{id}/final-sales (broker, admin; a LIVE promotion): the broker reports the final
 * sales once the promotional period has ended. A report after the final sales notification date
 * (the day after the period ends, spec §9) is taken but marked late for the underwriter, who
 * reviews it (review-final-sales.ts). The policy is FINAL_SALES_SUBMITTED; underwriters are emailed.
 */
export async function submitFinalSales(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof finalSalesSchema>,
): Promise<PolicyDetailsDto> {
  const id = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "submitFinalSales");
    const { finalSalesAmount } = actionInput(finalSalesSchema, body);
    const today = todayIso();
    // The rule the policy page offers the action by (policyActionOpenOn).
    const running = salesPeriodRunning(
      { promotionPeriodUntil: isoDate(policy.quotationVersion.promotionPeriodUntil), dateUntil: isoDate(policy.dateUntil)! },
      today,
    );
    if (running !== null) {
      throw validationFailure([{ path: "finalSalesAmount", message: POLICY_MESSAGES.promotionNotEnded(formatCalendarDate(running)) }]);
    }
    const dueBy = isoDate(policy.finalSalesDate);
    const late = dueBy !== null && today > dueBy;
    const revision = await tx.finalSalesRevision.create({
      data: {
        policyId: policy.id,
        reportedAmount: finalSalesAmount,
        finalSalesAmount,
        premium: policy.premium,
        late,
        status: "SUBMITTED",
        submittedById: actor.id,
      },
    });
    await movePolicyStatus(tx, policy, "FINAL_SALES_SUBMITTED");
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "policy.finalSalesSubmitted",
      subjectType: "Policy",
      subjectId: policy.id,
      before: { status: policy.status },
      after: { status: "FINAL_SALES_SUBMITTED", reportedAmount: finalSalesAmount, late, finalSalesRevisionId: revision.id },
    });
    await notifyPolicyUnderwriters(
      tx,
      policy,
      late ? "final sales reported late" : "final sales reported",
      `The final sales of ${policy.itemName} (${policy.insuredName}) wait for your review.`,
      [
        `Final sales reported: ${formatMoney(finalSalesAmount)}`,
        `Deposit limit: ${formatMoney(money(policy.aggregateLimit))}`,
        ...(dueBy ? [`Due by: ${formatCalendarDate(dueBy)}${late ? " (reported late)" : ""}`] : []),
      ],
    );
    return policy.id;
  });
  return getPolicyDetails(actor, id);
}
