import Decimal from "decimal.js";
import type { QuotationVersionDto } from "@/lib/quotations/quotation-dto";
import { PERILS, PERIL_LABELS, type ClaimsVerificationSourceName, type PerilName } from "@/lib/rater/perils";
import { feesOf, isBelowMinimumPremium, splitFees, type DecimalValue } from "./fees";
import { priceBreakdown, type MunicipalityTax, type PriceBreakdown, type PricingStateFee } from "./price-breakdown";

// The price of a quotation's options (DESIGN.md §6 step 4, §8; decision D85): the premiums of the
// options that count, their fees, the taxes of the insured's state, and the minimum-premium rule.
// The same code runs in the browser, as the user changes the options, and on the server, when the
// choice is stored and when the quotation is answered, printed and invoiced.

/** What prices a quotation besides its options: today's settings and the insured state's taxes. */
export type PricingTerms = {
  /** Off-site observer fee per covered day per peril (`weatherWorksFee`), "150.00". */
  weatherWorksFee: string;
  /** Lightning verification fee per started 72 hours (`lightningFee`). */
  lightningFee: string;
  minimumPremium: string;
  /** The state-fee row of the insured's state (the risk's state when the insured has none); null when unknown. */
  stateFee: PricingStateFee | null;
  /** Kentucky's local government premium tax of the risk location, when it is known (else the default rate). */
  municipality?: MunicipalityTax | null;
};

/** The days and hours the fees count: each event day, or the promotion's draw date. */
export type CoverDays = { eventDates: string[]; hoursOfCoverage?: { from: string; to: string } };

export type PricedOption = { peril: PerilName; premium: DecimalValue };

export type QuotationPrice = {
  breakdown: PriceBreakdown;
  /** How the fees were counted (for the screens' explanations). */
  fees: { observer: string; lightning: string; total: string; lightningPeriods: number; observedPerils: number; eventDays: number };
  /** Premium and fees below the minimum premium (the state's taxes do not count). */
  belowMinimumPremium: boolean;
};

/** The covered days and hours of a version as the API answers it. */
export function coverOf(version: Pick<QuotationVersionDto, "kind" | "event" | "promotion">): CoverDays {
  const eventDates =
    version.kind === "PROMOTION"
      ? version.promotion?.promotionDate
        ? [version.promotion.promotionDate]
        : []
      : [...(version.event?.dates ?? [])].sort();
  const hoursOfCoverage =
    version.kind === "EVENT" && version.event?.hoursFrom && version.event?.hoursTo
      ? { from: version.event.hoursFrom, to: version.event.hoursTo }
      : undefined;
  return { eventDates, hoursOfCoverage };
}

const order = (p: PerilName) => PERILS.indexOf(p);

/**
 * The price of a choice of options: their premiums, the observer and lightning fees they bring,
 * the insured state's taxes, the total payable by the insured, and whether premium and fees are
 * below the minimum premium. `storedFees` is the fee total stored on the version (after the choice
 * of options): it is then kept and split by kind as bind splits it (or as given, already split);
 * otherwise the fees are worked out from today's settings.
 */
export function quotationPrice(input: {
  options: PricedOption[];
  cover: CoverDays;
  claimsVerificationSource: ClaimsVerificationSourceName;
  terms: PricingTerms;
  storedFees?: DecimalValue | { observer: DecimalValue; lightning: DecimalValue } | null;
}): QuotationPrice {
  const options = [...input.options].sort((a, b) => order(a.peril) - order(b.peril));
  const perils = options.map((o) => o.peril);
  const feeInput = {
    perils,
    eventDates: input.cover.eventDates,
    hoursOfCoverage: input.cover.hoursOfCoverage,
    claimsVerificationSource: input.claimsVerificationSource,
    weatherWorksFee: input.terms.weatherWorksFee,
    lightningFee: input.terms.lightningFee,
  };
  const counted = options.length === 0 ? feesOf({ ...feeInput, eventDates: [] }) : feesOf(feeInput);
  const stored = input.storedFees;
  const fees =
    stored === undefined || stored === null
      ? counted
      : typeof stored === "object" && "observer" in stored
        ? {
            ...counted,
            observer: new Decimal(stored.observer.toString()),
            lightning: new Decimal(stored.lightning.toString()),
            total: new Decimal(stored.observer.toString()).plus(stored.lightning.toString()),
          }
        : { ...counted, ...splitFees(stored, feeInput) };
  const breakdown = priceBreakdown({
    premiums: options.map((o) => ({ key: o.peril, label: PERIL_LABELS[o.peril], amount: new Decimal(o.premium.toString()).toFixed(2) })),
    fees: { observer: fees.observer.toFixed(2), lightning: fees.lightning.toFixed(2) },
    stateFee: input.terms.stateFee,
    municipality: input.terms.municipality ?? undefined,
  });
  return {
    breakdown,
    fees: {
      observer: fees.observer.toFixed(2),
      lightning: fees.lightning.toFixed(2),
      total: fees.total.toFixed(2),
      lightningPeriods: counted.lightningPeriods,
      observedPerils: counted.observedPerils,
      eventDays: input.cover.eventDates.length,
    },
    belowMinimumPremium: options.length > 0 && isBelowMinimumPremium(breakdown.premiumAndFees, input.terms.minimumPremium),
  };
}

/**
 * The price of a version as the API answers it: the selected options once the broker has chosen,
 * else every quotable option with a premium, with the fees stored on the version.
 */
export function versionPrice(version: QuotationVersionDto, terms: PricingTerms): QuotationPrice {
  const priced = version.perils.filter((p) => p.premium !== null);
  const selected = priced.filter((p) => p.selected);
  const chosen = selected.length > 0 ? selected : priced.filter((p) => p.quotable);
  return quotationPrice({
    options: chosen.map((p) => ({ peril: p.peril, premium: p.premium! })),
    cover: coverOf(version),
    claimsVerificationSource: version.claimsVerificationSource,
    terms,
    storedFees: version.fees,
  });
}
