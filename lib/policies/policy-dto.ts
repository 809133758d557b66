import { z } from "zod";
import { namedRecord, wireDate, wireDecimal, wireMoment, wireMoney } from "@/lib/api/wire-schemas";
import { priceBreakdownSchema } from "@/lib/pricing/price-schemas";
import { DOCUMENT_TYPES } from "@/lib/quotations/quotation-labels";
import { CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import { lossDaySchema } from "@/lib/claims/claim-dto";
import { CLAIMS_VERIFICATION_SOURCES, PERILS } from "@/lib/rater/perils";
import type { InvoiceLine } from "./invoice-figures";
import { POLICY_ACTION_NAMES, POLICY_STATUSES, type PolicyActionName } from "./policy-actions";

// The wire shape of the policy calls (GET /api/policy, GET /api/policy/{policyId} and the policy
// actions; spec §2 policy details: general information, insured, event or promotion information,
// files). The schemas are the source: each type is inferred from its schema, and the operations
// (lib/api/operations/policies.ts) answer with them. Money as decimal strings with two places,
// calendar days as YYYY-MM-DD, moments as UTC ISO strings.

export type { PolicyStatusName } from "./policy-actions";

export const INVOICE_KINDS = ["BIND", "ENDORSEMENT", "FINAL_SALES", "CANCELLATION"] as const;
export type InvoiceKindName = (typeof INVOICE_KINDS)[number];

/** What each kind of invoice is, as its title and the Files card name it. */
export const INVOICE_KIND_LABELS: Record<InvoiceKindName, string> = {
  BIND: "Bind invoice",
  ENDORSEMENT: "Endorsement premium adjustment",
  FINAL_SALES: "Final sales adjustment",
  CANCELLATION: "Cancellation credit note",
};

const percent = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .describe('Percent with two places ("12.50")');
const invoiceLink = z.object({ id: z.number().int(), invoiceNumber: z.string(), href: z.string() });

/** One printed line of an invoice (lib/policies/invoice-figures.ts), amount signed. */
export const invoiceLineSchema = z.object({
  kind: z.enum(["premium", "fee", "tax", "subtotal", "commission", "total"]),
  label: z.string(),
  amount: wireMoney,
});

export const policyInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string().describe("INV-<year>-<id, 6 digits>"),
  kind: z.enum(INVOICE_KINDS),
  endorsementId: z.number().int().nullable().describe("The cover-changing or cancellation endorsement the invoice is for"),
  finalSalesRevisionId: z.number().int().nullable().describe("The final sales review the invoice is for"),
  issuedAt: wireMoment,
  dueDate: wireDate
    .nullable()
    .describe(
      "Fixed at issue: the day an invoice is due, or the day a credit note is settled by (null only for an invoice stored without one)",
    ),
  credit: z.boolean().describe("A credit note (a return to the broker): dueDate is its settlement date"),
  grossBoundPremium: wireMoney,
  fees: wireMoney,
  stateTax: wireMoney,
  stampingFee: wireMoney,
  municipalityTax: wireMoney,
  grossTotal: wireMoney,
  commissionRate: percent,
  commission: wireMoney,
  amountDue: wireMoney.describe("Negative for a credit (a return of premium)"),
  lines: z.array(invoiceLineSchema).describe("The printed lines as issued; amounts signed"),
  href: z.string().describe("/print/policy-invoice/{invoiceId}"),
});
export type PolicyInvoiceDto = z.infer<typeof policyInvoiceSchema>;

/** One line of an endorsement's schedule of changes, as printed. */
export const coverageChangeLineSchema = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export type CoverageChangeLine = z.infer<typeof coverageChangeLineSchema>;

export const policyEndorsementSchema = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  endorsementNumber: z.number().int().positive().describe("1, 2, 3, … per policy, with no gap"),
  kind: z.enum(["GENERAL", "CANCELLATION"]),
  title: z.string(),
  content: z.string(),
  effectiveDate: wireDate,
  changes: z.array(coverageChangeLineSchema).describe("The schedule of cover changes as printed; [] for a wording-only endorsement"),
  premiumChange: wireMoney.nullable().describe("Additional (+) or return (−) premium; null when the premium does not change"),
  premiumAfter: wireMoney.nullable(),
  createdAt: wireMoment,
  createdBy: namedRecord.nullable(),
  invoice: invoiceLink.nullable(),
  href: z.string().describe("/print/policy/endorsement/{id} or /print/policy/cancellation-endorsement/{id}"),
});
export type PolicyEndorsementDto = z.infer<typeof policyEndorsementSchema>;

export const policyCancellationSchema = z.object({
  id: z.number().int(),
  status: z.enum(["REQUESTED", "APPROVED", "REJECTED", "CANCELLED"]),
  reason: z.string(),
  cancellationDate: wireDate,
  rejectionReason: z.string().nullable(),
  returnPremium: wireMoney.nullable(),
  requestedBy: namedRecord.nullable(),
  requestedAt: wireMoment,
  decidedBy: namedRecord.nullable(),
  decidedAt: wireMoment.nullable(),
  endorsementId: z.number().int().nullable(),
});
export type PolicyCancellationDto = z.infer<typeof policyCancellationSchema>;

export const policyFinalSalesSchema = z.object({
  id: z.number().int(),
  status: z.enum(["SUBMITTED", "REVIEWED"]),
  reportedAmount: wireMoney.describe("What the broker reported"),
  finalSalesAmount: wireMoney.describe("The amount the underwriter confirmed (the reported one until reviewed)"),
  late: z.boolean().describe("Reported after the final sales notification date"),
  additionalPremiumDue: wireMoney,
  premium: wireMoney.describe("The policy's premium after the review"),
  municipalityTax: wireMoney,
  submittedBy: namedRecord.nullable(),
  submittedAt: wireMoment,
  reviewedBy: namedRecord.nullable(),
  reviewedAt: wireMoment.nullable(),
  invoice: invoiceLink.nullable(),
});
export type PolicyFinalSalesDto = z.infer<typeof policyFinalSalesSchema>;

export const policyFileSchema = z.object({
  kind: z.enum(["POLICY_WORDING", "INVOICE", "ENDORSEMENT", "CANCELLATION_ENDORSEMENT", "PROPOSAL", "SIGNED_PROPOSAL", "UPLOADED"]),
  name: z.string(),
  description: z.string().describe('What the file is: "Policy wording", "Invoice", "IWO", …'),
  href: z.string(),
  createdAt: wireMoment.nullable().describe("When it was made or uploaded, if known"),
  documentType: z.enum(DOCUMENT_TYPES).nullable().optional().describe("An uploaded document's type (UPLOADED only)"),
});
export type PolicyFileDto = z.infer<typeof policyFileSchema>;

const nullableText = z.string().nullable();

export const policyPerilSchema = z.object({
  peril: z.enum(PERILS),
  threshold: wireDecimal.nullable().describe("In the peril's unit (null for lightning and adverse weather)"),
  limitPerDay: wireMoney.nullable(),
  limit: wireMoney.nullable().describe("The option's limit: its limit per day × covered days"),
  premium: wireMoney.nullable(),
});
export type PolicyPerilDto = z.infer<typeof policyPerilSchema>;

export const policyDetailsSchema = z.object({
  id: z.number().int(),
  policyNumber: z.string(),
  status: z.enum(POLICY_STATUSES),
  brokerCompany: namedRecord,
  brokerUser: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  underwriterCompany: namedRecord.nullable(),
  binder: z.object({ id: z.number().int(), uniqueMarketReference: z.string(), from: wireDate, until: wireDate }),
  quotation: z.object({ id: z.number().int(), quotationNumber: z.string(), versionNumber: z.number().int() }),
  boundAt: wireMoment,
  boundBy: namedRecord.nullable(),
  createdAt: wireMoment,
  premium: wireMoney,
  aggregateLimit: wireMoney,
  price: priceBreakdownSchema.describe(
    "What the insured pays: premium per peril (one line once endorsements, final sales or a cancellation changed the premium), fees, the taxes of the state the bind invoice charged and the total (decisions.md D85)",
  ),
  insured: z.object({
    name: z.string(),
    email: nullableText,
    street: nullableText,
    city: nullableText,
    state: nullableText,
    zipCode: nullableText,
  }),
  item: z.object({
    kind: z.enum(["EVENT", "PROMOTION"]),
    name: z.string(),
    dateFrom: wireDate,
    dateUntil: wireDate,
    deductible: wireMoney,
    coveredDays: z.array(wireDate).describe("The covered days: each day of the event, or the promotion's draw date"),
    limitPerDay: wireMoney.nullable(),
    event: z.object({ type: nullableText, hoursFrom: nullableText, hoursTo: nullableText }).nullable().describe("null for a promotion"),
    promotion: z
      .object({
        periodFrom: wireDate.nullable(),
        periodUntil: wireDate.nullable(),
        promotionDate: wireDate.nullable(),
        finalEstimatedSales: wireMoney.nullable(),
        finalSalesDate: wireDate.nullable(),
      })
      .nullable()
      .describe("null for an event"),
    location: z.object({ name: nullableText, street: nullableText, city: nullableText, state: nullableText, zipCode: nullableText }),
    station: z.object({ id: z.string(), name: nullableText, distanceMiles: wireDecimal.nullable() }).nullable(),
    claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES),
    perils: z.array(policyPerilSchema),
    fees: wireMoney.describe("Off-site observer and lightning fees, as invoiced"),
  }),
  invoices: z.array(policyInvoiceSchema),
  endorsements: z.array(policyEndorsementSchema),
  cancellations: z.array(policyCancellationSchema),
  finalSales: z.array(policyFinalSalesSchema),
  files: z.array(policyFileSchema),
  lossDays: z
    .array(lossDaySchema.extend({ claimId: z.number().int().nullable().describe("The claim the day belongs to, if any") }))
    .describe("Every covered day × insured peril determined so far (docs/claims.md), by date then peril"),
  dayAmounts: z
    .array(z.object({ date: wireDate, amount: wireMoney, perils: z.array(z.enum(PERILS)) }))
    .describe("What each determined day pays before the deductible and the aggregate limit, and the perils that triggered"),
  claims: z
    .array(
      z.object({
        id: z.number().int(),
        claimNumber: z.string(),
        status: z.enum(CLAIM_STATUSES),
        amount: wireMoney.nullable(),
        paidAmount: wireMoney.nullable(),
        firstLossDate: wireDate.nullable(),
      }),
    )
    .describe("The policy's claims the caller may read, oldest first"),
  lossNoticeDays: z
    .array(wireDate)
    .describe("The covered days a loss notice may name now: begun in the state's time zone and not settled in a closed claim"),
  actions: z
    .array(z.enum(POLICY_ACTION_NAMES as [PolicyActionName, ...PolicyActionName[]]))
    .describe("What the caller may do with the policy now (lib/policies/policy-actions.ts)"),
});
export type PolicyDetailsDto = z.infer<typeof policyDetailsSchema>;

/** One row of GET /api/policy (the policy list). */
export const policyListItemSchema = z.object({
  id: z.number().int(),
  policyNumber: z.string(),
  insuredName: z.string(),
  kind: z.enum(["EVENT", "PROMOTION"]),
  itemName: z.string(),
  brokerCompany: namedRecord,
  dateFrom: wireDate,
  dateUntil: wireDate,
  premium: wireMoney,
  status: z.enum(POLICY_STATUSES),
  createdAt: wireMoment,
});
export type PolicyListItemDto = z.infer<typeof policyListItemSchema>;

// The invoice lines are computed by a pure function in lib (invoice-figures.ts, its type its own):
// this check makes `tsc` fail when the schema here stops describing what it returns.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const COMPUTED_SHAPES_MATCH: {
  invoiceLine: Same<z.output<typeof invoiceLineSchema>, InvoiceLine>;
} = { invoiceLine: true };
