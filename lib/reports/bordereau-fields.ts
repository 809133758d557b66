import { INVALID_DATE_MESSAGE, isValidIsoDate, todayIso } from "@/lib/format/calendar-day";
import type { BordereauRow } from "./bordereaux";

// The bordereau's columns, labels and range rules without zod (issue 16 §3): the bordereaux and
// statistics pages show and check them in the browser; bordereaux.ts adds the wire schemas and
// re-exports all of this for the server and the tests.

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

/** The money columns that a totals row sums. */
export const TOTALLED_FIELDS = ["grossPremium", "commission", "netPremium", "stateTax", "stampingFee", "municipalityTax", "fees"] as const;
export type TotalledField = (typeof TOTALLED_FIELDS)[number];

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
  day: INVALID_DATE_MESSAGE,
  order: "Must be later than 'From' date",
} as const;

/** A real calendar day YYYY-MM-DD from 1900 to 2099, as every date field of the portal takes it. */
export const isCalendarDay = isValidIsoDate;

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
  const from = given(range.from);
  const until = given(range.until);
  const errors: { from?: string; until?: string } = {};
  if (from !== undefined && !isCalendarDay(from)) errors.from = REPORT_RANGE_MESSAGES.day;
  if (until !== undefined && !isCalendarDay(until)) errors.until = REPORT_RANGE_MESSAGES.day;
  // The order is checked once both days are dates, as the schema's refinement is.
  if (!errors.from && !errors.until && from && until && !(until > from)) errors.until = REPORT_RANGE_MESSAGES.order;
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
