import "server-only";
import Decimal from "decimal.js";
import { COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT, MESSAGES, PRIOR_LOSS_YEARS } from "@/lib/quotations/quotation-schema";
import { formatMoney } from "@/lib/format/money";
import { PERIL_LABELS, type PerilName } from "@/lib/rater/perils";
import { coverageFrozen } from "@/lib/quotations/coverage-freeze";
import { ratedDates, startDateOf } from "./version-content";

/** "$250,000" or "$250,000.50": cents only when there are some. */
const dollars = (d: Decimal.Value) => {
  const amount = new Decimal(d);
  return formatMoney(amount, { cents: !amount.isInteger() });
};

type Config = {
  minimumPremium: Decimal.Value | { toString(): string };
  maximumLimitPerDay: { toString(): string };
  maximumLimit: { toString(): string };
  maximumEventDays: number;
};

/** Coverage changes are refused within 10 days of the event start (spec §9; lib/quotations/coverage-freeze.ts). */
export function withinCoverageFreeze(
  version: { kind: string | null; datesOfCoverage: Date[]; promotionDate: Date | null },
  now = new Date(),
): boolean {
  return coverageFrozen(startDateOf(version), now);
}

/**
 * The referral rules of DESIGN.md §5, applied after rating: why an underwriter must look at the
 * quotation before the broker can use it. No reason means the quotation is READY.
 */
export function referralReasons(
  version: {
    kind: string | null;
    datesOfCoverage: Date[];
    promotionDate: Date | null;
    limitPerDay: { toString(): string } | null;
    priorLoss: boolean | null;
  },
  perils: { peril: PerilName; quotable: boolean; reason: string | null }[],
  total: Decimal,
  config: Config,
  now = new Date(),
): string[] {
  const reasons: string[] = [];
  for (const p of perils) {
    if (!p.quotable) reasons.push(`${PERIL_LABELS[p.peril]} is not quotable${p.reason ? `: ${p.reason}` : ""}`);
  }
  if (total.lt(config.minimumPremium.toString())) reasons.push(MESSAGES.belowMinimumPremium);
  const days = ratedDates(version).length;
  const limitPerDay = new Decimal(version.limitPerDay?.toString() ?? 0);
  if (limitPerDay.gt(config.maximumLimitPerDay.toString())) {
    reasons.push(`The limit per day of ${dollars(limitPerDay)} is above the maximum of ${dollars(config.maximumLimitPerDay.toString())}`);
  }
  const aggregate = limitPerDay.times(days);
  if (aggregate.gt(config.maximumLimit.toString())) {
    reasons.push(`The aggregate limit of ${dollars(aggregate)} is above the maximum of ${dollars(config.maximumLimit.toString())}`);
  }
  if (version.kind === "EVENT" && days > config.maximumEventDays) {
    reasons.push(`The event lasts ${days} days, more than the maximum of ${config.maximumEventDays}`);
  }
  if (version.priorLoss) reasons.push(`A loss was reported in the last ${PRIOR_LOSS_YEARS} years`);
  if (withinCoverageFreeze(version, now)) reasons.push(`The cover starts within ${COVERAGE_CHANGE_MIN_DAYS_BEFORE_EVENT} days`);
  return reasons;
}
