import { z } from "zod";
import { wireDate, wireMoney } from "@/lib/api/wire-schemas";
import { isCalendarDay, REPORT_RANGE_MESSAGES, TRANSACTION_TYPES } from "./bordereau-fields";

// The bordereau of premium transactions (spec §2 Reports, §5 range; issue 13; decisions D48–D51):
// one row per invoice (bind, endorsement with a premium change, final sales additional premium,
// cancellation return premium) whose issue day in New York falls in [from, until), with the terms
// it was issued on (D101). Shared by the server (JSON, CSV, XLSX), the page and the tests, so that
// every output has the same columns.

export * from "./bordereau-fields";

// The wire shape of a bordereau row and of its totals (GET /api/report/bordereaux): the schemas
// are the source, the types are inferred from them.

/** One row of the bordereau. Money: decimal strings with two places, signed (a return is negative). */
export const bordereauRowSchema = z.object({
  id: z.number().int().describe("The invoice's id: one row per premium transaction"),
  invoiceNumber: z.string(),
  uniqueMarketReference: z.string().describe("The binder's UMR"),
  binderId: z.number().int(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionDate: wireDate.describe("The invoice's issue day in New York"),
  insuredName: z.string(),
  insuredAddress: z.string().describe('Street and city, as one line ("120 West 81st Street, New York")'),
  insuredState: z.string().nullable(),
  insuredZipCode: z.string().nullable(),
  riskInception: wireDate.describe("The policy period's first covered day, as at the transaction"),
  riskExpiry: wireDate.describe("The policy period's last covered day, as at the transaction"),
  itemName: z.string(),
  itemKind: z.enum(["EVENT", "PROMOTION"]),
  locationState: z.string().nullable(),
  perils: z.string().describe('Insured perils with thresholds as at the transaction, e.g. "Rainfall ≥ 0.5 in; Lightning"'),
  sumInsured: wireMoney.describe("The policy's aggregate limit as at the transaction (a later endorsement does not change it)"),
  deductible: wireMoney.describe("As at the transaction"),
  grossPremium: wireMoney,
  commissionRate: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .describe('Percent with two places, e.g. "15.00"'),
  commission: wireMoney,
  netPremium: wireMoney.describe("Gross premium − commission: the premium due to underwriters (fees and taxes are not premium)"),
  stateTax: wireMoney,
  stampingFee: wireMoney,
  municipalityTax: wireMoney,
  fees: wireMoney.describe("Third-party (verification) fees"),
  brokerCompany: z.object({ id: z.number().int(), name: z.string() }),
});
export type BordereauRow = z.infer<typeof bordereauRowSchema>;

/** The sums of a whole range (the totals row of the exports, `metadata.totals` of the list). */
export const bordereauTotalsSchema = z.object({
  transactions: z.number().int(),
  grossPremium: wireMoney,
  commission: wireMoney,
  netPremium: wireMoney,
  stateTax: wireMoney,
  stampingFee: wireMoney,
  municipalityTax: wireMoney,
  fees: wireMoney,
});
export type BordereauTotals = z.infer<typeof bordereauTotalsSchema>;

/** The list's `metadata` beside its pagination: the range used and the totals of the whole filtered range. */
export const bordereauMetadataSchema = z.object({
  range: z.object({ from: wireDate, until: wireDate.describe("Excluded") }),
  totals: bordereauTotalsSchema,
});

const day = z.string().refine(isCalendarDay, REPORT_RANGE_MESSAGES.day);

/** from and until as the API takes them (each optional; the server fills the current month). */
export const reportRangeSchema = z
  .object({ from: day, until: day })
  .refine((r) => r.until > r.from, { path: ["until"], message: REPORT_RANGE_MESSAGES.order });

/**
 * The named query parameters of the bordereau calls: the range, each day optional (the current
 * month's first day, or the first day of the next month, when left out). The list query (f, p[…],
 * s[…]) and the shorthand filters are read apart.
 */
export const bordereauQuerySchema = z
  .object({ from: day.optional(), until: day.optional() })
  .refine((r) => !r.from || !r.until || r.until > r.from, { path: ["until"], message: REPORT_RANGE_MESSAGES.order });
