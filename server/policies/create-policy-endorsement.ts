import "server-only";
import Decimal from "decimal.js";
import { AppError } from "@/lib/api/errors";
import { isoDate, money } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { createEndorsementSchema } from "@/lib/policies/policy-action-schemas";
import type { PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import { todayIso } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import type { Tx } from "@/server/db";
import { getAppConfig } from "@/server/settings/get-app-config";
import { ensureBinderRoom } from "./ensure-binder-room";
import { writePolicyInvoice } from "./issue-policy-invoice";
import { priceEndorsement, rateEndorsement, type PricedEndorsement } from "./price-policy-endorsement";
import { replacePolicyTerms } from "./replace-policy-terms";
import { endorsementDto, peopleById } from "./get-policy-details";
import { nextEndorsementNumber } from "./next-endorsement-number";
import { policyDocumentLinks } from "@/server/documents/policy-document-links";
import { invoiceEmailLine, notifyPolicyBroker } from "./notify-policy";
import { lockPolicyFor, policyTransaction, type LockedPolicy } from "./policy-access";
import { actionInput, type ActionInput } from "@/server/http/action-input";

/** Writes a priced cover change: new terms version, policy figures, and the invoice priceEndorsement worked out. */
async function applyChange(tx: Tx, policy: LockedPolicy, endorsementId: number, number: number, priced: PricedEndorsement) {
  await ensureBinderRoom(tx, policy, priced.aggregateLimit, "changes.limitPerDay");
  await replacePolicyTerms(tx, policy, {
    label: `Endorsement No. ${number}`,
    version: {
      ...priced.terms.version,
      fees: priced.fees.total.toFixed(2),
      totalPremium: priced.premiumAfter.plus(priced.fees.total).toFixed(2),
    },
    perils: priced.perils.map((p) => p.terms),
  });
  const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
  await tx.policy.update({
    where: { id: policy.id },
    data: {
      premium: priced.premiumAfter.toFixed(2),
      aggregateLimit: priced.aggregateLimit.toFixed(2),
      dateFrom: asDate(priced.policyDates.dateFrom),
      dateUntil: asDate(priced.policyDates.dateUntil),
      finalSalesDate: priced.policyDates.finalSalesDate ? asDate(priced.policyDates.finalSalesDate) : null,
    },
  });
  return priced.invoice ? writePolicyInvoice(tx, policy, priced.invoice, { endorsementId }) : null;
}

/**
 * POST /api/policy/{id}/endorsement (underwriter, admin; any status but CANCELLED): the next
 * endorsement of the policy, numbered 1, 2, 3 … under the policy's row lock. With `changes`, the
 * cover changes (D47, D104): the new terms are checked like the wizard's and the rater answers
 * before any lock is taken; then, in one transaction under the lock, priceEndorsement (the function
 * the preview shows) prices them and its figures are written — a new terms version, the policy's
 * premium, limit and period, and an ENDORSEMENT invoice of the additional or return premium and
 * fees — provided the terms rated are still the policy's. The broker is emailed.
 */
export async function createPolicyEndorsement(
  actor: Actor,
  policyId: unknown,
  body: ActionInput<typeof createEndorsementSchema>,
): Promise<PolicyEndorsementDto> {
  // Checked and read under a short lock of its own (404, 403, 409, then the body's 400), so the
  // rater runs with no lock held.
  const checked = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "createEndorsement");
    return { policy, body: actionInput(createEndorsementSchema, body) };
  });
  const { title, content, changes } = checked.body;
  const coverChange = changes && Object.keys(changes).length > 0 ? changes : null;
  const config = await getAppConfig();

  const rating = coverChange ? await rateEndorsement(checked.policy, coverChange) : null;
  const ratedVersionId = checked.policy.quotationVersionId;

  const endorsement = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "createEndorsement");
    if (coverChange && policy.quotationVersionId !== ratedVersionId) {
      throw new AppError("CONFLICT", "The policy's cover changed while this endorsement was priced: reload the policy and try again");
    }
    const priced = coverChange ? await priceEndorsement(tx, policy, coverChange, rating, config) : null;
    const endorsementNumber = await nextEndorsementNumber(tx, policy.id);
    const premiumChange = priced ? priced.premiumChange : null;
    const created = await tx.endorsement.create({
      data: {
        policyId: policy.id,
        endorsementNumber,
        kind: "GENERAL",
        title,
        content,
        effectiveDate: new Date(`${todayIso()}T00:00:00Z`),
        changes: priced ? priced.terms.lines : [],
        premiumChange: premiumChange && !premiumChange.isZero() ? premiumChange.toFixed(2) : null,
        premiumAfter: priced ? priced.premiumAfter.toFixed(2) : null,
        createdById: actor.id,
      },
    });
    const invoice = priced ? await applyChange(tx, policy, created.id, endorsementNumber, priced) : null;

    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "policy.endorsed",
      subjectType: "Policy",
      subjectId: policy.id,
      before: priced ? { premium: money(policy.premium), aggregateLimit: money(policy.aggregateLimit) } : undefined,
      after: {
        endorsementNumber,
        title,
        ...(priced
          ? {
              changes: priced.terms.lines.map((l) => `${l.label}: ${l.before} → ${l.after}`),
              premiumChange: premiumChange!.toFixed(2),
              premium: priced.premiumAfter.toFixed(2),
              aggregateLimit: priced.aggregateLimit.toFixed(2),
              ...(invoice ? { invoiceNumber: invoice.invoiceNumber, amountDue: money(invoice.amountDue) } : {}),
            }
          : {}),
      },
    });
    const lines = [`Endorsement No. ${endorsementNumber}: ${title}`, `Effective: ${formatCalendarDate(isoDate(created.effectiveDate)!)}`];
    if (priced) {
      lines.push(...priced.terms.lines.map((l) => `${l.label}: ${l.before} → ${l.after}`));
      if (premiumChange && !premiumChange.isZero())
        lines.push(`${premiumChange.isNegative() ? "Return" : "Additional"} premium: ${formatMoney(premiumChange.abs().toFixed(2))}`);
      if (invoice) lines.push(invoiceEmailLine(invoice));
    }
    await notifyPolicyBroker(
      tx,
      policy,
      `endorsement No. ${endorsementNumber}`,
      `${actor.firstName} ${actor.lastName} (${actor.companyName}) issued an endorsement to the policy of ${policy.insuredName}.`,
      lines,
      await policyDocumentLinks(tx, policy.id, {
        endorsement: { id: created.id, endorsementNumber },
        invoice: invoice
          ? { id: invoice.id, invoiceNumber: invoice.invoiceNumber, credit: new Decimal(invoice.amountDue.toString()).isNegative() }
          : null,
      }),
    );
    return tx.endorsement.findUniqueOrThrow({
      where: { id: created.id },
      include: { invoice: { select: { id: true, invoiceNumber: true } } },
    });
  });
  const people = await peopleById([endorsement.createdById]);
  return endorsementDto(endorsement, people.get(actor.id) ?? null);
}
