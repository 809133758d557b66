import Decimal from "decimal.js";
import type { PerilName } from "@/lib/rater/perils";
import { feesOf } from "@/server/rater/burn-cost";
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
 * The price of a version: the premiums that apply (every priced option, or only the selected ones
 * once the broker has chosen) plus the observer and lightning fees of those options. Exact decimals.
 */
export function priceVersion(
  version: PricedVersion,
  perils: PricedPeril[],
  config: { weatherWorksFee: { toString(): string }; lightningFee: { toString(): string } },
  options: { onlySelected?: boolean; claimsVerificationSource?: PricedVersion["claimsVerificationSource"]; perils?: PerilName[] } = {},
) {
  const applicable = perils.filter((p) => p.premium !== null && (options.perils ? options.perils.includes(p.peril) : !options.onlySelected || p.selected));
  const dates = ratedDates(version);
  const fees =
    applicable.length === 0 || dates.length === 0
      ? { total: new Decimal(0), observer: new Decimal(0), lightning: new Decimal(0) }
      : feesOf({
          perils: applicable.map((p) => p.peril),
          eventDates: dates,
          hoursOfCoverage: version.hoursOfCoverageFrom && version.hoursOfCoverageTo ? { from: version.hoursOfCoverageFrom, to: version.hoursOfCoverageTo } : undefined,
          claimsVerificationSource: options.claimsVerificationSource ?? version.claimsVerificationSource,
          weatherWorksFee: config.weatherWorksFee.toString(),
          lightningFee: config.lightningFee.toString(),
        });
  const premiums = applicable.reduce((sum, p) => sum.plus(p.premium!.toString()), new Decimal(0));
  return { perils: applicable.map((p) => p.peril), premiums, fees: fees.total, total: premiums.plus(fees.total) };
}
