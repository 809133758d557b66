import type { QuotationVersionDto } from "@/lib/quotations/quotation-dto";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import { toCentsNumber } from "../details/format";

// The fees of a choice of options, as the rater counts them (DESIGN.md §6 step 6), so that the
// review and select-options screens can show the premium as the user changes it. The server
// prices the choice again when it is sent.

/** What the fees are made of; the page works out the lightning periods with the rater's own rule. */
export type FeeRules = {
  /** Off-site observer fee per event day per peril (lightning excepted). */
  weatherWorksFee: string;
  /** Lightning verification fee per started 72 hours. */
  lightningFee: string;
  eventDays: number;
  /** 72-hour periods the cover spans, when lightning is bought. */
  lightningPeriods: number;
};

/** The days and hours the fees count: each event day, or the promotion's draw date. */
export function feeInputsOf(version: QuotationVersionDto): { dates: string[]; hours?: { from: string; to: string } } {
  const dates = version.kind === "PROMOTION" ? (version.promotion?.promotionDate ? [version.promotion.promotionDate] : []) : [...(version.event?.dates ?? [])].sort();
  const hours = version.kind === "EVENT" && version.event?.hoursFrom && version.event?.hoursTo ? { from: version.event.hoursFrom, to: version.event.hoursTo } : undefined;
  return { dates, hours };
}

/** Fees in cents of the chosen perils with a claims verification source. */
export function feesFor(perils: PerilName[], source: ClaimsVerificationSourceName, rules: FeeRules) {
  const observedPerils = perils.filter((p) => p !== "lightning").length;
  const observer = source === "OFFSITE_OBSERVER" ? toCentsNumber(rules.weatherWorksFee) * rules.eventDays * observedPerils : 0;
  const lightning = perils.includes("lightning") ? toCentsNumber(rules.lightningFee) * rules.lightningPeriods : 0;
  return { observer, lightning, observedPerils, total: observer + lightning };
}
