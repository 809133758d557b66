import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { REPORT_RANGE_MESSAGES, isCalendarDay } from "@/lib/reports/bordereaux";

// The statistics (spec §3 Statistics, §6 broker filter, §8 message; issue 13; decision D52): four
// cards and the charts beside them, over what the reader may see, with the filters binder, date
// range (New York days, from included, until excluded, as the bordereau), broker company and
// current year only.

export const STATISTICS_ERROR_MESSAGE = "Could not fetch statistics data";

/** Quotations still in play: submitted, not bound, not ended (decision D52). Drafts (NEW) are not counted. */
export const LIVE_QUOTATION_STATUSES = [
  "RATING_IN_PROGRESS",
  "RATING_COMPLETED",
  "READY",
  "REFERRED_TO_UNDERWRITER",
  "PRE_BOUND_REFERRED_TO_UNDERWRITER",
  "PRE_BOUND",
  "SIGNED",
  "READY_TO_BIND",
] as const;

// A strict record id (D65): "0x10", "1e1" or "016" name no binder or company.
const id = recordId("Must be a valid id");
const day = z.string().refine(isCalendarDay, REPORT_RANGE_MESSAGES.day);

export const statisticsQuerySchema = z
  .object({
    binderId: id.optional(),
    brokerCompanyId: id.optional(),
    from: day.optional(),
    until: day.optional(),
    currentYear: z
      .enum(["true", "false"], { message: "currentYear is true or false" })
      .optional()
      .transform((v) => v === "true"),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.until && q.until <= q.from) ctx.addIssue({ code: "custom", path: ["until"], message: REPORT_RANGE_MESSAGES.order });
    if (q.currentYear && (q.from || q.until)) {
      ctx.addIssue({ code: "custom", path: ["currentYear"], message: "Choose either the current year or a date range" });
    }
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export type StatisticsMonth = {
  month: string;
  premium: string;
  commission: string;
  netPremium: string;
  policies: number;
  transactions: number;
};
export type StatisticsBroker = { id: number; name: string; premium: string; commission: string; policies: number; transactions: number };
export type StatisticsBinder = {
  id: number;
  uniqueMarketReference: string;
  from: string;
  until: string;
  capacity: string;
  used: string;
  remaining: string;
};

export type StatisticsDto = {
  /** The filters applied; `from` and `until` are the range used (the current year's when currentYear), null for all time. */
  filters: { from: string | null; until: string | null; currentYear: boolean; binderId: number | null; brokerCompanyId: number | null };
  /** Quotations in a live status (LIVE_QUOTATION_STATUSES) created in the range. */
  liveQuotations: number;
  /** Policies bound in the range: the bordereau's BIND transactions. */
  policies: number;
  /** Gross premium of every transaction in the range (bind, endorsements, final sales, returns): the bordereau's total. */
  premium: string;
  /** Commission of those transactions: the bordereau's total. */
  commission: string;
  /** Premium − commission: the bordereau's net premium to underwriters. */
  netPremium: string;
  /** The number of transactions (bordereau rows). */
  transactions: number;
  byMonth: StatisticsMonth[];
  quotationsByStatus: { status: string; count: number }[];
  /** Admins and underwriters only (filterByBroker Statistics); null for brokers. */
  byBrokerCompany: StatisticsBroker[] | null;
  /** Capacity used on each binder today (decision D38), admins and underwriters only; null for brokers. */
  binders: StatisticsBinder[] | null;
  /** The choices of the filters. */
  options: { binders: { id: number; uniqueMarketReference: string }[]; brokerCompanies: { id: number; name: string }[] | null };
};
