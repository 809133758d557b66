import type { QuotationVersionDto } from "./quotation-dto";

// What the review and select-options screens need to show fees as the user changes the options.

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

