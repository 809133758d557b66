import "server-only";
import Decimal from "decimal.js";
import { splitFees } from "@/lib/pricing/fees";
import { priceBreakdown, taxStateOf, type PriceBreakdown } from "@/lib/pricing/price-breakdown";
import { quotationPrice, type PricingTerms } from "@/lib/pricing/quotation-price";
import type { PerilName } from "@/lib/rater/perils";
import type { Tx } from "@/server/db";
import { storedCover } from "@/server/quotations/quotation-premium";
import { getAppConfig } from "@/server/settings/get-app-config";
import { pricingStateFee } from "./pricing-terms";

type Amount = { toString(): string };

export type PricedPolicy = {
  status: string;
  premium: Amount;
  insuredState: string | null;
  quotationVersion: {
    kind: string | null;
    datesOfCoverage: Date[];
    promotionDate: Date | null;
    hoursOfCoverageFrom: string | null;
    hoursOfCoverageTo: string | null;
    claimsVerificationSource: "CLOSEST_WEATHER_STATION" | "OFFSITE_OBSERVER" | "ONSITE_OBSERVER";
    locationState: string | null;
    fees: Amount | null;
    perils: { peril: PerilName; premium: Amount | null; selected: boolean }[];
  };
  invoices: { kind: string; taxState: string | null; municipalityTaxRate: Amount | null; municipalityName: string | null }[];
};

/**
 * What the insured pays for a policy, by the function every price of the portal uses (lib/pricing,
 * decisions.md D85): the premium per insured peril and the stored fees split as bind split them, taxed
 * as the bind invoice taxed them (its state, today's row of the state-fee table, its Kentucky local
 * rate). For a policy just bound these are the bind invoice's figures. Once endorsements, final
 * sales or a cancellation changed the premium, it is one line ("Earned premium, after the cancellation" when cancelled).
 */
export async function policyPrice(tx: Tx, policy: PricedPolicy): Promise<PriceBreakdown> {
  const v = policy.quotationVersion;
  const bind = policy.invoices.find((i) => i.kind === "BIND") ?? null;
  const [config, stateFee] = await Promise.all([
    getAppConfig(),
    pricingStateFee(tx, bind?.taxState ?? taxStateOf(policy.insuredState, v.locationState)),
  ]);
  const terms: PricingTerms = {
    weatherWorksFee: config.weatherWorksFee.toFixed(2),
    lightningFee: config.lightningFee.toFixed(2),
    minimumPremium: config.minimumPremium.toFixed(2),
    stateFee,
    municipality: bind?.municipalityTaxRate ? { rate: bind.municipalityTaxRate.toString(), name: bind.municipalityName } : null,
  };
  const options = v.perils.filter((p) => p.selected && p.premium !== null).map((p) => ({ peril: p.peril, premium: p.premium!.toString() }));
  const cover = storedCover(v);
  const sum = options.reduce((s, o) => s.plus(o.premium), new Decimal(0));
  if (sum.equals(policy.premium.toString())) {
    return quotationPrice({ options, cover, claimsVerificationSource: v.claimsVerificationSource, terms, storedFees: v.fees }).breakdown;
  }
  const fees = splitFees(v.fees, {
    perils: options.map((o) => o.peril),
    eventDates: cover.eventDates,
    hoursOfCoverage: cover.hoursOfCoverage,
    claimsVerificationSource: v.claimsVerificationSource,
    weatherWorksFee: terms.weatherWorksFee,
    lightningFee: terms.lightningFee,
  });
  return priceBreakdown({
    premiums: [
      {
        key: "premium",
        label: policy.status === "CANCELLED" ? "Earned premium, after the cancellation" : "Premium after the changes",
        amount: new Decimal(policy.premium.toString()).toFixed(2),
      },
    ],
    fees: { observer: fees.observer.toFixed(2), lightning: fees.lightning.toFixed(2) },
    stateFee,
    municipality: terms.municipality ?? undefined,
  });
}
