import "server-only";
import Decimal from "decimal.js";
import { money } from "@/lib/api/serialize";
import { formatMoney } from "@/lib/format/money";
import { finalSalesAdjustment } from "@/lib/policies/final-sales-adjustment";
import { finalSalesSchema } from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { ensureBinderRoom } from "./ensure-binder-room";
import { getPolicyDetails } from "./get-policy-details";
import { issuePolicyInvoice } from "./issue-policy-invoice";
import { invoiceEmailLine, notifyPolicyBroker } from "./notify-policy";
import { lockPolicyFor, movePolicyStatus, policyTransaction } from "./policy-access";
import { perilTermsOf, replacePolicyTerms } from "./replace-policy-terms";
import { actionInput, type ActionInput } from "@/server/http/action-input";

/**
 * POST /api/policy/{id}/final-sales/review (underwriter, admin; FINAL_SALES_SUBMITTED): the
 * underwriter confirms the reported final sales or corrects them. The sum insured becomes the final
 * sales and each peril's premium follows at its bound rate (lib/policies/final-sales-adjustment.ts,
 * D46); the new terms are the policy's from now on, the additional premium is invoiced (a
 * FINAL_SALES invoice, Kentucky's municipality tax included; none when it is 0.00), the revision
 * stores its figures, the policy is BOUND_UPDATED and the broker is emailed. Concurrent reviews apply once.
 */
export async function reviewFinalSales(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof finalSalesSchema>,
): Promise<PolicyDetailsDto> {
  const id = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "reviewFinalSales");
    const { finalSalesAmount } = actionInput(finalSalesSchema, body);
    const revision = await tx.finalSalesRevision.findFirstOrThrow({ where: { policyId: policy.id, status: "SUBMITTED" } });
    const insured = policy.quotationVersion.perils.filter((p) => p.selected);
    const adjustment = finalSalesAdjustment({
      finalSalesAmount,
      premium: policy.premium.toString(),
      perils: insured.map((p) => ({
        peril: p.peril,
        limit: (p.limit ?? p.limitPerDay ?? 0).toString(),
        premium: (p.premium ?? 0).toString(),
      })),
    });
    const limitAfter = new Decimal(adjustment.limitAfter);
    await ensureBinderRoom(tx, policy, limitAfter, "finalSalesAmount");

    await replacePolicyTerms(tx, policy, {
      label: `Final sales review`,
      version: { limitPerDay: adjustment.limitAfter },
      perils: insured.map((p) => {
        const adjusted = adjustment.perils.find((a) => a.peril === p.peril)!;
        return { ...perilTermsOf(p), limitPerDay: adjustment.limitAfter, limit: adjusted.limitAfter, premium: adjusted.premiumAfter };
      }),
    });
    // The new terms are the policy's before its invoice records them (D101).
    await movePolicyStatus(tx, policy, "BOUND_UPDATED", { premium: adjustment.premiumAfter, aggregateLimit: adjustment.limitAfter });
    // No additional premium is no premium transaction: no invoice, so no bordereau row (D46, D48).
    const invoice = new Decimal(adjustment.additionalPremium).isZero()
      ? null
      : await issuePolicyInvoice(tx, policy, {
          kind: "FINAL_SALES",
          premium: adjustment.additionalPremium,
          finalSalesRevisionId: revision.id,
        });
    await tx.finalSalesRevision.update({
      where: { id: revision.id },
      data: {
        status: "REVIEWED",
        finalSalesAmount: adjustment.finalSalesAmount,
        additionalPremiumDue: adjustment.additionalPremium,
        premium: adjustment.premiumAfter,
        municipalityTax: invoice?.municipalityTax ?? "0.00",
        premiumBefore: adjustment.premiumBefore,
        limitBefore: policy.aggregateLimit,
        limitAfter: adjustment.limitAfter,
        reviewedById: actor.id,
        reviewedAt: new Date(),
      },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "policy.finalSalesReviewed",
      subjectType: "Policy",
      subjectId: policy.id,
      before: {
        status: policy.status,
        premium: money(policy.premium),
        aggregateLimit: money(policy.aggregateLimit),
        reportedAmount: money(revision.reportedAmount),
      },
      after: {
        status: "BOUND_UPDATED",
        finalSalesAmount: adjustment.finalSalesAmount,
        additionalPremiumDue: adjustment.additionalPremium,
        premium: adjustment.premiumAfter,
        aggregateLimit: adjustment.limitAfter,
        invoiceNumber: invoice?.invoiceNumber ?? null,
        amountDue: invoice ? money(invoice.amountDue) : null,
      },
    });
    const corrected = !new Decimal(revision.reportedAmount.toString()).equals(adjustment.finalSalesAmount);
    await notifyPolicyBroker(
      tx,
      policy,
      "final sales reviewed",
      `${actor.firstName} ${actor.lastName} (${actor.companyName}) reviewed the final sales of ${policy.itemName}.`,
      [
        `Final sales: ${formatMoney(adjustment.finalSalesAmount)}${corrected ? ` (reported: ${formatMoney(money(revision.reportedAmount))})` : ""}`,
        `Additional premium: ${formatMoney(adjustment.additionalPremium)}`,
        `Premium now: ${formatMoney(adjustment.premiumAfter)}`,
        ...(invoice ? [invoiceEmailLine(invoice)] : []),
      ],
    );
    return policy.id;
  });
  return getPolicyDetails(actor, id);
}
