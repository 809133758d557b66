import "server-only";
import Decimal from "decimal.js";
import { validationFailure, type ValidationDetail } from "@/lib/api/errors";
import { feesOf } from "@/lib/pricing/fees";
import { POLICY_MESSAGES, type CoverageChange } from "@/lib/policies/policy-action-schemas";
import type { PerilPricing } from "@/lib/policies/endorsement-preview";
import { PERIL_LABELS, type PerilName } from "@/lib/rater/perils";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { Tx } from "@/server/db";
import { withinCoverageFreeze } from "@/server/quotations/referral-rules";
import { parseRateRequest, rateQuote } from "@/server/rater/rate-quote";
import type { getAppConfig } from "@/server/settings/get-app-config";
import { boundTermsOf } from "./bound-terms";
import { endorsedTerms, type EndorsedTerms } from "./endorsed-terms";
import { policyInvoiceFigures, type PolicyInvoiceFigures } from "./issue-policy-invoice";
import type { LockedPolicy } from "./policy-access";
import { perilTermsOf, type NewPerilTerms } from "./replace-policy-terms";

// The price of a cover-changing endorsement (decisions D47, D104), in two steps: the rater's answers
// for the perils priced again (rateEndorsement, with no lock held and nothing written), then every
// figure of the endorsement from them (priceEndorsement): each peril's premium, the fees, the
// premium change and the invoice's figures with taxes and commission. The preview
// (preview-policy-endorsement.ts) shows what priceEndorsement answers; the issue
// (create-policy-endorsement.ts) calls it again under the policy's lock and writes what it answers.

type Config = Awaited<ReturnType<typeof getAppConfig>>;
type Peril = LockedPolicy["quotationVersion"]["perils"][number];

/** A peril of the new terms: what is stored, how its premium was reached, and what it was. */
export type PricedPeril = {
  terms: NewPerilTerms;
  pricing: PerilPricing;
  limitPerDayBefore: Decimal | null;
  premiumBefore: Decimal | null;
};

export type PricedEndorsement = {
  terms: EndorsedTerms;
  perils: PricedPeril[];
  /** Perils the change drops, with the premium they had. */
  removed: { peril: PerilName; premiumBefore: Decimal }[];
  premiumBefore: Decimal;
  premiumAfter: Decimal;
  premiumChange: Decimal;
  fees: { total: Decimal; observerChange: Decimal; lightningChange: Decimal };
  aggregateLimitBefore: Decimal;
  aggregateLimit: Decimal;
  policyDates: { dateFrom: string; dateUntil: string; finalSalesDate: string | null };
  /** The ENDORSEMENT invoice's figures, or null when neither the premium nor a fee changes. */
  invoice: PolicyInvoiceFigures | null;
};

const frozen = () => validationFailure([{ path: "changes", message: POLICY_MESSAGES.coverageWithin10Days }]);
const dec = (v: { toString(): string } | null | undefined) => (v === null || v === undefined ? null : new Decimal(v.toString()));

/** The endorsed terms, refused inside the 10 days before the cover starts, now or after the change (D47). */
function termsOf(policy: LockedPolicy, changes: CoverageChange): EndorsedTerms {
  const current = policy.quotationVersion;
  if (withinCoverageFreeze(current)) throw frozen();
  const terms = endorsedTerms(current, changes);
  const moved = { kind: current.kind, datesOfCoverage: terms.version.datesOfCoverage, promotionDate: terms.version.promotionDate };
  if (withinCoverageFreeze(moved)) throw frozen();
  return terms;
}

/** An underwriter set the peril's premium (at review, or on an earlier endorsement): not the rater's figure. */
const byUnderwriter = (p: Peril) => p.premiumAfterReview !== null || p.premiumFromRater === null;

/** Whether a peril's premium comes from the rater (not kept, not the underwriter's given or scaled one). */
function needsRater(policy: LockedPolicy, terms: EndorsedTerms, changes: CoverageChange, peril: PerilName): boolean {
  if (!terms.reRate.has(peril) || changes.premiums?.[peril] !== undefined) return false;
  const had = policy.quotationVersion.perils.find((p) => p.selected && p.peril === peril);
  return !(had && byUnderwriter(had) && terms.limitOnly.has(peril));
}

/**
 * The rater's answers for the new terms, when a peril needs them (null otherwise). Checks the
 * change first (VALIDATION_FAILURE under `changes`). Holds no lock and writes nothing.
 */
export async function rateEndorsement(policy: LockedPolicy, changes: CoverageChange): Promise<RateQuoteResultDto | null> {
  const current = policy.quotationVersion;
  const terms = termsOf(policy, changes);
  if (!terms.perils.some((p) => needsRater(policy, terms, changes, p.peril))) return null;
  return rateQuote(
    parseRateRequest({
      zipCode: current.locationZipCode ?? "",
      dates: terms.dates,
      hoursOfCoverage: hoursOf(current, terms),
      perils: terms.perils.map((p) => ({ peril: p.peril, threshold: p.threshold ?? undefined, limitPerDay: p.limitPerDay })),
      claimsVerificationSource: current.claimsVerificationSource,
      priorLoss: current.priorLoss === true,
    }),
  );
}

function hoursOf(current: LockedPolicy["quotationVersion"], terms: EndorsedTerms) {
  return current.kind === "EVENT" && terms.version.hoursOfCoverageFrom && terms.version.hoursOfCoverageTo
    ? { from: terms.version.hoursOfCoverageFrom, to: terms.version.hoursOfCoverageTo }
    : undefined;
}

/**
 * Every figure of a cover change (D47, D104), from the policy as read and the rater's answers of
 * rateEndorsement. A peril whose terms stay keeps its premium. A peril priced again takes, in this
 * order: the underwriter's premium given in `changes.premiums`; for a peril the underwriter priced,
 * when only its limit per day changes, its premium scaled by the new limit over the old (the
 * underwriter's rate kept, half-up to cents); otherwise the rater's premium — or, when the rater
 * cannot price it, VALIDATION_FAILURE at `changes.premiums.<peril>` asking for the underwriter's.
 * Reads the state fee and commission for the invoice's figures; writes nothing.
 */
export async function priceEndorsement(
  tx: Tx,
  policy: LockedPolicy,
  changes: CoverageChange,
  rating: RateQuoteResultDto | null,
  config: Config,
): Promise<PricedEndorsement> {
  const current = policy.quotationVersion;
  const terms = termsOf(policy, changes);
  const hours = hoursOf(current, terms);
  const issues: ValidationDetail[] = [];
  const had = new Map(current.perils.filter((p) => p.selected).map((p) => [p.peril, p]));
  const oldLimitPerDay = dec(current.limitPerDay) ?? new Decimal(0);
  const days = terms.dates.length;

  const perils: PricedPeril[] = [];
  for (const option of terms.perils) {
    const kept = had.get(option.peril);
    const label = PERIL_LABELS[option.peril];
    const given = changes.premiums?.[option.peril];
    const before = {
      limitPerDayBefore: kept ? (dec(kept.limitPerDay) ?? oldLimitPerDay) : null,
      premiumBefore: kept ? dec(kept.premium) : null,
    };
    if (!terms.reRate.has(option.peril) && kept) {
      if (given !== undefined)
        issues.push({ path: `changes.premiums.${option.peril}`, message: POLICY_MESSAGES.premiumOfUnchangedPeril(label) });
      perils.push({ terms: perilTermsOf(kept), pricing: "kept", ...before });
      continue;
    }
    const rated = rating?.options.find((o) => o.peril === option.peril);
    const quotable = rated && rated.quotable && rated.premium !== null ? rated : null;
    const base = {
      peril: option.peril,
      threshold: option.threshold,
      limitPerDay: option.limitPerDay,
      limit: new Decimal(option.limitPerDay).times(days).toFixed(2),
    };
    if (given !== undefined) {
      perils.push({
        terms: {
          ...base,
          limit: quotable?.limit ?? base.limit,
          rate: quotable?.rate ?? null,
          probability: quotable?.probability ?? null,
          samples: quotable?.samples ?? null,
          hits: quotable?.hits ?? null,
          premiumFromRater: quotable?.premium ?? null,
          premiumAfterReview: given,
          premium: given,
          quotable: true,
          reason: quotable ? null : (rated?.reason ?? kept?.reason ?? null),
        },
        pricing: "underwriter",
        ...before,
      });
      continue;
    }
    if (kept && byUnderwriter(kept) && terms.limitOnly.has(option.peril) && kept.premium !== null) {
      // The underwriter's rate (premium ÷ limit) carries over to the new limit.
      const scaled = new Decimal(kept.premium.toString())
        .times(option.limitPerDay)
        .dividedBy(before.limitPerDayBefore!)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2);
      perils.push({
        terms: { ...perilTermsOf(kept), ...base, premiumFromRater: null, premiumAfterReview: scaled, premium: scaled, quotable: true },
        pricing: "scaled",
        ...before,
      });
      continue;
    }
    if (!quotable) {
      issues.push({ path: `changes.premiums.${option.peril}`, message: POLICY_MESSAGES.notQuotable(label, rated?.reason ?? null) });
      continue;
    }
    perils.push({
      terms: {
        ...base,
        limit: quotable.limit,
        rate: quotable.rate,
        probability: quotable.probability,
        samples: quotable.samples,
        hits: quotable.hits,
        premiumFromRater: quotable.premium,
        premiumAfterReview: null,
        premium: quotable.premium,
        quotable: true,
        reason: null,
      },
      pricing: "rater",
      ...before,
    });
  }
  for (const peril of Object.keys(changes.premiums ?? {}) as PerilName[]) {
    if (!terms.perils.some((p) => p.peril === peril))
      issues.push({ path: `changes.premiums.${peril}`, message: POLICY_MESSAGES.premiumOfUnchangedPeril(PERIL_LABELS[peril]) });
  }
  if (issues.length > 0) throw validationFailure(issues);

  const premiumBefore = new Decimal(policy.premium.toString());
  const premiumAfter = perils.reduce((sum, p) => sum.plus(String(p.terms.premium ?? 0)), new Decimal(0));
  const oldFees = boundTermsOf({ ...current, perils: current.perils }, config).fees;
  const newFees = feesOf({
    perils: perils.map((p) => p.terms.peril),
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
      perils: perils.map(({ terms: p }) => ({
        peril: p.peril,
        limitPerDay: p.limitPerDay === null || p.limitPerDay === undefined ? null : String(p.limitPerDay),
        premium: String(p.premium),
        selected: true,
      })),
    },
    config,
  );
  const fees = {
    total: newFees.total,
    observerChange: newFees.observer.minus(oldFees.observer),
    lightningChange: newFees.lightning.minus(oldFees.lightning),
  };
  const premiumChange = premiumAfter.minus(premiumBefore);
  const invoice =
    premiumChange.isZero() && fees.observerChange.isZero() && fees.lightningChange.isZero()
      ? null
      : await policyInvoiceFigures(tx, policy, {
          kind: "ENDORSEMENT",
          premium: premiumChange.toFixed(2),
          fees: { observer: fees.observerChange.toFixed(2), lightning: fees.lightningChange.toFixed(2) },
        });
  const wanted = new Set(terms.perils.map((p) => p.peril));
  return {
    terms,
    perils,
    removed: [...had.values()]
      .filter((p) => !wanted.has(p.peril))
      .map((p) => ({ peril: p.peril, premiumBefore: dec(p.premium) ?? new Decimal(0) })),
    premiumBefore,
    premiumAfter,
    premiumChange,
    fees,
    aggregateLimitBefore: new Decimal(policy.aggregateLimit.toString()),
    aggregateLimit: after.aggregateLimit,
    policyDates: { dateFrom: after.dateFrom, dateUntil: after.dateUntil, finalSalesDate: after.finalSalesDate },
    invoice,
  };
}
