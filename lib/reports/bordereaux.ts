import { z } from "zod";
import { wireDate, wireMoney } from "@/lib/api/wire-schemas";
import { isValidIsoDate, MESSAGES, todayIso } from "@/lib/quotations/quotation-schema";

// The bordereau of premium transactions (spec §2 Reports, §5 range; issue 13; decisions D48–D51):
// one row per invoice (bind, endorsement with a premium change, final sales additional premium,
// cancellation return premium) whose issue day in New York falls in [from, until). Shared by the
// server (JSON, CSV, XLSX), the page and the tests, so that every output has the same columns.

export const REPORT_TIME_ZONE = "America/New_York";

export const TRANSACTION_TYPES = ["BIND", "ENDORSEMENT", "FINAL_SALES", "CANCELLATION"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The transaction types as a bordereau names them (Lloyd's v5 "Transaction Type"). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  BIND: "New business",
  ENDORSEMENT: "Endorsement",
  FINAL_SALES: "Final sales adjustment",
  CANCELLATION: "Cancellation",
};

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
  riskInception: wireDate.describe("The policy period's first covered day"),
  riskExpiry: wireDate.describe("The policy period's last covered day"),
  itemName: z.string(),
  itemKind: z.enum(["EVENT", "PROMOTION"]),
  locationState: z.string().nullable(),
  perils: z.string().describe('Insured perils with thresholds, e.g. "Rainfall ≥ 0.5 in; Lightning"'),
  sumInsured: wireMoney.describe("The policy's aggregate limit"),
  deductible: wireMoney,
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

/** The money columns that a totals row sums. */
export const TOTALLED_FIELDS = ["grossPremium", "commission", "netPremium", "stateTax", "stampingFee", "municipalityTax", "fees"] as const;
export type TotalledField = (typeof TOTALLED_FIELDS)[number];

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

export type BordereauColumnKind = "text" | "date" | "money" | "percent";

/** The columns of every output, in order, with the Lloyd's Coverholder Reporting Standards (v5) headers. */
export const BORDEREAU_COLUMNS: readonly {
  key: string;
  header: string;
  kind: BordereauColumnKind;
  value: (row: BordereauRow) => string | null;
}[] = [
  { key: "uniqueMarketReference", header: "Unique Market Reference (UMR)", kind: "text", value: (r) => r.uniqueMarketReference },
  { key: "policyNumber", header: "Certificate / Policy Number", kind: "text", value: (r) => r.policyNumber },
  { key: "invoiceNumber", header: "Invoice Number", kind: "text", value: (r) => r.invoiceNumber },
  { key: "transactionType", header: "Transaction Type", kind: "text", value: (r) => TRANSACTION_TYPE_LABELS[r.transactionType] },
  { key: "transactionDate", header: "Transaction Date", kind: "date", value: (r) => r.transactionDate },
  { key: "insuredName", header: "Insured Name", kind: "text", value: (r) => r.insuredName },
  { key: "insuredAddress", header: "Insured Address", kind: "text", value: (r) => r.insuredAddress },
  { key: "insuredState", header: "Insured State", kind: "text", value: (r) => r.insuredState },
  { key: "insuredZipCode", header: "Insured ZIP Code", kind: "text", value: (r) => r.insuredZipCode },
  { key: "riskInception", header: "Risk Inception Date", kind: "date", value: (r) => r.riskInception },
  { key: "riskExpiry", header: "Risk Expiry Date", kind: "date", value: (r) => r.riskExpiry },
  { key: "itemName", header: "Event / Promotion Name", kind: "text", value: (r) => r.itemName },
  { key: "itemKind", header: "Event / Promotion", kind: "text", value: (r) => (r.itemKind === "EVENT" ? "Event" : "Promotion") },
  { key: "locationState", header: "Location of Risk State", kind: "text", value: (r) => r.locationState },
  { key: "perils", header: "Perils and Thresholds", kind: "text", value: (r) => r.perils },
  { key: "sumInsured", header: "Sum Insured", kind: "money", value: (r) => r.sumInsured },
  { key: "deductible", header: "Deductible", kind: "money", value: (r) => r.deductible },
  { key: "grossPremium", header: "Gross Premium", kind: "money", value: (r) => r.grossPremium },
  { key: "commissionRate", header: "Commission %", kind: "percent", value: (r) => r.commissionRate },
  { key: "commission", header: "Commission Amount", kind: "money", value: (r) => r.commission },
  { key: "netPremium", header: "Net Premium to Underwriters", kind: "money", value: (r) => r.netPremium },
  { key: "stateTax", header: "State Tax", kind: "money", value: (r) => r.stateTax },
  { key: "stampingFee", header: "Stamping Fee", kind: "money", value: (r) => r.stampingFee },
  { key: "municipalityTax", header: "Municipality Tax", kind: "money", value: (r) => r.municipalityTax },
  { key: "fees", header: "Fees", kind: "money", value: (r) => r.fees },
  { key: "brokerCompany", header: "Broker Company", kind: "text", value: (r) => r.brokerCompany.name },
];

// ---------------------------------------------------------------------------------------------
// The range: calendar days in New York, from included, until excluded.

export const REPORT_RANGE_MESSAGES = {
  /** Spec §8: the portal's one message for a date that is not a date. */
  day: MESSAGES.validDate,
  order: "Must be later than 'From' date",
} as const;

/** A real calendar day YYYY-MM-DD from 1900 to 2099, as every date field of the portal takes it. */
export const isCalendarDay = isValidIsoDate;

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

/** Today in New York, YYYY-MM-DD. */
export const reportToday = (now = new Date()): string => todayIso(REPORT_TIME_ZONE, now);

/**
 * The messages of a range typed in a form, by field: each given day must be a date, and `until`
 * after `from` when both are given (the same rules as reportRangeSchema).
 */
export function reportRangeErrors(
  range: { from?: string; until?: string },
  options: { required?: boolean } = {},
): { from?: string; until?: string } {
  // An empty field is left out, unless the range needs both days.
  const given = (v: string | undefined) => (v || options.required ? (v ?? "") : undefined);
  const parsed = z
    .object({ from: day.optional(), until: day.optional() })
    .refine((r) => !r.from || !r.until || r.until > r.from, { path: ["until"], message: REPORT_RANGE_MESSAGES.order })
    .safeParse({ from: given(range.from), until: given(range.until) });
  const errors: { from?: string; until?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as "from" | "until";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The current month in New York: its first day and the first day of the next month. */
export function currentMonthRange(now = new Date()): { from: string; until: string } {
  const today = reportToday(now);
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { from: `${today.slice(0, 7)}-01`, until: next };
}

/** The current year in New York: 1 January to 1 January of the next year. */
export function currentYearRange(now = new Date()): { from: string; until: string } {
  const y = Number(reportToday(now).slice(0, 4));
  return { from: `${y}-01-01`, until: `${y + 1}-01-01` };
}

/** The list-query fields of the bordereau (DESIGN §3): what `f`, shorthand parameters and `s` may name. */
export const BORDEREAU_FILTER_FIELDS = [
  "transactionType",
  "policyNumber",
  "insuredName",
  "insuredState",
  "binderId",
  "uniqueMarketReference",
  "brokerCompanyId",
  "brokerCompany.name",
] as const;
export const BORDEREAU_SORT_FIELDS = [
  "transactionDate",
  "policyNumber",
  "insuredName",
  "transactionType",
  "brokerCompany.name",
  "grossPremium",
  "uniqueMarketReference",
] as const;
