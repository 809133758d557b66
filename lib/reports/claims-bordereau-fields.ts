import { CLAIM_STATUS_LABELS } from "@/lib/status/status-style";
import type { BordereauColumnKind } from "./bordereau-fields";
import type { ClaimsBordereauRow } from "./claims-bordereau";

// The claims bordereau's columns without zod (decision D114): the one field list of the page, the
// JSON's reading in the browser, the CSV and the XLSX, so that every output shows the same figures.
// claims-bordereau.ts adds the wire schemas and re-exports all of this for the server and the tests.

/** The currency of every claim amount (the portal insures in US dollars). */
export const CLAIMS_CURRENCY = "USD";

/** The money columns that a totals row sums. */
export const CLAIMS_TOTALLED_FIELDS = ["paidThisPeriod", "paidToDate", "outstanding"] as const;
export type ClaimsTotalledField = (typeof CLAIMS_TOTALLED_FIELDS)[number];

/** The columns of every output, in order, with the Lloyd's Coverholder Reporting Standards (v5) claims headers that apply. */
export const CLAIMS_BORDEREAU_COLUMNS: readonly {
  key: string;
  header: string;
  kind: BordereauColumnKind;
  value: (row: ClaimsBordereauRow) => string | null;
}[] = [
  { key: "uniqueMarketReference", header: "Unique Market Reference (UMR)", kind: "text", value: (r) => r.uniqueMarketReference },
  { key: "policyNumber", header: "Certificate / Policy Number", kind: "text", value: (r) => r.policyNumber },
  { key: "claimNumber", header: "Claim Reference", kind: "text", value: (r) => r.claimNumber },
  { key: "insuredName", header: "Insured Name", kind: "text", value: (r) => r.insuredName },
  { key: "openedDate", header: "Date Claim Opened", kind: "date", value: (r) => r.openedDate },
  { key: "lossDateFrom", header: "Date of Loss From", kind: "date", value: (r) => r.lossDateFrom },
  { key: "lossDateTo", header: "Date of Loss To", kind: "date", value: (r) => r.lossDateTo },
  { key: "perils", header: "Perils Triggered", kind: "text", value: (r) => r.perils },
  { key: "status", header: "Claim Status", kind: "text", value: (r) => CLAIM_STATUS_LABELS[r.status] },
  { key: "paidThisPeriod", header: "Paid This Period", kind: "money", value: (r) => r.paidThisPeriod },
  { key: "paidToDate", header: "Paid to Date", kind: "money", value: (r) => r.paidToDate },
  { key: "outstanding", header: "Outstanding", kind: "money", value: (r) => r.outstanding },
  { key: "currency", header: "Currency", kind: "text", value: (r) => r.currency },
  { key: "brokerCompany", header: "Broker Company", kind: "text", value: (r) => r.brokerCompany.name },
];

/** The list-query fields of the claims bordereau: what `f`, shorthand parameters and `s` may name. */
export const CLAIMS_BORDEREAU_FILTER_FIELDS = [
  "status",
  "claimNumber",
  "policyNumber",
  "insuredName",
  "binderId",
  "uniqueMarketReference",
  "brokerCompanyId",
  "brokerCompany.name",
] as const;
export const CLAIMS_BORDEREAU_SORT_FIELDS = [
  "openedDate",
  "claimNumber",
  "policyNumber",
  "insuredName",
  "brokerCompany.name",
  "uniqueMarketReference",
] as const;
