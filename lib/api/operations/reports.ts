import { defineOperation } from "@/lib/api/operation";
import { bordereauMetadataSchema, bordereauQuerySchema, bordereauRowSchema } from "@/lib/reports/bordereaux";
import { statisticsQuerySchema, statisticsSchema } from "@/lib/statistics/statistics";

// Reports and statistics (spec §2 Reports and Statistics, §3 Statistics, §5 bordereaux range, §6,
// §8; issue 13; decisions D48–D53). The answer schemas live beside their types in lib/reports and lib/statistics.

const RANGE =
  "`from` and `until` are New York calendar days (YYYY-MM-DD): a transaction is in when its invoice was issued from `from` 00:00 (included) to `until` 00:00 (excluded), New York time. " +
  "Left out, they default to the current month. `until` not after `from` is 400 VALIDATION_FAILURE at `until`: `Must be later than 'From' date`; a day that is not a date: `This value must be a valid date`.";
const FILTER =
  "The list query of DESIGN §3 over the fields `transactionType` (BIND, ENDORSEMENT, FINAL_SALES, CANCELLATION), `policyNumber`, `insuredName`, `insuredState`, `binderId`, `uniqueMarketReference`, `brokerCompanyId`, `brokerCompany.name`, " +
  "also as plain parameters (`transactionType=CANCELLATION`, `binderId=3`); sort on `transactionDate` (default, ascending), `policyNumber`, `insuredName`, `transactionType`, `brokerCompany.name`, `grossPremium`, `uniqueMarketReference`.";
const ROWS =
  "One row per premium transaction (invoice): bind, endorsement with a premium change, final sales additional premium, cancellation (return premium, 0.00 when nothing is returned). Amounts are signed. " +
  "The risk columns (insured, period, location, perils, sum insured, deductible) are the policy's current terms.";

export const listBordereaux = defineOperation({
  method: "get",
  path: "/api/report/bordereaux",
  tag: "Reports",
  can: ["read", "Report"],
  query: bordereauQuerySchema,
  list: true,
  response: bordereauRowSchema,
  metadata: bordereauMetadataSchema,
  summary: "The bordereau: premium transactions of a date range",
  access: "read Report (admins, underwriters); brokers 403",
  description:
    `${ROWS} ${RANGE} ${FILTER} \`metadata\` holds \`pagination\`, the \`range\` used (\`{ from, until }\`) and \`totals\` of the whole filtered range ` +
    "(`transactions` and the sums of `grossPremium`, `commission`, `netPremium`, `stateTax`, `stampingFee`, `municipalityTax`, `fees`).",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const exportBordereauxCsv = defineOperation({
  method: "get",
  path: "/api/report/bordereaux.csv",
  tag: "Reports",
  can: ["read", "Report"],
  query: bordereauQuerySchema,
  binary: "text/csv",
  summary: "The bordereau of a range as CSV",
  access: "read Report (admins, underwriters); brokers 403",
  description:
    `The same query as \`GET /api/report/bordereaux\` (no paging): every row of the range, streamed. \`text/csv; charset=utf-8\` (RFC 4180, with a byte-order mark), attachment \`bordereaux_<from>_<until>.csv\`. ` +
    "A header row of the Lloyd's v5 column names, one line per transaction, and a totals row (`Totals (N transactions)` and the money totals). Money as plain decimals with two places, dates as YYYY-MM-DD, the commission in percent. " +
    "A text cell starting with =, +, - or @ is prefixed with an apostrophe.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const exportBordereauxXlsx = defineOperation({
  method: "get",
  path: "/api/report/bordereaux.xlsx",
  tag: "Reports",
  can: ["read", "Report"],
  query: bordereauQuerySchema,
  binary: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  summary: "The bordereau of a range as an Excel workbook",
  access: "read Report (admins, underwriters); brokers 403",
  description:
    "The same query as the CSV, streamed as `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` (attachment `bordereaux_<from>_<until>.xlsx`): one worksheet `Bordereau`, a bold frozen header row, " +
    "money as numbers shown with two decimals, dates as dates, the commission as a percentage, and a bold totals row whose money cells are `SUM` formulas with their values.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const getStatistics = defineOperation({
  method: "get",
  path: "/api/statistics",
  tag: "Reports",
  can: ["read", "Statistics"],
  query: statisticsQuerySchema,
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
});

export const REPORT_OPERATIONS = [listBordereaux, exportBordereauxCsv, exportBordereauxXlsx, getStatistics];
