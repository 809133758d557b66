import { z } from "zod";
import { wireDate, wireMoney } from "@/lib/api/wire-schemas";
import { recordId } from "@/lib/api/record-id";
import { QUOTATION_STATUSES } from "@/lib/quotations/quotation-actions";
import { REPORT_RANGE_MESSAGES, isCalendarDay } from "@/lib/reports/bordereaux";

// The statistics (spec §3 Statistics, §6 broker filter, §8 message; issue 13; decisions D52, D114):
// the cards (quotations, policies, premium, commission, and the claims' figures) and the charts beside them, over what the reader may see, with the filters binder, date
// range (New York days, from included, until excluded, as the bordereau), broker company and
// current year only.

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

// The answer of GET /api/statistics: the schema is the source, the types are inferred from it.
const count = z.number().int().nonnegative();

const statisticsMonthSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe("YYYY-MM (New York)"),
  premium: wireMoney,
  commission: wireMoney,
  netPremium: wireMoney,
  policies: count,
  transactions: count,
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

const statisticsBrokerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  premium: wireMoney,
  commission: wireMoney,
  policies: count,
  transactions: count,
});
export type StatisticsBroker = z.infer<typeof statisticsBrokerSchema>;

const statisticsBinderSchema = z.object({
  id: z.number().int(),
  uniqueMarketReference: z.string(),
  from: wireDate,
  until: wireDate,
  capacity: wireMoney,
  used: wireMoney,
  remaining: wireMoney,
});
export type StatisticsBinder = z.infer<typeof statisticsBinderSchema>;

export const statisticsSchema = z.object({
  filters: z
    .object({
      from: wireDate.nullable(),
      until: wireDate.nullable().describe("Excluded"),
      currentYear: z.boolean(),
      binderId: z.number().int().nullable(),
      brokerCompanyId: z.number().int().nullable(),
    })
    .describe("The filters applied; `from` and `until` are the range used (the current year's when currentYear), null for all time"),
  liveQuotations: count.describe(
    "Quotations created in the range in a live status (LIVE_QUOTATION_STATUSES: submitted, not bound, not ended; drafts not counted)",
  ),
  policies: count.describe("Policies bound in the range: the bordereau's BIND rows"),
  premium: wireMoney.describe(
    "Gross premium of the range's transactions (bind, endorsements, final sales, returns): the bordereau's total",
  ),
  commission: wireMoney.describe("Commission of the range's transactions: the bordereau's total"),
  netPremium: wireMoney.describe("Premium − commission: the bordereau's net premium to underwriters"),
  transactions: count.describe("The number of transactions (bordereau rows)"),
  claims: count.describe(
    "Claims open at some moment of the range (opened before its end, not paid or declined before its start): the claims bordereau's rows (D114)",
  ),
  claimsPaid: wireMoney.describe("Claim payments dated in the range: the claims bordereau's Paid This Period total"),
  claimsOutstanding: wireMoney.describe(
    "Amounts of the claims DETERMINED or APPROVED (not paid, not declined) at the range's end: the claims bordereau's Outstanding total",
  ),
  lossRatio: z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .nullable()
    .describe(
      '(claimsPaid + claimsOutstanding) / premium as a percent with two places, e.g. "42.50"; null when the premium is not positive',
    ),
  byMonth: z.array(statisticsMonthSchema),
  quotationsByStatus: z.array(z.object({ status: z.enum(QUOTATION_STATUSES), count })),
  byBrokerCompany: z
    .array(statisticsBrokerSchema)
    .nullable()
    .describe("Admins and underwriters (filterByBroker Statistics); null for brokers"),
  binders: z
    .array(statisticsBinderSchema)
    .nullable()
    .describe("Capacity used on each binder today (policies not cancelled, decision D38); admins and underwriters, null for brokers"),
  options: z
    .object({
      binders: z.array(z.object({ id: z.number().int(), uniqueMarketReference: z.string() })),
      brokerCompanies: z.array(z.object({ id: z.number().int(), name: z.string() })).nullable(),
    })
    .describe("The choices of the filters"),
});
export type StatisticsDto = z.infer<typeof statisticsSchema>;
