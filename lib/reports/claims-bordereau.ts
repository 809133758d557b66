import { z } from "zod";
import { wireDate, wireMoney } from "@/lib/api/wire-schemas";
import { CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import { CLAIMS_CURRENCY } from "./claims-bordereau-fields";

// The claims bordereau (decision D114): one row per claim that existed by the range's end and was
// open at some moment of the range (which includes every claim paid in it), with what was paid in
// the range, what was paid up to its end and what was outstanding at its end. Shared by the server
// (JSON, CSV, XLSX), the page and the tests, so that every output has the same columns. The range
// and its rules are the premium bordereau's (D50).

export * from "./claims-bordereau-fields";

/** One row of the claims bordereau. Money: decimal strings with two places. */
export const claimsBordereauRowSchema = z.object({
  id: z.number().int().describe("The claim's id: one row per claim"),
  claimNumber: z.string().describe("The claim reference"),
  policyId: z.number().int(),
  policyNumber: z.string().describe("The certificate / policy reference"),
  binderId: z.number().int(),
  uniqueMarketReference: z.string().describe("The binder's UMR"),
  insuredName: z.string(),
  openedDate: wireDate.describe("The day the claim was opened (loss notice or first triggered day), New York"),
  lossDateFrom: wireDate
    .nullable()
    .describe(
      "The claim's first day (its earliest loss determination, as the claims list's first loss date); the loss notice's first day while it has none",
    ),
  lossDateTo: wireDate
    .nullable()
    .describe("The claim's last day (its latest loss determination); the loss notice's last day while it has none"),
  perils: z.string().describe('The perils of the claim\'s triggered days, e.g. "Rainfall; Lightning" (empty while none triggered)'),
  status: z.enum(CLAIM_STATUSES).describe("The claim's status at the range's end (`until` 00:00 New York)"),
  paidThisPeriod: wireMoney.describe("The payment whose date lies in the range, else 0.00"),
  paidToDate: wireMoney.describe("The payment whose date is before `until`, else 0.00"),
  outstanding: wireMoney.describe(
    "The claim's amount when it was DETERMINED or APPROVED (not paid, not declined) at the range's end, else 0.00",
  ),
  currency: z.literal(CLAIMS_CURRENCY),
  brokerCompany: z.object({ id: z.number().int(), name: z.string() }),
});
export type ClaimsBordereauRow = z.infer<typeof claimsBordereauRowSchema>;

/** The sums of a whole range (the totals row of the exports, `metadata.totals` of the list). */
export const claimsBordereauTotalsSchema = z.object({
  claims: z.number().int(),
  paidThisPeriod: wireMoney,
  paidToDate: wireMoney,
  outstanding: wireMoney,
});
export type ClaimsBordereauTotals = z.infer<typeof claimsBordereauTotalsSchema>;

/** The list's `metadata` beside its pagination: the range used and the totals of the whole filtered range. */
export const claimsBordereauMetadataSchema = z.object({
  range: z.object({ from: wireDate, until: wireDate.describe("Excluded") }),
  totals: claimsBordereauTotalsSchema,
});
