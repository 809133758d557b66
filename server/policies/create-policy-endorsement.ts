import "server-only";
import Decimal from "decimal.js";
import { AppError, validationFailure } from "@/lib/api/errors";
import { isoDate, money } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { createEndorsementSchema, POLICY_MESSAGES, type CoverageChange } from "@/lib/policies/policy-action-schemas";
import type { PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import { todayIso } from "@/lib/quotations/quotation-schema";
import { PERIL_LABELS } from "@/lib/rater/perils";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import type { Tx } from "@/server/db";
import { withinCoverageFreeze } from "@/server/quotations/referral-rules";
import { feesOf } from "@/lib/pricing/fees";
import { parseRateRequest, rateQuote } from "@/server/rater/rate-quote";
import { getAppConfig } from "@/server/settings/get-app-config";
import { boundTermsOf } from "./bound-terms";
import { endorsedTerms, type EndorsedTerms } from "./endorsed-terms";
import { ensureBinderRoom } from "./ensure-binder-room";
import { endorsementDto, peopleById } from "./get-policy-details";
import { issuePolicyInvoice } from "./issue-policy-invoice";
import { nextEndorsementNumber } from "./next-endorsement-number";
import { policyDocumentLinks } from "@/server/documents/policy-document-links";
import { invoiceEmailLine, notifyPolicyBroker } from "./notify-policy";
import { lockPolicyFor, policyTransaction, type LockedPolicy } from "./policy-access";
import { perilTermsOf, replacePolicyTerms, type NewPerilTerms } from "./replace-policy-terms";
import { actionInput, type ActionInput } from "@/server/http/action-input";

type Config = Awaited<ReturnType<typeof getAppConfig>>;

/** The priced change of the cover: new terms, premiums, fees and limits, before anything is written. */
type PricedChange = {
  terms: EndorsedTerms;
  perils: NewPerilTerms[];
  premiumBefore: Decimal;
  premiumAfter: Decimal;
  fees: { total: Decimal; observerChange: Decimal; lightningChange: Decimal };
  aggregateLimit: Decimal;
  policyDates: { dateFrom: string; dateUntil: string; finalSalesDate: string | null };
};

const frozen = () => validationFailure([{ path: "changes", message: POLICY_MESSAGES.coverageWithin10Days }]);

/** Re-rates the endorsed terms (D47): changed perils get the rater's premium, the others keep theirs. */
async function priceChange(policy: LockedPolicy, changes: CoverageChange, config: Config): Promise<PricedChange> {
  const current = policy.quotationVersion;
  if (withinCoverageFreeze(current)) throw frozen();
  const terms = endorsedTerms(current, changes);
  if (
    withinCoverageFreeze({ kind: current.kind, datesOfCoverage: terms.version.datesOfCoverage, promotionDate: terms.version.promotionDate })
  )
    throw frozen();

  const hours =
    current.kind === "EVENT" && terms.version.hoursOfCoverageFrom && terms.version.hoursOfCoverageTo
      ? { from: terms.version.hoursOfCoverageFrom, to: terms.version.hoursOfCoverageTo }
      : undefined;
  let rating: RateQuoteResultDto | null = null;
  if (terms.reRate.size > 0) {
    rating = await rateQuote(
      parseRateRequest({
        zipCode: current.locationZipCode ?? "",
        dates: terms.dates,
        hoursOfCoverage: hours,
        perils: terms.perils.map((p) => ({ peril: p.peril, threshold: p.threshold ?? undefined, limitPerDay: p.limitPerDay })),
        claimsVerificationSource: current.claimsVerificationSource,
        priorLoss: current.priorLoss === true,
      }),
    );
  }
  const had = new Map(current.perils.filter((p) => p.selected).map((p) => [p.peril, p]));
  const perils: NewPerilTerms[] = [];
  for (const option of terms.perils) {
    const kept = had.get(option.peril);
    if (!terms.reRate.has(option.peril) && kept) {
      perils.push(perilTermsOf(kept));
      continue;
    }
    const rated = rating?.options.find((o) => o.peril === option.peril);
    if (!rated || !rated.quotable || rated.premium === null) {
      throw validationFailure([
        {
          path: `changes.coverage.${option.peril}`,
          message: POLICY_MESSAGES.notQuotable(PERIL_LABELS[option.peril], rated?.reason ?? null),
        },
      ]);
    }
    perils.push({
      peril: option.peril,
      threshold: option.threshold,
      limitPerDay: option.limitPerDay,
      limit: rated.limit,
      rate: rated.rate,
      probability: rated.probability,
      samples: rated.samples,
      hits: rated.hits,
      premiumFromRater: rated.premium,
      premiumAfterReview: null,
      premium: rated.premium,
      quotable: true,
      reason: null,
    });
  }
  const premiumBefore = new Decimal(policy.premium.toString());
  const premiumAfter = perils.reduce((sum, p) => sum.plus(String(p.premium ?? 0)), new Decimal(0));

  const oldFees = boundTermsOf({ ...current, perils: current.perils }, config).fees;
  const newFees = feesOf({
    perils: perils.map((p) => p.peril),
    eventDates: terms.dates,
    hoursOfCoverage: hours,
    claimsVerificationSource: current.claimsVerificationSource,
    weatherWorksFee: config.weatherWorksFee.toString(),
    lightningFee: config.lightningFee.toString(),
  });
  // The minimum premium applies to premium and fees together, as on a quotation (priceVersion, D31).
  if (premiumAfter.plus(newFees.total).lessThan(config.minimumPremium.toString())) {
    throw validationFailure([{ path: "changes", message: POLICY_MESSAGES.belowMinimumPremium }]);
  }
  const after = boundTermsOf(
    {
      ...current,
      ...terms.version,
      fees: newFees.total,
      perils: perils.map((p) => ({
        peril: p.peril,
        limitPerDay: p.limitPerDay === null || p.limitPerDay === undefined ? null : String(p.limitPerDay),
        premium: String(p.premium),
        selected: true,
      })),
    },
    config,
  );
  return {
    terms,
    perils,
    premiumBefore,
    premiumAfter,
    fees: {
      total: newFees.total,
      observerChange: newFees.observer.minus(oldFees.observer),
      lightningChange: newFees.lightning.minus(oldFees.lightning),
    },
    aggregateLimit: after.aggregateLimit,
    policyDates: { dateFrom: after.dateFrom, dateUntil: after.dateUntil, finalSalesDate: after.finalSalesDate },
  };
}

/** Writes a priced cover change: new terms version, policy figures, and the invoice of the difference. */
async function applyChange(tx: Tx, policy: LockedPolicy, endorsementId: number, number: number, priced: PricedChange) {
  await ensureBinderRoom(tx, policy, priced.aggregateLimit, "changes.limitPerDay");
  await replacePolicyTerms(tx, policy, {
    label: `Endorsement No. ${number}`,
    version: {
      ...priced.terms.version,
      fees: priced.fees.total.toFixed(2),
      totalPremium: priced.premiumAfter.plus(priced.fees.total).toFixed(2),
    },
    perils: priced.perils,
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
  const premiumChange = priced.premiumAfter.minus(priced.premiumBefore);
  if (premiumChange.isZero() && priced.fees.observerChange.isZero() && priced.fees.lightningChange.isZero()) return null;
  return issuePolicyInvoice(tx, policy, {
    kind: "ENDORSEMENT",
    premium: premiumChange.toFixed(2),
    fees: { observer: priced.fees.observerChange.toFixed(2), lightning: priced.fees.lightningChange.toFixed(2) },
    endorsementId,
  });
}

/**
 * POST /api/policy/{id}/endorsement (underwriter, admin; any status but CANCELLED): the next
 * endorsement of the policy, numbered 1, 2, 3 … under the policy's row lock. With `changes`, the
 * cover changes (D47): the new terms are checked like the wizard's and priced by the rater before
 * any lock is taken, then written in one transaction — a new terms version, the policy's premium,
 * limit and period, and an ENDORSEMENT invoice of the additional or return premium and fees —
 * provided the terms priced are still the policy's. The broker is emailed.
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

  let priced: PricedChange | null = null;
  let pricedVersionId: number | null = null;
  if (coverChange) {
    priced = await priceChange(checked.policy, coverChange, config);
    pricedVersionId = checked.policy.quotationVersionId;
  }

  const endorsement = await policyTransaction(async (tx) => {
    const policy = await lockPolicyFor(tx, actor, policyId, "createEndorsement");
    if (pricedVersionId !== null && policy.quotationVersionId !== pricedVersionId) {
      throw new AppError("CONFLICT", "The policy's cover changed while this endorsement was priced: reload the policy and try again");
    }
    const endorsementNumber = await nextEndorsementNumber(tx, policy.id);
    const premiumChange = priced ? priced.premiumAfter.minus(priced.premiumBefore) : null;
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
