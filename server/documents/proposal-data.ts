import "server-only";
import Decimal from "decimal.js";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { InvoiceStateFee } from "@/lib/policies/invoice-figures";
import type { PriceBreakdown } from "@/lib/pricing/price-breakdown";
import { coverOf, quotationPrice } from "@/lib/pricing/quotation-price";
import { DECLARATION_TEXT } from "@/lib/quotations/quotation-schema";
import { finalSalesReportDate, minimumDepositLimit } from "@/lib/policies/promotion-terms";
import {
  CLAIMS_VERIFICATION_SOURCE_LABELS,
  PERIL_LABELS,
  PERIL_THRESHOLD_UNITS,
  type ClaimsVerificationSourceName,
  type PerilName,
} from "@/lib/rater/perils";
import { proposalTerms } from "./clauses/proposal-terms";
import { formatStationName } from "@/lib/format/station-name";

// What the proposal letter shows (issue 6 item 1), as plain JSON-friendly data: money as exact
// decimal strings, calendar dates as YYYY-MM-DD, moments as ISO strings. Built from the quotation's
// details (QuotationDetailsDto) plus what the details do not carry (issue date, taxes, a logo).
// Keeping it plain lets the signing step render the same proposal again with the signature filled.

export const PORTAL_NAME = "Weather Event Portal";

/** A covered option as the proposal lists it. */
export type ProposalOption = {
  peril: PerilName;
  label: string;
  /** Decimal string in the peril's unit (null for lightning and adverse weather). */
  threshold: string | null;
  unit: string | null;
  limitPerDay: string | null;
  /** The option's aggregate limit: limit per day × covered days. */
  limit: string | null;
  premium: string;
};

export type ProposalFeeLine = { kind: "observer" | "lightning" | "fees"; label: string; amount: string };

export type ProposalSignature = {
  fullName: string;
  position: string;
  /** ISO timestamp of the signing. */
  signedAt: string;
  /** A drawn signature, base64 PNG or JPEG; else `typed` is shown. */
  imageBase64?: string | null;
  typed?: string | null;
};

export type ProposalData = {
  portalName: string;
  quotationNumber: string;
  versionNumber: number;
  /** ISO timestamp. */
  issuedAt: string;
  /** ISO timestamp: when the offer lapses, if known. */
  validUntil: string | null;
  /** The broker company's logo (base64 PNG or JPEG); the portal's mark otherwise. */
  logoBase64: string | null;
  broker: { company: string; name: string; email: string };
  insured: { name: string; email: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
  kind: "EVENT" | "PROMOTION";
  event: {
    name: string;
    type: string | null;
    dateFrom: string | null;
    dateUntil: string | null;
    dates: string[];
    hoursFrom: string | null;
    hoursTo: string | null;
  } | null;
  promotion: {
    name: string;
    periodFrom: string | null;
    periodUntil: string | null;
    /** The draw date: the covered day. */
    promotionDate: string | null;
    finalEstimatedSales: string | null;
    /** Half of the final estimated sales (spec §9). */
    minimumDepositLimit: string | null;
    /** The day after the sales period ends (spec §9). */
    finalSalesReportBy: string | null;
  } | null;
  location: { name: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
  station: { name: string | null; distanceMiles: string | null } | null;
  /** Days covered: the event's dates, or the promotion's draw date. */
  coveredDays: string[];
  limitPerDay: string | null;
  /** Limit per day × covered days: the most payable in all. */
  aggregateLimit: string | null;
  deductible: string | null;
  /** "selected": the options the applicant chose (pre-bound); "offered": every quotable option. */
  optionsBasis: "selected" | "offered";
  options: ProposalOption[];
  /**
   * The price as every screen shows it (lib/pricing/price-breakdown.ts, D85): the proposal prints its
   * rows. Its `taxes` is null while the insured's state is unknown (the total is then before taxes).
   */
  breakdown: PriceBreakdown;
  claimsVerificationSource: { code: ClaimsVerificationSourceName; label: string };
  terms: { title: string; text: string }[];
  declaration: string;
  signature: ProposalSignature | null;
};

export type ProposalExtras = {
  issuedAt: Date;
  /**
   * The insured state's row of the state-fee table, when not the one of the quotation's
   * `pricingTerms`: the price is worked out as every screen and the invoice work it out
   * (lib/pricing). Without any (null), one line says taxes are invoiced at binding.
   */
  stateFee?: InvoiceStateFee | null;
  /** Kentucky's local-government premium tax of the risk's city or county, when not the one of `pricingTerms`. */
  municipality?: { rate?: string; name?: string };
  /** The fee split when both an off-site observer and lightning apply (else the stored total is split as bind splits it). */
  feeBreakdown?: { observer: string; lightning: string } | null;
  /** The broker company's logo bytes (PNG or JPEG). */
  logo?: Uint8Array | Buffer | null;
  portalName?: string;
  signature?: ProposalSignature | null;
};

const dec = (value: string | null | undefined) => new Decimal(value ?? "0");
const money = (value: Decimal) => value.toFixed(2, Decimal.ROUND_HALF_UP);

/** Fee lines: split by kind from which fees apply; a given breakdown wins when both apply. */
export function feeLines(
  total: string | null,
  source: ClaimsVerificationSourceName,
  perils: PerilName[],
  coveredDays: number,
  breakdown: ProposalExtras["feeBreakdown"],
): ProposalFeeLine[] {
  if (!total || dec(total).isZero()) return [];
  const observed = perils.filter((p) => p !== "lightning").length;
  const observer = source === "OFFSITE_OBSERVER" && observed > 0;
  const lightning = perils.includes("lightning");
  const observerLabel = `Off-site weather observer fee (${coveredDays} ${coveredDays === 1 ? "day" : "days"} × ${observed} ${observed === 1 ? "peril" : "perils"})`;
  const lightningLabel = "Lightning verification fee (per 72-hour period)";
  if (observer && lightning) {
    if (breakdown && dec(breakdown.observer).plus(breakdown.lightning).equals(dec(total))) {
      return [
        { kind: "observer", label: observerLabel, amount: money(dec(breakdown.observer)) },
        { kind: "lightning", label: lightningLabel, amount: money(dec(breakdown.lightning)) },
      ];
    }
    return [{ kind: "fees", label: "Off-site weather observer and lightning verification fees", amount: money(dec(total)) }];
  }
  if (observer) return [{ kind: "observer", label: observerLabel, amount: money(dec(total)) }];
  if (lightning) return [{ kind: "lightning", label: lightningLabel, amount: money(dec(total)) }];
  return [{ kind: "fees", label: "Fees", amount: money(dec(total)) }];
}

/**
 * The proposal's data from a quotation's details. Options: the selected ones once the applicant
 * has chosen (pre-bound and later), else every quotable option with a premium.
 */
export function proposalDataFrom(details: QuotationDetailsDto, extras: ProposalExtras): ProposalData {
  const v = details.current;
  const kind = v.kind === "PROMOTION" ? "PROMOTION" : "EVENT";
  const priced = v.perils.filter((p) => p.premium !== null);
  const selected = priced.filter((p) => p.selected);
  const optionsBasis = selected.length > 0 ? "selected" : "offered";
  const chosen = optionsBasis === "selected" ? selected : priced.filter((p) => p.quotable);
  const order = (p: PerilName) => Object.keys(PERIL_LABELS).indexOf(p);
  const options: ProposalOption[] = [...chosen]
    .sort((a, b) => order(a.peril) - order(b.peril))
    .map((p) => ({
      peril: p.peril,
      label: PERIL_LABELS[p.peril],
      threshold: p.threshold,
      unit: PERIL_THRESHOLD_UNITS[p.peril],
      limitPerDay: p.limitPerDay,
      limit: p.limit,
      premium: money(dec(p.premium)),
    }));

  const coveredDays =
    kind === "PROMOTION" ? (v.promotion?.promotionDate ? [v.promotion.promotionDate] : []) : [...(v.event?.dates ?? [])].sort();
  // The price as every screen, the invoice and the quotation's answer work it out (lib/pricing, D85).
  const terms = v.pricingTerms;
  const split =
    extras.feeBreakdown && v.fees && dec(extras.feeBreakdown.observer).plus(extras.feeBreakdown.lightning).equals(dec(v.fees))
      ? extras.feeBreakdown
      : null;
  const price = quotationPrice({
    options: chosen.map((p) => ({ peril: p.peril, premium: p.premium! })),
    cover: coverOf(v),
    claimsVerificationSource: v.claimsVerificationSource,
    terms: {
      ...terms,
      stateFee: extras.stateFee === undefined ? terms.stateFee : extras.stateFee,
      municipality: extras.municipality ?? terms.municipality,
    },
    storedFees: split ?? v.fees,
  });

  const fes = v.promotion?.finalEstimatedSales ?? null;
  const data: Omit<ProposalData, "terms" | "declaration" | "signature"> = {
    portalName: extras.portalName ?? PORTAL_NAME,
    quotationNumber: details.quotationNumber,
    versionNumber: v.versionNumber,
    issuedAt: extras.issuedAt.toISOString(),
    validUntil: v.expiresAt,
    logoBase64: extras.logo && extras.logo.length > 0 ? Buffer.from(extras.logo).toString("base64") : null,
    broker: { company: details.brokerCompany.name, name: details.brokerUser.name, email: details.brokerUser.email },
    insured: {
      name: v.applicant.name ?? details.insuredName,
      email: v.applicant.email,
      street: v.applicant.street,
      city: v.applicant.city,
      state: v.applicant.state,
      zipCode: v.applicant.zipCode,
    },
    kind,
    event:
      kind === "EVENT" && v.event
        ? {
            name: v.event.name ?? "",
            type: v.event.type,
            dateFrom: v.event.dateFrom,
            dateUntil: v.event.dateUntil,
            dates: [...v.event.dates].sort(),
            hoursFrom: v.event.hoursFrom,
            hoursTo: v.event.hoursTo,
          }
        : null,
    promotion:
      kind === "PROMOTION" && v.promotion
        ? {
            name: v.promotion.name ?? "",
            periodFrom: v.promotion.periodFrom,
            periodUntil: v.promotion.periodUntil,
            promotionDate: v.promotion.promotionDate,
            finalEstimatedSales: fes,
            minimumDepositLimit: fes ? minimumDepositLimit(fes) : null,
            finalSalesReportBy: v.promotion.periodUntil ? finalSalesReportDate(v.promotion.periodUntil) : null,
          }
        : null,
    location: { ...v.location },
    station: v.station ? { name: formatStationName(v.station.name) || null, distanceMiles: v.station.distanceMiles } : null,
    coveredDays,
    limitPerDay: v.limitPerDay,
    aggregateLimit: v.limitPerDay && coveredDays.length > 0 ? money(dec(v.limitPerDay).times(coveredDays.length)) : null,
    deductible: v.deductible,
    optionsBasis,
    options,
    breakdown: price.breakdown,
    claimsVerificationSource: { code: v.claimsVerificationSource, label: CLAIMS_VERIFICATION_SOURCE_LABELS[v.claimsVerificationSource] },
  };
  return { ...data, terms: proposalTerms(data), declaration: DECLARATION_TEXT, signature: extras.signature ?? null };
}
