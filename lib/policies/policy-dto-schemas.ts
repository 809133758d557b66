import { z } from "zod";
import { DOCUMENT_TYPES } from "@/lib/quotations/quotation-schema";
import { CLAIMS_VERIFICATION_SOURCES, PERILS } from "@/lib/rater/perils";
import { POLICY_ACTION_NAMES, POLICY_STATUSES, type PolicyActionName } from "@/lib/policies/policy-actions";
import type {
  CoverageChangeLine,
  PolicyCancellationDto,
  PolicyDetailsDto,
  PolicyEndorsementDto,
  PolicyFileDto,
  PolicyFinalSalesDto,
  PolicyInvoiceDto,
} from "@/lib/policies/policy-dto";
import type { InvoiceLine } from "@/lib/policies/invoice-figures";
import type { PriceBreakdown } from "@/lib/pricing/price-breakdown";

// The answers of the policy calls (lib/policies/policy-dto.ts) as zod schemas, for the OpenAPI
// document only: the routes answer the TypeScript DTOs. The checks at the end of this file make
// `tsc` fail when a DTO and its schema here stop describing the same shape.

const money = z.string().describe('Decimal string with two places, e.g. "250.00" (signed where it can be a return)');
const day = z.string().describe("Calendar date YYYY-MM-DD");
const moment = z.string().describe('UTC ISO timestamp with seconds, e.g. "2026-11-22T10:15:30Z"');
const who = z.object({ id: z.number().int(), name: z.string() });
const link = z.object({ id: z.number().int(), invoiceNumber: z.string(), href: z.string() });

export const invoiceLineSchema = z.object({
  kind: z.enum(["premium", "fee", "tax", "subtotal", "commission", "total"]),
  label: z.string(),
  amount: money,
});

export const policyInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string().describe("INV-<year>-<id, 6 digits>"),
  kind: z.enum(["BIND", "ENDORSEMENT", "FINAL_SALES", "CANCELLATION"]),
  endorsementId: z.number().int().nullable().describe("The cover-changing or cancellation endorsement the invoice is for"),
  finalSalesRevisionId: z.number().int().nullable().describe("The final sales review the invoice is for"),
  issuedAt: moment,
  grossBoundPremium: money,
  fees: money,
  stateTax: money,
  stampingFee: money,
  municipalityTax: money,
  grossTotal: money,
  commissionRate: z.string().describe('Percent with two places ("12.50")'),
  commission: money,
  amountDue: money.describe("Negative for a credit (a return of premium)"),
  lines: z.array(invoiceLineSchema).describe("The printed lines as issued; amounts signed"),
  href: z.string().describe("/print/policy-invoice/{invoiceId}"),
});

export const coverageChangeLineSchema = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });

export const policyEndorsementSchema = z.object({
  id: z.number().int(),
  policyId: z.number().int(),
  endorsementNumber: z.number().int().describe("1, 2, 3, … per policy, with no gap"),
  kind: z.enum(["GENERAL", "CANCELLATION"]),
  title: z.string(),
  content: z.string(),
  effectiveDate: day,
  changes: z.array(coverageChangeLineSchema).describe("The schedule of cover changes as printed; [] for a wording-only endorsement"),
  premiumChange: money.nullable().describe("Additional (+) or return (−) premium; null when the premium does not change"),
  premiumAfter: money.nullable(),
  createdAt: moment,
  createdBy: who.nullable(),
  invoice: link.nullable(),
  href: z.string().describe("/print/policy/endorsement/{id} or /print/policy/cancellation-endorsement/{id}"),
});

export const policyCancellationSchema = z.object({
  id: z.number().int(),
  status: z.enum(["REQUESTED", "APPROVED", "REJECTED", "CANCELLED"]),
  reason: z.string(),
  cancellationDate: day,
  rejectionReason: z.string().nullable(),
  returnPremium: money.nullable(),
  requestedBy: who.nullable(),
  requestedAt: moment,
  decidedBy: who.nullable(),
  decidedAt: moment.nullable(),
  endorsementId: z.number().int().nullable(),
});

export const policyFinalSalesSchema = z.object({
  id: z.number().int(),
  status: z.enum(["SUBMITTED", "REVIEWED"]),
  reportedAmount: money,
  finalSalesAmount: money,
  late: z.boolean().describe("Reported after the final sales notification date"),
  additionalPremiumDue: money,
  premium: money,
  municipalityTax: money,
  submittedBy: who.nullable(),
  submittedAt: moment,
  reviewedBy: who.nullable(),
  reviewedAt: moment.nullable(),
  invoice: link.nullable(),
});

export const policyFileSchema = z.object({
  kind: z.enum(["POLICY_WORDING", "INVOICE", "ENDORSEMENT", "CANCELLATION_ENDORSEMENT", "PROPOSAL", "SIGNED_PROPOSAL", "UPLOADED"]),
  name: z.string(),
  description: z.string(),
  href: z.string(),
  createdAt: moment.nullable(),
  documentType: z.enum(DOCUMENT_TYPES).nullable().optional(),
});

const nullableText = z.string().nullable();

const priceLine = z.object({ key: z.string(), label: z.string(), amount: money });

/** The price breakdown (lib/pricing/price-breakdown.ts), as the quotation and the policy answer it. */
export const priceBreakdownSchema = z.object({
  premiumLines: z.array(priceLine).describe("Premium per option (key: the peril), or one line for a changed premium"),
  premium: money,
  feeLines: z.array(priceLine).describe("Off-site observer and lightning fees (keys observer, lightning); zero fees left out"),
  fees: money,
  taxState: z.string().nullable().describe("USPS code of the state whose taxes apply; null when unknown"),
  taxLines: z.array(priceLine).describe("State tax, stamping fee (when not zero), Kentucky's local government premium tax"),
  taxes: money.nullable(),
  stateTax: money,
  stampingFee: money,
  municipalityTax: money,
  municipalityTaxRate: z.string().nullable().describe("Fraction; null outside Kentucky"),
  premiumAndFees: money.describe("What the minimum premium is compared with"),
  total: money.describe("Premium + fees + taxes: what the insured pays"),
  totalLabel: z.string(),
});

export const policyDetailsSchema = z.object({
  id: z.number().int(),
  policyNumber: z.string(),
  status: z.enum(POLICY_STATUSES),
  brokerCompany: who,
  brokerUser: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  underwriterCompany: who.nullable(),
  binder: z.object({ id: z.number().int(), uniqueMarketReference: z.string(), from: day, until: day }),
  quotation: z.object({ id: z.number().int(), quotationNumber: z.string(), versionNumber: z.number().int() }),
  boundAt: moment,
  boundBy: who.nullable(),
  createdAt: moment,
  premium: money,
  aggregateLimit: money,
  price: priceBreakdownSchema.describe(
    "What the insured pays: premium per peril, fees, the insured state's taxes and the total (decisions.md D85)",
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
    dateFrom: day,
    dateUntil: day,
    deductible: money,
    coveredDays: z.array(day),
    limitPerDay: money.nullable(),
    event: z.object({ type: nullableText, hoursFrom: nullableText, hoursTo: nullableText }).nullable(),
    promotion: z
      .object({
        periodFrom: nullableText,
        periodUntil: nullableText,
        promotionDate: nullableText,
        finalEstimatedSales: money.nullable(),
        finalSalesDate: nullableText,
      })
      .nullable(),
    location: z.object({ name: nullableText, street: nullableText, city: nullableText, state: nullableText, zipCode: nullableText }),
    station: z.object({ id: z.string(), name: nullableText, distanceMiles: nullableText }).nullable(),
    claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES),
    perils: z.array(
      z.object({
        peril: z.enum(PERILS),
        threshold: nullableText,
        limitPerDay: money.nullable(),
        limit: money.nullable(),
        premium: money.nullable(),
      }),
    ),
    fees: money,
  }),
  invoices: z.array(policyInvoiceSchema),
  endorsements: z.array(policyEndorsementSchema),
  cancellations: z.array(policyCancellationSchema),
  finalSales: z.array(policyFinalSalesSchema),
  files: z.array(policyFileSchema),
  actions: z
    .array(z.enum(POLICY_ACTION_NAMES as [PolicyActionName, ...PolicyActionName[]]))
    .describe("What the caller may do with the policy now"),
});

// ---------------------------------------------------------------------------------------------
// Compile-time checks: each schema's output is assignable to its DTO and the DTO to the output.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<S extends z.ZodType> = z.output<S>;

export const SCHEMAS_MATCH_DTOS: {
  invoiceLine: Same<Out<typeof invoiceLineSchema>, InvoiceLine>;
  invoice: Same<Out<typeof policyInvoiceSchema>, PolicyInvoiceDto>;
  change: Same<Out<typeof coverageChangeLineSchema>, CoverageChangeLine>;
  endorsement: Same<Out<typeof policyEndorsementSchema>, PolicyEndorsementDto>;
  cancellation: Same<Out<typeof policyCancellationSchema>, PolicyCancellationDto>;
  finalSales: Same<Out<typeof policyFinalSalesSchema>, PolicyFinalSalesDto>;
  file: Same<Out<typeof policyFileSchema>, PolicyFileDto>;
  details: Same<Out<typeof policyDetailsSchema>, PolicyDetailsDto>;
  price: Same<Out<typeof priceBreakdownSchema>, PriceBreakdown>;
} = {
  invoiceLine: true,
  invoice: true,
  change: true,
  endorsement: true,
  cancellation: true,
  finalSales: true,
  file: true,
  details: true,
  price: true,
};
