import "server-only";
import Decimal from "decimal.js";
import { isoDate, money } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { cancellationReturn } from "@/lib/policies/cancellation-return";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import type { Tx } from "@/server/db";
import { policyDocumentLinks } from "@/server/documents/policy-document-links";
import { issuePolicyInvoice } from "./issue-policy-invoice";
import { nextEndorsementNumber } from "./next-endorsement-number";
import { invoiceEmailLine, notifyPolicyBroker } from "./notify-policy";
import { movePolicyStatus, type LockedPolicy } from "./policy-access";

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * What every cancellation produces (issue 11 item 4), inside the caller's transaction and under the
 * policy's row lock: the return premium of lib/policies/cancellation-return.ts, a cancellation
 * endorsement numbered in the policy's sequence, a CANCELLATION invoice crediting the returned
 * premium with its taxes and commission (invoiceFigures with signed amounts), the policy CANCELLED
 * with its premium reduced to what was earned, the cancellation row closed, the audit event and
 * the broker's email.
 */
export async function applyPolicyCancellation(
  tx: Tx,
  actor: Actor,
  policy: LockedPolicy,
  cancellation: { id: number; reason: string; cancellationDate: string; status: "APPROVED" | "CANCELLED"; requestedById: number | null },
  audit: { action: "policy.cancellationApproved" | "policy.cancelled" },
) {
  const premium = new Decimal(policy.premium.toString());
  const outcome = cancellationReturn({ premium, inception: isoDate(policy.dateFrom)!, cancellationDate: cancellation.cancellationDate });
  const returned = new Decimal(outcome.returnPremium);
  const premiumAfter = premium.minus(returned);
  const day = formatCalendarDate(cancellation.cancellationDate);

  const endorsement = await tx.endorsement.create({
    data: {
      policyId: policy.id,
      endorsementNumber: await nextEndorsementNumber(tx, policy.id),
      kind: "CANCELLATION",
      title: "Cancellation of the policy",
      content:
        `It is agreed that this policy is cancelled with effect from ${day}.\n\n` +
        `Reason: ${cancellation.reason}\n\n` +
        `${outcome.explanation} Return premium: ${formatMoney(returned.toFixed(2))}.`,
      effectiveDate: asDate(cancellation.cancellationDate),
      premiumChange: returned.negated().toFixed(2),
      premiumAfter: premiumAfter.toFixed(2),
      createdById: actor.id,
    },
  });
  const invoice = await issuePolicyInvoice(tx, policy, {
    kind: "CANCELLATION",
    premium: returned.negated().toFixed(2),
    endorsementId: endorsement.id,
  });
  await tx.cancellation.update({
    where: { id: cancellation.id },
    data: {
      status: cancellation.status,
      returnPremium: returned.toFixed(2),
      endorsementId: endorsement.id,
      decidedById: actor.id,
      decidedAt: new Date(),
    },
  });
  await movePolicyStatus(tx, policy, "CANCELLED", { premium: premiumAfter.toFixed(2) });

  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: audit.action,
    subjectType: "Policy",
    subjectId: policy.id,
    before: { status: policy.status, premium: money(policy.premium) },
    after: {
      status: "CANCELLED",
      reason: cancellation.reason,
      cancellationDate: cancellation.cancellationDate,
      returnPremium: returned.toFixed(2),
      premium: premiumAfter.toFixed(2),
      endorsementNumber: endorsement.endorsementNumber,
      invoiceNumber: invoice.invoiceNumber,
      amountDue: money(invoice.amountDue),
    },
  });
  await notifyPolicyBroker(
    tx,
    policy,
    "cancelled",
    `The policy is cancelled with effect from ${day}.`,
    [
      `Reason: ${cancellation.reason}`,
      `Return premium: ${formatMoney(returned.toFixed(2))}`,
      `Cancellation endorsement No. ${endorsement.endorsementNumber}`,
      invoiceEmailLine(invoice),
    ],
    await policyDocumentLinks(tx, policy.id, {
      endorsement: { id: endorsement.id, endorsementNumber: endorsement.endorsementNumber, cancellation: true },
      invoice: { id: invoice.id, invoiceNumber: invoice.invoiceNumber, credit: true },
    }),
  );
  return { endorsement, invoice, outcome };
}
