import { z } from "zod";
import { TRANSACTION_TYPES, type BordereauRow, type BordereauTotals } from "@/lib/reports/bordereaux";
import type { StatisticsDto } from "@/lib/statistics/statistics";
import type { ApiOperation } from "@/lib/api/operation";

// Reports and statistics (spec §2 Reports and Statistics, §3 Statistics, §5 bordereaux range, §6,
// §8; issue 13; decisions D48–D53). The answer schemas are checked against the DTOs at compile time.

const money = z.string().describe('Decimal string with two places, signed (a return premium is negative), e.g. "-412.50"');
const day = z.string().describe("Calendar date YYYY-MM-DD");

export const bordereauRowSchema = z.object({
  id: z.number().int().describe("The invoice's id: one row per premium transaction"),
  invoiceNumber: z.string(),
  uniqueMarketReference: z.string().describe("The binder's UMR"),
  binderId: z.number().int(),
  policyId: z.number().int(),
  policyNumber: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionDate: day.describe("The invoice's issue day in New York"),
  insuredName: z.string(),
  insuredAddress: z.string(),
  insuredState: z.string().nullable(),
  insuredZipCode: z.string().nullable(),
  riskInception: day,
  riskExpiry: day,
  itemName: z.string(),
  itemKind: z.enum(["EVENT", "PROMOTION"]),
  locationState: z.string().nullable(),
  perils: z.string().describe('Insured perils with thresholds, e.g. "Rainfall ≥ 0.5 in; Lightning"'),
  sumInsured: money.describe("The policy's aggregate limit"),
  deductible: money,
  grossPremium: money,
  commissionRate: z.string().describe('Percent with two places, e.g. "15.00"'),
  commission: money,
  netPremium: money.describe("Gross premium − commission: the premium due to underwriters"),
  stateTax: money,
  stampingFee: money,
  municipalityTax: money,
  fees: money.describe("Third-party (verification) fees"),
  brokerCompany: z.object({ id: z.number().int(), name: z.string() }),
});

export const bordereauTotalsSchema = z.object({
  transactions: z.number().int(),
  grossPremium: money,
  commission: money,
  netPremium: money,
  stateTax: money,
  stampingFee: money,
  municipalityTax: money,
  fees: money,
});

const moneyMonth = z.object({
  month: z.string().describe("YYYY-MM (New York)"),
  premium: money,
  commission: money,
  netPremium: money,
  policies: z.number().int(),
  transactions: z.number().int(),
});

export const statisticsSchema = z.object({
  filters: z.object({
    from: day.nullable(),
    until: day.nullable().describe("Excluded"),
    currentYear: z.boolean(),
    binderId: z.number().int().nullable(),
    brokerCompanyId: z.number().int().nullable(),
  }),
  liveQuotations: z
    .number()
    .int()
    .describe("Quotations created in the range in a live status (submitted, not bound, not ended; drafts not counted)"),
  policies: z.number().int().describe("Policies bound in the range: the bordereau's BIND rows"),
  premium: money.describe("Gross premium of the range's transactions: the bordereau's total"),
  commission: money.describe("Commission of the range's transactions: the bordereau's total"),
  netPremium: money,
  transactions: z.number().int(),
  byMonth: z.array(moneyMonth),
  quotationsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  byBrokerCompany: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        premium: money,
        commission: money,
        policies: z.number().int(),
        transactions: z.number().int(),
      }),
    )
    .nullable()
    .describe("Admins and underwriters; null for brokers"),
  binders: z
    .array(
      z.object({
        id: z.number().int(),
        uniqueMarketReference: z.string(),
        from: day,
        until: day,
        capacity: money,
        used: money,
        remaining: money,
      }),
    )
    .nullable()
    .describe("Capacity used today (policies not cancelled); admins and underwriters, null for brokers"),
  options: z.object({
    binders: z.array(z.object({ id: z.number().int(), uniqueMarketReference: z.string() })),
    brokerCompanies: z.array(z.object({ id: z.number().int(), name: z.string() })).nullable(),
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const REPORT_SCHEMAS_MATCH_DTOS: {
  row: Same<z.output<typeof bordereauRowSchema>, BordereauRow>;
  totals: Same<z.output<typeof bordereauTotalsSchema>, BordereauTotals>;
  statistics: Same<z.output<typeof statisticsSchema>, StatisticsDto>;
} = { row: true, totals: true, statistics: true };

const RANGE =
  "`from` and `until` are New York calendar days (YYYY-MM-DD): a transaction is in when its invoice was issued from `from` 00:00 (included) to `until` 00:00 (excluded), New York time. " +
  "Left out, they default to the current month. `until` not after `from` is 400 VALIDATION_FAILURE at `until`: `Must be later than 'From' date`; a day that is not a date: `This value must be a valid date`.";
const FILTER =
  "The list query of DESIGN §3 over the fields `transactionType` (BIND, ENDORSEMENT, FINAL_SALES, CANCELLATION), `policyNumber`, `insuredName`, `insuredState`, `binderId`, `uniqueMarketReference`, `brokerCompanyId`, `brokerCompany.name`, " +
  "also as plain parameters (`transactionType=CANCELLATION`, `binderId=3`); sort on `transactionDate` (default, ascending), `policyNumber`, `insuredName`, `transactionType`, `brokerCompany.name`, `grossPremium`, `uniqueMarketReference`.";
const ROWS =
  "One row per premium transaction (invoice): bind, endorsement with a premium change, final sales additional premium, cancellation (return premium, 0.00 when nothing is returned). Amounts are signed. " +
  "The risk columns (insured, period, location, perils, sum insured, deductible) are the policy's current terms.";

export const REPORT_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/report/bordereaux",
    tag: "Reports",
    list: true,
    response: bordereauRowSchema,
    summary: "The bordereau: premium transactions of a date range",
    access: "read Report (admins, underwriters); brokers 403",
    description:
      `${ROWS} ${RANGE} ${FILTER} \`metadata\` holds \`pagination\`, the \`range\` used (\`{ from, until }\`) and \`totals\` of the whole filtered range ` +
      "(`transactions` and the sums of `grossPremium`, `commission`, `netPremium`, `stateTax`, `stampingFee`, `municipalityTax`, `fees`).",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
  },
  {
    method: "get",
    path: "/api/report/bordereaux.csv",
    tag: "Reports",
    summary: "The bordereau of a range as CSV",
    access: "read Report (admins, underwriters); brokers 403",
    description:
      `The same query as \`GET /api/report/bordereaux\` (no paging): every row of the range, streamed. \`text/csv; charset=utf-8\` (RFC 4180, with a byte-order mark), attachment \`bordereaux_<from>_<until>.csv\`. ` +
      "A header row of the Lloyd's v5 column names, one line per transaction, and a totals row (`Totals (N transactions)` and the money totals). Money as plain decimals with two places, dates as YYYY-MM-DD, the commission in percent. " +
      "A text cell starting with =, +, - or @ is prefixed with an apostrophe.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
  },
  {
    method: "get",
    path: "/api/report/bordereaux.xlsx",
    tag: "Reports",
    summary: "The bordereau of a range as an Excel workbook",
    access: "read Report (admins, underwriters); brokers 403",
    description:
      "The same query as the CSV, streamed as `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` (attachment `bordereaux_<from>_<until>.xlsx`): one worksheet `Bordereau`, a bold frozen header row, " +
      "money as numbers shown with two decimals, dates as dates, the commission as a percentage, and a bold totals row whose money cells are `SUM` formulas with their values.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
  },
  {
    method: "get",
    path: "/api/statistics",
    tag: "Reports",
    response: statisticsSchema,
    summary: "Statistics: the cards and the charts' figures",
    access: "read Statistics (everyone); brokerCompanyId needs filterByBroker Statistics (admins, underwriters), otherwise 403",
    description:
      "Query parameters: `binderId`, `brokerCompanyId`, `from`, `until` (New York days, until excluded, as the bordereau; either may be left out; none is all time), `currentYear=true` (this year in New York; not together with from/until). " +
      "Over what the caller may read: a broker sees its company's policies and quotations, or its own under VIEW_MY_INDICATIONS. " +
      "`premium`, `commission`, `netPremium` and `transactions` equal the bordereau's totals for the same range, binder and broker company; `policies` equals its BIND rows. " +
      "`liveQuotations` counts quotations created in the range whose status is RATING_IN_PROGRESS, RATING_COMPLETED, READY, REFERRED_TO_UNDERWRITER, PRE_BOUND_REFERRED_TO_UNDERWRITER, PRE_BOUND, SIGNED or READY_TO_BIND (the binder filter does not apply to quotations). " +
      "On failure the page shows `Could not fetch statistics data`.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
  },
];
