import { defineOperation } from "@/lib/api/operation";
import { bordereauMetadataSchema, bordereauQuerySchema, bordereauRowSchema } from "@/lib/reports/bordereaux";
import { claimsBordereauMetadataSchema, claimsBordereauRowSchema } from "@/lib/reports/claims-bordereau";
import { statisticsQuerySchema, statisticsSchema } from "@/lib/statistics/statistics";

// Reports and statistics (spec §2 Reports and Statistics, §3 Statistics, §5 bordereaux range, §6,
// §8; issue 13; decisions D48–D53, D114 for the claims bordereau). The answer schemas live beside their types in lib/reports and lib/statistics.

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

const CLAIM_RANGE =
  "`from` and `until` are New York calendar days (YYYY-MM-DD), as for the premium bordereau: the range runs from `from` 00:00 (included) to `until` 00:00 (excluded), New York time. " +
  "Left out, they default to the current month. `until` not after `from` is 400 VALIDATION_FAILURE at `until`: `Must be later than 'From' date`; a day that is not a date: `This value must be a valid date`.";
const CLAIM_ROWS =
  "One row per claim that was open at some moment of the range: opened before `until` 00:00 and neither paid on a day before `from` nor declined before `from` 00:00 " +
  "(so every claim with a payment dated in the range is a row; a claim paid or declined before the range is not). " +
  "`status` is the claim's status at the range's end, from the moments it records: PAID when its payment date is before `until`, DECLINED or APPROVED when decided before `until` 00:00, DETERMINED when determined before it, else NOTIFIED. " +
  "`paidThisPeriod` is the payment when its date lies in [`from`, `until`), `paidToDate` the payment when its date is before `until`, `outstanding` the claim's amount when its status at the range's end is DETERMINED or APPROVED, else 0.00. " +
  "`lossDateFrom`/`lossDateTo` are the claim's first and last day (its loss determinations, whatever their result, as the claims list's `firstLossDate`; the loss notice's days while it has none), `perils` the perils of its triggered days. Currency USD.";
const CLAIM_FILTER =
  "The list query of DESIGN §3 over the fields `status` (at the range's end: NOTIFIED, DETERMINED, APPROVED, PAID, DECLINED), `claimNumber`, `policyNumber`, `insuredName`, `binderId`, `uniqueMarketReference`, `brokerCompanyId`, `brokerCompany.name`, " +
  "also as plain parameters (`binderId=3`, `brokerCompanyId=5`); sort on `openedDate` (default, ascending), `claimNumber`, `policyNumber`, `insuredName`, `brokerCompany.name`, `uniqueMarketReference`.";

export const listClaimsBordereau = defineOperation({
  method: "get",
  path: "/api/report/claims-bordereaux",
  tag: "Reports",
  can: ["read", "Report"],
  query: bordereauQuerySchema,
  list: true,
  response: claimsBordereauRowSchema,
  metadata: claimsBordereauMetadataSchema,
  summary: "The claims bordereau: the claims of a date range, paid and outstanding",
  access: "read Report (admins, underwriters); brokers 403",
  description:
    `${CLAIM_ROWS} ${CLAIM_RANGE} ${CLAIM_FILTER} \`metadata\` holds \`pagination\`, the \`range\` used (\`{ from, until }\`) and \`totals\` of the whole filtered range ` +
    "(`claims` and the sums of `paidThisPeriod`, `paidToDate`, `outstanding`).",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const exportClaimsBordereauCsv = defineOperation({
  method: "get",
  path: "/api/report/claims-bordereaux.csv",
  tag: "Reports",
  can: ["read", "Report"],
  query: bordereauQuerySchema,
  binary: "text/csv",
  summary: "The claims bordereau of a range as CSV",
  access: "read Report (admins, underwriters); brokers 403",
  description:
    "The same query as `GET /api/report/claims-bordereaux` (no paging): every row of the range, streamed. `text/csv; charset=utf-8` (RFC 4180, with a byte-order mark), attachment `claims-bordereaux_<from>_<until>.csv`. " +
    "A header row of the Lloyd's claims column names, one line per claim, and a totals row (`Totals (N claims)` and the totals of paid this period, paid to date and outstanding). Money as plain decimals with two places, dates as YYYY-MM-DD. " +
    "A text cell starting with =, +, - or @ is prefixed with an apostrophe.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const exportClaimsBordereauXlsx = defineOperation({
  method: "get",
  path: "/api/report/claims-bordereaux.xlsx",
  tag: "Reports",
  can: ["read", "Report"],
  query: bordereauQuerySchema,
  binary: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  summary: "The claims bordereau of a range as an Excel workbook",
  access: "read Report (admins, underwriters); brokers 403",
  description:
    "The same query as the CSV, streamed as `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` (attachment `claims-bordereaux_<from>_<until>.xlsx`): one worksheet `Claims bordereau`, a bold frozen header row, " +
    "money as numbers shown with two decimals, dates as dates, and a bold totals row whose money cells are `SUM` formulas with their values.",
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
    "`claims`, `claimsPaid` and `claimsOutstanding` equal the claims bordereau's row count and its Paid This Period and Outstanding totals for the same range, binder and broker company, over the claims the caller may read (all time: every claim, outstanding as it stands now); " +
    "`lossRatio` is (`claimsPaid` + `claimsOutstanding`) / `premium` as a percent with two places (half away from zero), null when the premium is not positive. " +
    "`liveQuotations` counts quotations created in the range whose status is RATING_IN_PROGRESS, RATING_COMPLETED, READY, REFERRED_TO_UNDERWRITER, PRE_BOUND_REFERRED_TO_UNDERWRITER, PRE_BOUND, SIGNED or READY_TO_BIND (the binder filter does not apply to quotations). " +
    "On failure the page shows `Could not fetch statistics data`.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const REPORT_OPERATIONS = [
  listBordereaux,
  exportBordereauxCsv,
  exportBordereauxXlsx,
  listClaimsBordereau,
  exportClaimsBordereauCsv,
  exportClaimsBordereauXlsx,
  getStatistics,
];
