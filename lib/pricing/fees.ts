import Decimal from "decimal.js";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";

// The fee and minimum-premium rules of the price (DESIGN.md §6 step 4), as pure functions on exact
// decimals. The rater, the quotation's totals, bind, endorsements and the screens that show a price
// as the user changes it (wizard, select options, review) all call these: there is no other copy.

/** An amount or a rate as a decimal string, a number or anything that prints as one (a Prisma Decimal). */
export type DecimalValue = string | number | { toString(): string };

const dec = (value: DecimalValue) => new Decimal(typeof value === "number" ? value : value.toString());

export type FeeInput = {
  perils: PerilName[];
  /** The covered days (ISO YYYY-MM-DD): the event's dates, or the promotion's draw date. */
  eventDates: string[];
  /** Hours of coverage (hh:mm) of an event; the whole day when left out. */
  hoursOfCoverage?: { from: string; to: string };
  claimsVerificationSource: ClaimsVerificationSourceName;
  /** Off-site observer fee per covered day per observed peril (`weatherWorksFee`). */
  weatherWorksFee: DecimalValue;
  /** Lightning verification fee per started 72 hours of cover (`lightningFee`). */
  lightningFee: DecimalValue;
};

export type Fees = {
  observer: Decimal;
  lightning: Decimal;
  lightningPeriods: number;
  coveredHours: number;
  observedPerils: number;
  total: Decimal;
};

/**
 * Fees: with an off-site observer, `weatherWorksFee` per event day per peril verified by the
 * observer (lightning is verified by the lightning source); lightning's `lightningFee` per started
 * 72 hours of cover, counted from the first day's start to the last day's end. No dates: no fees.
 */
export function feesOf(input: FeeInput): Fees {
  const days = input.eventDates.length;
  const observedPerils = input.perils.filter((p) => p !== "lightning").length;
  if (days === 0) {
    return {
      observer: new Decimal(0),
      lightning: new Decimal(0),
      lightningPeriods: 0,
      coveredHours: 0,
      observedPerils,
      total: new Decimal(0),
    };
  }
  const observer =
    input.claimsVerificationSource === "OFFSITE_OBSERVER" ? dec(input.weatherWorksFee).times(days).times(observedPerils) : new Decimal(0);
  const sorted = [...input.eventDates].sort();
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const fromMinutes = input.hoursOfCoverage ? minutes(input.hoursOfCoverage.from) : 0;
  const toMinutes = input.hoursOfCoverage ? minutes(input.hoursOfCoverage.to) : 24 * 60;
  const spanDays = (Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`) - Date.parse(`${sorted[0]}T00:00:00Z`)) / 86_400_000;
  const coveredMinutes = spanDays * 24 * 60 + (toMinutes - fromMinutes);
  const coveredHours = coveredMinutes / 60;
  const lightningPeriods = input.perils.includes("lightning") ? Math.max(1, Math.ceil(coveredMinutes / (72 * 60))) : 0;
  const lightning = dec(input.lightningFee).times(lightningPeriods);
  return { observer, lightning, lightningPeriods, coveredHours, observedPerils, total: observer.plus(lightning) };
}

/**
 * A stored fee total split by kind (observer, lightning) for the lines of a price. The split is
 * worked out with the fee settings given (those of today); when they no longer give the stored
 * total (the settings changed after it was stored), the stored total is kept and split in the same
 * proportion, or given whole to the only kind that applies.
 */
export function splitFees(total: DecimalValue | null, input: FeeInput): { observer: Decimal; lightning: Decimal; total: Decimal } {
  const stored = total === null ? new Decimal(0) : dec(total);
  const zero = new Decimal(0);
  if (stored.isZero() || input.perils.length === 0 || input.eventDates.length === 0)
    return { observer: zero, lightning: zero, total: stored };
  const computed = feesOf(input);
  if (computed.total.equals(stored)) return { observer: computed.observer, lightning: computed.lightning, total: stored };
  const observerApplies = input.claimsVerificationSource === "OFFSITE_OBSERVER" && input.perils.some((p) => p !== "lightning");
  const lightningApplies = input.perils.includes("lightning");
  if (observerApplies && lightningApplies && computed.total.greaterThan(0)) {
    const observer = stored.times(computed.observer).dividedBy(computed.total).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return { observer, lightning: stored.minus(observer), total: stored };
  }
  if (lightningApplies && !observerApplies) return { observer: zero, lightning: stored, total: stored };
  return { observer: stored, lightning: zero, total: stored };
}

/**
 * The minimum-premium rule (DESIGN.md §6 step 4, D31): the premiums and fees together, before the
 * state's taxes, below `minimumPremium`. Never raised silently: a rating or pre-bind below it is
 * referred, and the review refuses to accept it (`Calculated Premium is below Minimum Premium`).
 */
export function isBelowMinimumPremium(premiumAndFees: DecimalValue, minimumPremium: DecimalValue): boolean {
  return dec(premiumAndFees).lessThan(dec(minimumPremium));
}

/**
 * A version's stored figures split as every price breakdown names them: `totalPremium` (stored as
 * premium plus fees, before taxes) and `fees` give the premium alone, the fees, and their sum. A
 * figure labelled "Premium" is always `premium` here, never one with a fee in it. Null before the
 * version is priced.
 */
export function storedPremiumSplit(
  premiumAndFees: DecimalValue | null | undefined,
  fees: DecimalValue | null | undefined,
): { premium: string; fees: string; premiumAndFees: string } | null {
  if (premiumAndFees === null || premiumAndFees === undefined) return null;
  const total = dec(premiumAndFees);
  const feeTotal = fees === null || fees === undefined ? new Decimal(0) : dec(fees);
  return { premium: total.minus(feeTotal).toFixed(2), fees: feeTotal.toFixed(2), premiumAndFees: total.toFixed(2) };
}
