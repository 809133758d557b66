import "server-only";
import Decimal from "decimal.js";
import type { OfferKind } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import type { PerilName } from "@/lib/rater/perils";
import { splitFees } from "@/lib/pricing/fees";
import { ratedDates } from "@/server/quotations/version-content";
import { finalSalesReportDate } from "@/lib/policies/promotion-terms";

// What a policy takes from the quotation version it is bound from (spec §3 Policy): pure, exact
// decimals, so that bind and its tests compute the same figures.

type Amount = { toString(): string };

export type BoundVersion = {
  kind: OfferKind | null;
  applicantName: string | null;
  eventName: string | null;
  promotionName: string | null;
  datesOfCoverage: Date[];
  promotionDate: Date | null;
  promotionPeriodFrom: Date | null;
  promotionPeriodUntil: Date | null;
  hoursOfCoverageFrom: string | null;
  hoursOfCoverageTo: string | null;
  limitPerDay: Amount | null;
  deductible: Amount | null;
  claimsVerificationSource: "CLOSEST_WEATHER_STATION" | "OFFSITE_OBSERVER" | "ONSITE_OBSERVER";
  /** Observer and lightning fees stored when the options were selected. */
  fees: Amount | null;
  perils: { peril: PerilName; limitPerDay: Amount | null; premium: Amount | null; selected: boolean }[];
};

export type BoundTerms = {
  kind: OfferKind;
  itemName: string;
  /** YYYY-MM-DD */
  dateFrom: string;
  dateUntil: string;
  /** Promotions: the day final sales must be reported by (the day after the sales period ends, spec §9). */
  finalSalesDate: string | null;
  coveredDays: string[];
  selectedPerils: PerilName[];
  deductible: Decimal;
  /** The most paid for one covered day: the limit per day, or the highest limit of the selected options when all are lower. */
  limitPerDay: Decimal;
  /** limitPerDay × covered days: the most the policy pays in all, and what it takes of the binder's capacity. */
  aggregateLimit: Decimal;
  /** Sum of the selected options' premiums (fees not included). */
  premium: Decimal;
  /** The stored fees, split into off-site observer and lightning fees for the invoice's lines. */
  fees: { observer: Decimal; lightning: Decimal; total: Decimal };
};

const day = (d: Date | null) => (d ? isoDate(d) : null);

/** The policy's terms from the version being bound (its selected options). */
export function boundTermsOf(version: BoundVersion, unitFees: { weatherWorksFee: Amount; lightningFee: Amount }): BoundTerms {
  const kind: OfferKind = version.kind === "PROMOTION" ? "PROMOTION" : "EVENT";
  const coveredDays = ratedDates({ kind, datesOfCoverage: version.datesOfCoverage, promotionDate: version.promotionDate });
  const selected = version.perils.filter((p) => p.selected && p.premium !== null);
  const selectedPerils = selected.map((p) => p.peril);
  const versionLimit = new Decimal(version.limitPerDay?.toString() ?? "0");
  const optionLimits = selected.map((p) => (p.limitPerDay === null ? versionLimit : new Decimal(p.limitPerDay.toString())));
  const highestOption = optionLimits.length > 0 ? Decimal.max(...optionLimits) : versionLimit;
  const limitPerDay = Decimal.min(versionLimit, highestOption);
  const premium = selected.reduce((sum, p) => sum.plus(p.premium!.toString()), new Decimal(0));

  const first = coveredDays[0] ?? null;
  const last = coveredDays.at(-1) ?? null;
  const promotionUntil = day(version.promotionPeriodUntil);
  const dateFrom = kind === "PROMOTION" ? (day(version.promotionPeriodFrom) ?? first) : first;
  const dateUntil = kind === "PROMOTION" ? (day(version.promotionDate) ?? last) : last;
  return {
    kind,
    itemName: (kind === "PROMOTION" ? version.promotionName : version.eventName) ?? version.applicantName ?? "",
    dateFrom: dateFrom ?? "",
    dateUntil: dateUntil ?? "",
    finalSalesDate: kind === "PROMOTION" && promotionUntil ? finalSalesReportDate(promotionUntil) : null,
    coveredDays,
    selectedPerils,
    deductible: new Decimal(version.deductible?.toString() ?? "0"),
    limitPerDay,
    aggregateLimit: limitPerDay.times(coveredDays.length),
    premium,
    // The stored fee total split by kind, as every price of the quotation splits it (lib/pricing/fees.ts).
    fees: splitFees(version.fees?.toString() ?? "0", {
      perils: selectedPerils,
      eventDates: coveredDays,
      hoursOfCoverage:
        version.hoursOfCoverageFrom && version.hoursOfCoverageTo
          ? { from: version.hoursOfCoverageFrom, to: version.hoursOfCoverageTo }
          : undefined,
      claimsVerificationSource: version.claimsVerificationSource,
      weatherWorksFee: unitFees.weatherWorksFee.toString(),
      lightningFee: unitFees.lightningFee.toString(),
    }),
  };
}
