import { z } from "zod";
import { namedRecord, wireDate, wireDecimal, wireMoment, wireMoney } from "@/lib/api/wire-schemas";
import { pricingTermsSchema, quotationPriceSchema } from "@/lib/pricing/price-schemas";
import { CLAIMS_VERIFICATION_SOURCES, PERILS } from "@/lib/rater/perils";
import { rateQuoteResultSchema } from "@/lib/rater/rate-quote-result";
import { QUOTATION_ACTION_NAMES, QUOTATION_STATUSES, type QuotationActionName } from "./quotation-actions";
import { DOCUMENT_TYPES, OFFER_KINDS, quotationFormValuesSchema } from "./quotation-schema";

// The wire shapes of the quotation calls (GET /api/quotation/{id}, the list, the action calls, the
// documents, the history and the broker picker), one schema each: the types are inferred from them.
// Money as decimal strings with two places, dates as YYYY-MM-DD, timestamps as UTC ISO strings with
// seconds.

const money = wireMoney;
const decimal = wireDecimal;
const day = wireDate;
const moment = wireMoment;
const text = z.string().nullable();
const id = z.number().int();
const named = namedRecord;
const status = z.enum(QUOTATION_STATUSES);

export const perilValueSchema = z.object({
  peril: z.enum(PERILS),
  threshold: decimal.nullable().describe("In the peril's unit (PERIL_THRESHOLD_UNITS); null for perils without one"),
  limitPerDay: money.nullable(),
  limit: money.nullable(),
  rate: decimal.nullable(),
  premiumFromRater: money.nullable(),
  premiumAfterReview: money.nullable(),
  premium: money.nullable().describe("The premium that applies: after review when an underwriter amended it, else the rater's"),
  selected: z.boolean(),
  quotable: z.boolean(),
  reason: text.describe("Why the option could not be priced"),
});
export type PerilValueDto = z.infer<typeof perilValueSchema>;

export const quotationVersionSchema = z.object({
  id,
  versionNumber: z.number().int(),
  status,
  readOnly: z.boolean(),
  kind: z.enum(OFFER_KINDS).nullable(),
  applicant: z.object({ name: text, email: text, street: text, city: text, state: text, zipCode: text }),
  event: z
    .object({
      name: text,
      type: text,
      dateFrom: day.nullable(),
      dateUntil: day.nullable(),
      dates: z.array(day),
      hoursFrom: text.describe("hh:mm"),
      hoursTo: text.describe("hh:mm"),
    })
    .nullable()
    .describe("When `kind` is EVENT"),
  promotion: z
    .object({
      name: text,
      periodFrom: day.nullable(),
      periodUntil: day.nullable(),
      promotionDate: day.nullable(),
      finalEstimatedSales: money.nullable(),
    })
    .nullable()
    .describe("When `kind` is PROMOTION"),
  location: z.object({ name: text, street: text, city: text, state: text, zipCode: text }),
  limitPerDay: money.nullable(),
  deductible: money.nullable(),
  claimsVerificationSource: z.enum(CLAIMS_VERIFICATION_SOURCES),
  priorLoss: z.boolean().nullable(),
  priorLossDetails: text,
  declarationAccepted: z.boolean(),
  perils: z.array(perilValueSchema),
  station: z.object({ id: z.string(), name: text, distanceMiles: decimal.nullable() }).nullable(),
  fees: money.nullable().describe("Observer and lightning fees of the selected (or, before selection, all quotable) options"),
  totalPremium: money
    .nullable()
    .describe("Premium and fees: the sum of the premiums that apply plus the fees, before taxes (not the premium alone: see `price`)"),
  minimumPremium: money,
  belowMinimumPremium: z.boolean(),
  price: quotationPriceSchema
    .nullable()
    .describe(
      "What the insured is asked to pay for the options that count (the selected ones, else every quotable one): premium per option, fees, the insured state's taxes, total (decisions.md D85). Null before the version is priced",
    ),
  pricingTerms: pricingTermsSchema.describe(
    "Today's fee settings, minimum premium and the insured state's taxes: what prices a change of options",
  ),
  referralReasons: z.array(z.string()),
  declineReason: text,
  wizardStep: z.number().int(),
  submittedAt: moment.nullable(),
  reviewedAt: moment.nullable(),
  expiresAt: moment.nullable(),
  createdAt: moment,
  rating: rateQuoteResultSchema.nullable().describe("The rater's explanation: underwriters and admins only (null for brokers)"),
});
export type QuotationVersionDto = z.infer<typeof quotationVersionSchema>;

export const quotationDocumentSchema = z.object({
  id,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  type: z.enum(DOCUMENT_TYPES).nullable(),
  typeName: text,
  uploadedAt: moment,
  uploadedBy: text.describe("The uploader's name"),
});
export type QuotationDocumentDto = z.infer<typeof quotationDocumentSchema>;

export const quotationProposalSchema = z.object({
  id,
  fileName: z.string(),
  uploadedAt: moment,
  signed: z.boolean(),
  versionNumber: z.number().int(),
});
export type QuotationProposalDto = z.infer<typeof quotationProposalSchema>;

/** One sending of the proposal for signature (newest first on the details). */
export const quotationSigningSchema = z.object({
  id,
  versionNumber: z.number().int(),
  provider: z.string(),
  status: z.enum(["PENDING", "SIGNED", "FAILED"]),
  signerName: text,
  signerEmail: text,
  failureReason: text.describe("Why it failed or was withdrawn"),
  startedAt: moment,
  completedAt: moment.nullable(),
});
export type QuotationSigningDto = z.infer<typeof quotationSigningSchema>;

export const quotationDetailsSchema = z.object({
  id,
  quotationNumber: z.string(),
  status,
  brokerCompany: named,
  brokerUser: z.object({ id, name: z.string(), email: z.string() }),
  createdBy: named,
  copiedFrom: z.object({ id, quotationNumber: z.string() }).nullable(),
  insuredName: z.string(),
  eventDate: day.nullable(),
  createdAt: moment,
  updatedAt: moment,
  current: quotationVersionSchema,
  versions: z.array(
    z.object({
      id,
      versionNumber: z.number().int(),
      status,
      readOnly: z.boolean(),
      premium: money.nullable().describe("The premiums that apply, without fees or taxes (the price breakdown's Premium)"),
      fees: money.nullable().describe("Observer and lightning fees"),
      totalPremium: money.nullable().describe("Premium and fees, before taxes"),
      submittedAt: moment.nullable(),
      createdAt: moment,
    }),
  ),
  documents: z.array(quotationDocumentSchema),
  proposals: z.array(quotationProposalSchema),
  signings: z.array(quotationSigningSchema).describe("The signing requests of every version, newest first"),
  policy: z.object({ id, policyNumber: z.string() }).nullable().describe("The policy it was bound into (BOUND)"),
  actions: z
    .array(z.enum(QUOTATION_ACTION_NAMES as [QuotationActionName, ...QuotationActionName[]]))
    .describe("What the caller may do now (lib/quotations/quotation-actions.ts)"),
  form: quotationFormValuesSchema.describe("The current version's values in the wizard's shape (drafts, revise and copy start from them)"),
});
export type QuotationDetailsDto = z.infer<typeof quotationDetailsSchema>;

/** An item of GET /api/quotation. */
export const quotationListItemSchema = z.object({
  id,
  quotationNumber: z.string(),
  insuredName: z.string(),
  brokerCompany: named,
  eventDate: day.nullable(),
  status: status.describe("The current version's"),
  createdAt: moment,
});
export type QuotationListItemDto = z.infer<typeof quotationListItemSchema>;

export const brokerOptionSchema = z.object({ id, name: z.string(), email: z.string(), company: named });
export type BrokerOptionDto = z.infer<typeof brokerOptionSchema>;
