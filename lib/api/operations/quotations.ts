import { z } from "zod";
import {
  applicantStepSchema,
  assignBrokerSchema,
  brokerStepSchema,
  cancelQuotationSchema,
  coverageStepSchema,
  detailsStepSchema,
  eventSchema,
  lossHistoryStepSchema,
  offerStepSchema,
  perilsStepSchema,
  preBoundReferralSchema,
  promotionSchema,
  quotationDraftSchema,
  quotationSubmissionSchema,
  requestReferralSchema,
  reviewSchema,
  selectOptionsSchema,
  setDocumentTypeSchema,
  updateInsuredSchema,
  DOCUMENT_TYPES,
} from "@/lib/quotations/quotation-schema";
import { defineOperation } from "@/lib/api/operation";
import { auditEventDtoSchema } from "@/lib/audit/audit-event-dto";
import {
  brokerOptionSchema,
  quotationDetailsSchema,
  quotationDocumentSchema,
  quotationListItemSchema,
} from "@/lib/quotations/quotation-dto";

// Quotations (spec §2, §4, §6; DESIGN.md §5): the list, the wizard's drafts, the lifecycle actions,
// documents, history and the broker picker. The action calls answer the quotation as
// GET /api/quotation/{quotationId} does (QuotationDetailsDto, lib/quotations/quotation-dto.ts).

/**
 * The wizard's values (QuotationFormValues) as one object, from the step schemas the server checks
 * them with: the body of submit and revise. `event` is used when `kind` is EVENT, `promotion` when
 * it is PROMOTION. `coverage` maps each chosen peril to its threshold and limit per day.
 */
const quotationFormSchema = z.object({
  ...brokerStepSchema.shape,
  ...applicantStepSchema.shape,
  ...offerStepSchema.shape,
  event: eventSchema.optional(),
  promotion: promotionSchema.optional(),
  ...detailsStepSchema.shape,
  ...perilsStepSchema.shape,
  ...coverageStepSchema.shape,
  ...lossHistoryStepSchema.shape,
});

/** A draft: any subset of the wizard's values (nested ones too), the step reached, and the quotation copied from. */
const quotationDraftShape = quotationDraftSchema.extend(
  Object.fromEntries(
    Object.entries(quotationFormSchema.shape).map(([key, field]) => {
      const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
      return [key, (inner instanceof z.ZodObject ? z.object(inner.shape).partial() : inner).optional()];
    }),
  ),
);

const TAG = "Quotations";
const DETAILS = "Answers the quotation as `GET /api/quotation/{quotationId}` does.";
/** The errors of every action on one quotation (lockQuotationFor). */
const ACTION_ERRORS = ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"] as const;

export const listQuotations = defineOperation({
  method: "get",
  path: "/api/quotation",
  tag: TAG,
  list: true,
  summary: "Quotations",
  access: "read Quotation (underwriters and admins all; brokers their company's, or their own with VIEW_MY_INDICATIONS)",
  description:
    "Master quotations, newest first (`createdAt` desc). Item: `{ id, quotationNumber, insuredName, brokerCompany: { id, name }, eventDate, status, createdAt }`; `status` is the current version's. " +
    "Fields: quotationNumber, insuredName, brokerCompany.name (text: like, eq, neq, in), brokerCompanyId, brokerUserId (numbers), eventDate, createdAt (dates: also gte, lte), status (enum). " +
    'Shorthand: `status[]=READY&status[]=NEW`, `brokerUserId=7`. Text search: `f={"or":[{"quotationNumber":{"like":"…"}},{"insuredName":{"like":"…"}},{"brokerCompany.name":{"like":"…"}}]}`.',
  errors: ["VALIDATION_FAILURE"],
  response: quotationListItemSchema,
});

export const createQuotationDraft = defineOperation({
  method: "post",
  path: "/api/quotation",
  tag: TAG,
  body: quotationDraftSchema,
  documentedBody: quotationDraftShape,
  status: 201,
  summary: "Save a new draft (wizard)",
  access: "create Quotation (brokers, underwriters, admins)",
  description:
    "A new quotation in status `NEW` with its number (`Q<year>-<id, 6 digits>`) from any subset of the wizard's values, `wizardStep` (0–7, the step reached) and optionally `copiedFromId`. " +
    "Well-formed values are kept as typed; a malformed date is dropped. A broker's draft is its own (`brokerUserId` may only name itself); underwriters and admins name an enabled broker (`Choose an enabled broker`). Answers **201** with the quotation as `GET /api/quotation/{quotationId}` does.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
  can: ["create", "Quotation"],
  response: quotationDetailsSchema,
});

export const getQuotation = defineOperation({
  method: "get",
  path: "/api/quotation/{quotationId}",
  tag: TAG,
  summary: "One quotation (QuotationDetailsDto)",
  access: "read Quotation",
  description:
    "The master (`quotationNumber`, `status`, `brokerCompany`, `brokerUser`, `createdBy`, `copiedFrom`, `insuredName`, `eventDate`), the current version (`current`: applicant, event or promotion, location, limits, `perils` with threshold, limit, rate, premium from the rater, premium after review, the premium that applies, selected and quotable, `station`, `fees`, `totalPremium`, `minimumPremium`, `belowMinimumPremium`, `referralReasons`, `declineReason`, `wizardStep`, `rating` for underwriters and admins only), " +
    "`versions`, `documents`, `proposals`, `actions` (what the caller may do now) and `form` (the current version in the wizard's shape). A quotation the caller may not read is 404, like one that does not exist.",
  errors: ["RESOURCE_NOT_FOUND"],
  response: quotationDetailsSchema,
});

export const updateQuotationDraft = defineOperation({
  method: "patch",
  path: "/api/quotation/{quotationId}",
  tag: TAG,
  body: quotationDraftSchema,
  documentedBody: quotationDraftShape,
  summary: "Save more of a draft (wizard)",
  access: "create Quotation, status NEW",
  description: `Any subset of the wizard's values and \`wizardStep\`; the values sent replace the saved ones. ${DETAILS}`,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const submitQuotation = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/submit",
  tag: TAG,
  body: quotationSubmissionSchema,
  documentedBody: quotationFormSchema,
  summary: "Submit a draft: check every step and rate it",
  access: "create Quotation, status NEW",
  description:
    "The body (the wizard's values, saved first) is optional: without it the saved draft is submitted. Every step is checked; the issues come back at once with the wizard's paths (`event.type`: `Choose event type`, `perils`: `At least one peril must be selected`, `coverage.rainfall.threshold`, …). " +
    "The draft goes to RATING_IN_PROGRESS, is rated (RATING_COMPLETED) and settles on READY, or REFERRED_TO_UNDERWRITER when a referral rule hits (`current.referralReasons`). An unknown ZIP code (`location.zipCode`: `Unknown ZIP code`) is refused before anything changes; if the rater refuses the input otherwise, the quotation stays a draft. " +
    DETAILS,
  errors: [...ACTION_ERRORS],
  bodyOptional: true,
  response: quotationDetailsSchema,
});

export const reviseQuotation = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/revise",
  tag: TAG,
  body: quotationSubmissionSchema,
  documentedBody: quotationFormSchema,
  summary: "Revise: a new version, rated",
  access: "revise Quotation; READY, REFERRED_TO_UNDERWRITER, PRE_BOUND_REFERRED_TO_UNDERWRITER, PRE_BOUND or DECLINED",
  description:
    "The whole quotation (the wizard's values, checked like submit) becomes the next version of the same master and is rated again; the previous version is kept, read-only. A revision the rater refuses is dropped and the quotation stays as it was. " +
    "Refused within 10 days of the start, or when the revision moves the start within 10 days: `Coverage changes cannot be made within 10 days of the event start date`. " +
    DETAILS,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const copyQuotation = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/copy",
  tag: TAG,
  status: 201,
  summary: "Copy as a new quote",
  access: "create Quotation; any status but RATING_IN_PROGRESS and RATING_COMPLETED",
  description:
    "A new quotation (its own number, status NEW, `copiedFrom` set) with the content of this one's current version, for the wizard to complete. A broker's copy is its own; an underwriter's or admin's keeps the broker. Answers **201** with the new quotation.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"],
  response: quotationDetailsSchema,
});

export const reviewQuotation = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/review",
  tag: TAG,
  body: reviewSchema,
  summary: "Review a referral: accept, amend and accept, or decline",
  access: "review Quotation (underwriters, admins); status REFERRED_TO_UNDERWRITER",
  description:
    '`{decision:"accept", note?}` or `{decision:"amend", premiums:{rainfall:"1200.00", …}, note?}` → READY; `{decision:"decline", reason}` → DECLINED. An amended option the rater could not price becomes quotable. ' +
    "A total below the minimum premium is never accepted: 400 at `premiums` with `Calculated Premium is below Minimum Premium`. The broker is emailed. " +
    DETAILS,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const requestQuotationReferral = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/request-referral",
  tag: TAG,
  body: requestReferralSchema,
  summary: "Ask an underwriter to review",
  access: "requestReferral Quotation (brokers, admins); status READY",
  description: `\`{reason}\` → REFERRED_TO_UNDERWRITER; the reason is added to \`referralReasons\` and the underwriters are emailed. ${DETAILS}`,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const selectQuotationOptions = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/select-options",
  tag: TAG,
  body: selectOptionsSchema,
  summary: "Select options and pre-bind",
  access: "selectOptions Quotation (brokers, admins); status READY",
  description:
    "`{perils:[…], claimsVerificationSource}`: the priced options to buy (each an option of the quotation with a premium) → PRE_BOUND, or PRE_BOUND_REFERRED_TO_UNDERWRITER when the selected total (premiums and fees) is below the minimum premium or the source is ONSITE_OBSERVER (the underwriters are emailed). " +
    "Changing the claims verification source within 10 days of the start is refused (`claimsVerificationSource`). " +
    DETAILS,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const managePreBoundReferral = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/pre-bound-referral",
  tag: TAG,
  body: preBoundReferralSchema,
  summary: "Decide a pre-bound referral",
  access: "updatePreBoundReferral Quotation (underwriters, admins); status PRE_BOUND_REFERRED_TO_UNDERWRITER",
  description: `\`{decision:"accept", note?}\` → PRE_BOUND; \`{decision:"reject", reason}\` → DECLINED. The broker is emailed. ${DETAILS}`,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const cancelQuotation = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/cancel",
  tag: TAG,
  body: cancelQuotationSchema,
  summary: "Cancel: not taken up (NTU)",
  access: "cancel Quotation (brokers, admins); an open status",
  description: `The body \`{reason?}\` is optional (an empty body is fine). Open statuses: NEW, READY, REFERRED_TO_UNDERWRITER, PRE_BOUND_REFERRED_TO_UNDERWRITER, PRE_BOUND, SIGNED, READY_TO_BIND. ${DETAILS}`,
  errors: [...ACTION_ERRORS],
  bodyOptional: true,
  response: quotationDetailsSchema,
});

export const assignQuotationBroker = defineOperation({
  method: "put",
  path: "/api/quotation/{quotationId}/broker",
  tag: TAG,
  body: assignBrokerSchema,
  summary: "Assign another broker",
  access: "assignBroker Quotation (underwriters); an open status",
  description: `\`{brokerUserId}\`: an enabled broker of an enabled broker company (\`Choose an enabled broker\`); the quotation moves to that broker's company. ${DETAILS}`,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const updateQuotationInsured = defineOperation({
  method: "put",
  path: "/api/quotation/{quotationId}/insured",
  tag: TAG,
  body: updateInsuredSchema,
  summary: "Update the insured's details",
  access: "updateInsured Quotation (underwriters, admins); an open status",
  description: `\`{name, email, street, city, state, zipCode}\` on the current version; the list's \`insuredName\` follows. ${DETAILS}`,
  errors: [...ACTION_ERRORS],
  response: quotationDetailsSchema,
});

export const uploadQuotationDocument = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/document",
  tag: TAG,
  status: 201,
  summary: "Upload a document",
  access: "updateDocuments Quotation; an open status",
  description:
    "`multipart/form-data` with the file in `file` and optionally `type` (IWO, BEAZLEY_APPLICATION_FORM, OTHER_APPLICATION_FORM). The kind is read from the bytes: PDF, PNG, JPEG, Word (.docx) or Excel (.xlsx), at most 10 MB; anything else is 400 at `file` with `File is invalid` and nothing is stored. " +
    "Answers **201** with the document `{ id, fileName, contentType, size, type, typeName, uploadedAt, uploadedBy }`.",
  errors: ["VALIDATION_FAILURE", "EMPTY_FILE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION", "RATE_LIMITED"],
  multipart: true,
  body: z.object({
    file: z.string().describe("The file (binary)"),
    type: z.enum(DOCUMENT_TYPES).optional().describe("What the document is"),
  }),
  response: quotationDocumentSchema,
});

export const setQuotationDocumentType = defineOperation({
  method: "patch",
  path: "/api/quotation/{quotationId}/document/{documentId}",
  tag: TAG,
  body: setDocumentTypeSchema,
  summary: "Set or clear a document's type",
  access: "updateDocuments Quotation; an open status",
  description: "`{type}`: IWO, BEAZLEY_APPLICATION_FORM, OTHER_APPLICATION_FORM, or null to clear it. Answers the document.",
  errors: [...ACTION_ERRORS],
  response: quotationDocumentSchema,
});

export const getQuotationDocument = defineOperation({
  method: "get",
  path: "/api/quotation/{quotationId}/document/{documentId}",
  tag: TAG,
  summary: "Download a document",
  access: "read Quotation",
  description: "The file's bytes with its content type, as an attachment (not the JSON envelope).",
  errors: ["RESOURCE_NOT_FOUND"],
  binary: "application/octet-stream",
});

export const listQuotationHistory = defineOperation({
  method: "get",
  path: "/api/quotation/{quotationId}/history",
  tag: TAG,
  summary: "The quotation's history",
  access: "read Quotation",
  description:
    "Its audit events, newest first (at most 200), shaped like `GET /api/audit-event`'s: `{ id, action, actor: { id, name } | null, before, after, createdAt }`. Recorded ids read as names, as in `GET /api/audit-event` (`broker`, `brokerCompany`, `copiedFrom`, `document`). Actions: quotation.create, .copy, .submit, .rated, .ready, .referred, .ratingFailed, .revise, .accept, .amendAndAccept, .decline, .requestReferral, .selectOptions, .preBoundReferral.accept, .preBoundReferral.reject, .cancel, .expire, .assignBroker, .updateInsured, .document.upload, .document.setType.",
  errors: ["RESOURCE_NOT_FOUND"],
  many: true,
  response: auditEventDtoSchema,
});

export const listBrokerOptions = defineOperation({
  method: "get",
  path: "/api/quotation/brokers",
  tag: TAG,
  summary: "Brokers the caller may put on a quotation",
  access: "create Quotation",
  description:
    "Query `search` (optional): matched on first name, last name, email and company name. A broker gets only itself; underwriters and admins any enabled broker of an enabled broker company, at most 50, by company and name. Item: `{ id, name, email, company: { id, name } }`.",
  errors: ["FORBIDDEN"],
  can: ["create", "Quotation"],
  query: z.object({ search: z.string().optional().describe("Matched on first name, last name, email and company name") }),
  many: true,
  response: brokerOptionSchema,
});

export const QUOTATION_OPERATIONS = [
  listQuotations,
  createQuotationDraft,
  getQuotation,
  updateQuotationDraft,
  submitQuotation,
  reviseQuotation,
  copyQuotation,
  reviewQuotation,
  requestQuotationReferral,
  selectQuotationOptions,
  managePreBoundReferral,
  cancelQuotation,
  assignQuotationBroker,
  updateQuotationInsured,
  uploadQuotationDocument,
  setQuotationDocumentType,
  getQuotationDocument,
  listQuotationHistory,
  listBrokerOptions,
];
