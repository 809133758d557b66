import "server-only";
import Decimal from "decimal.js";
import { quotationPrice, type CoverDays } from "@/lib/pricing/quotation-price";
import type { ReviewPricing } from "@/lib/pricing/review-amendment";
import type { PerilName } from "@/lib/rater/perils";
import { ratedDates } from "./version-content";

type PricedPeril = { peril: PerilName; premium: { toString(): string } | null; selected: boolean };
type PricedVersion = {
  kind: string | null;
  datesOfCoverage: Date[];
  promotionDate: Date | null;
  hoursOfCoverageFrom: string | null;
  hoursOfCoverageTo: string | null;
  claimsVerificationSource: "CLOSEST_WEATHER_STATION" | "OFFSITE_OBSERVER" | "ONSITE_OBSERVER";
};

/**
 * The price of a stored version before the state's taxes: the premiums that apply (every priced
 * option, or only the selected ones once the broker has chosen) plus the observer and lightning
 * fees of those options. The rule is lib/pricing/quotation-price.ts, the code the screens run.
 */
export function priceVersion(
  version: PricedVersion,
  perils: PricedPeril[],
  config: { weatherWorksFee: { toString(): string }; lightningFee: { toString(): string }; minimumPremium?: { toString(): string } },
  options: { onlySelected?: boolean; claimsVerificationSource?: PricedVersion["claimsVerificationSource"]; perils?: PerilName[] } = {},
) {
  const applicable = perils.filter(
    (p) => p.premium !== null && (options.perils ? options.perils.includes(p.peril) : !options.onlySelected || p.selected),
  );
  const price = quotationPrice({
    options: applicable.map((p) => ({ peril: p.peril, premium: p.premium! })),
    cover: storedCover(version),
    claimsVerificationSource: options.claimsVerificationSource ?? version.claimsVerificationSource,
    terms: {
      weatherWorksFee: config.weatherWorksFee.toString(),
      lightningFee: config.lightningFee.toString(),
      minimumPremium: config.minimumPremium?.toString() ?? "0",
      stateFee: null,
    },
  });
  const b = price.breakdown;
  return {
    perils: applicable.map((p) => p.peril),
    premiums: new Decimal(b.premium),
    fees: new Decimal(b.fees),
    total: new Decimal(b.premiumAndFees),
    belowMinimumPremium: price.belowMinimumPremium,
  };
}

/** The covered days and hours of a stored version, as the fees count them. */
export function storedCover(version: PricedVersion): CoverDays {
  return {
    eventDates: ratedDates(version),
    hoursOfCoverage:
      version.hoursOfCoverageFrom && version.hoursOfCoverageTo
        ? { from: version.hoursOfCoverageFrom, to: version.hoursOfCoverageTo }
        : undefined,
  };
}

/** A stored version as the review prices it (lib/pricing/review-amendment.ts); the state's taxes play no part in the minimum. */
export function reviewPricingOf(
  version: PricedVersion & { perils: { peril: PerilName; premium: { toString(): string } | null; quotable: boolean }[] },
  config: { weatherWorksFee: { toString(): string }; lightningFee: { toString(): string }; minimumPremium: { toString(): string } },
): ReviewPricing {
  return {
    perils: version.perils.map((p) => ({
      peril: p.peril,
      premium: p.premium === null ? null : p.premium.toString(),
      quotable: p.quotable,
    })),
    cover: storedCover(version),
    claimsVerificationSource: version.claimsVerificationSource,
    terms: {
      weatherWorksFee: config.weatherWorksFee.toString(),
      lightningFee: config.lightningFee.toString(),
      minimumPremium: config.minimumPremium.toString(),
      stateFee: null,
    },
  };
}
