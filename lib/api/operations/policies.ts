import {
  cancelPolicySchema,
  cancellationRequestSchema,
  createEndorsementSchema,
  finalSalesSchema,
  rejectCancellationSchema,
} from "@/lib/policies/policy-action-schemas";
import { defineOperation } from "@/lib/api/operation";
import { auditEventDtoSchema } from "@/lib/audit/audit-event-dto";
import { endorsementPreviewSchema } from "@/lib/policies/endorsement-preview";
import { policyDetailsSchema, policyEndorsementSchema, policyInvoiceSchema, policyListItemSchema } from "@/lib/policies/policy-dto";

// Policy servicing after bind (spec §2 policy actions, §4, §6, §9; DESIGN.md §5, §8; issue 11):
// cancellation requested, approved, rejected or done directly, endorsements, final sales and the
// policy's invoices. The actions answer the policy as GET /api/policy/{policyId} does, except
// POST …/endorsement, which answers the endorsement. Decisions D44–D47.

const TAG = "Policies";
const DETAILS = "Answers the policy as `GET /api/policy/{policyId}` does.";
/** The errors of every action on one policy (lockPolicyFor: 404, 403, 409), plus the body's 400. */
const ACTION_ERRORS = ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"] as const;
const GUARD =
  "Under the policy's row lock: a policy the caller may not read is 404, a role the action is not given to is 403, a status (or kind) the action does not start from is 409 INVALID_STATE_TRANSITION " +
  "(`<action> is not possible while the policy is <status>`), and nothing changes. The status change is guarded (`WHERE status = expected`), so of concurrent calls exactly one applies.";
const DATES =
  "`cancellationDate` (YYYY-MM-DD) lies from the bind day to the last day of the policy period: `The cancellation date cannot be before the bind date (…)`, `The cancellation date cannot be after the end of the policy period (…)`.";

export const listPolicies = defineOperation({
  method: "get",
  path: "/api/policy",
  tag: TAG,
  access: "read Policy (underwriters and admins all; brokers their company's, or their own with VIEW_MY_INDICATIONS)",
  can: ["read", "Policy"],
  list: true,
  response: policyListItemSchema,
  summary: "Policies",
  description:
    "The policies the caller may read, newest first by default. The list query of DESIGN §3 over `policyNumber`, `insuredName`, `itemName`, `brokerCompany.name`, `dateFrom`, `createdAt` and `status` (filter and sort), `premium` (sort only).",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const getPolicy = defineOperation({
  method: "get",
  path: "/api/policy/{policyId}",
  tag: TAG,
  response: policyDetailsSchema,
  summary: "One policy (PolicyDetailsDto)",
  access: "read Policy (underwriters and admins all; brokers their company's, or their own with VIEW_MY_INDICATIONS)",
  description:
    "General information (`policyNumber`, `status`, `brokerCompany`, `brokerUser`, `underwriterCompany`, `binder`, `quotation`, `boundAt`, `boundBy`, `premium`, `aggregateLimit`), " +
    "`insured`, `item` (the event or promotion: kind, name, dates, covered days, deductible, limit per day, location, station, claims verification source, selected perils with thresholds, limits and premiums, fees), " +
    "`invoices` (figures and printed lines), `endorsements`, `cancellations` (requests and their decisions), `finalSales` (reports and reviews), `files` (policy wording, invoices, endorsements, proposal, uploaded documents, each with its link), " +
    "the claims record (docs/claims.md): `lossDays` (every covered day × insured peril determined so far: observed value beside the threshold, result, source, station and the claim it belongs to), `dayAmounts` (what each determined day pays before the deductible and the aggregate limit), `claims` (the policy's claims with status and amount) and `lossNoticeDays` (the covered days a loss notice may name now), " +
    "and `actions` (the policy actions the caller may take now: requestCancellation, approveCancellation, rejectCancellation, cancel, createEndorsement, submitFinalSales, reviewFinalSales, notifyLoss). A policy the caller may not read is 404.",
  errors: ["RESOURCE_NOT_FOUND"],
});

export const listPolicyHistory = defineOperation({
  method: "get",
  path: "/api/policy/{policyId}/history",
  tag: TAG,
  response: auditEventDtoSchema,
  many: true,
  summary: "The policy's history",
  access: "read Policy (as GET /api/policy/{policyId})",
  description:
    "Its audit events, newest first: `{ id, action, actor: {id, name} | null, before, after, createdAt }` (`policy.bind` with the policy number, binder, limits and invoice figures; then policy.cancellationRequested, .cancellationApproved, .cancellationRejected, .cancelled, .endorsed, .finalSalesSubmitted, .finalSalesReviewed). Not a paged list: `metadata` is `{}`. A policy the caller may not read is 404.",
  errors: ["RESOURCE_NOT_FOUND"],
});

export const requestPolicyCancellation = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/cancellation-request",
  tag: TAG,
  body: cancellationRequestSchema,
  response: policyDetailsSchema,
  summary: "Request cancellation of a live policy",
  access: "requestCancel Policy (brokers, admins); status LIVE",
  description:
    `\`{ reason, cancellationDate }\`: LIVE → CANCELLATION_REQUESTED, the request kept in \`cancellations\` (status REQUESTED) and the underwriters emailed; event \`policy.cancellationRequested\`. ${DATES} ` +
    `One open request per policy: a second is 409 (the policy is no longer LIVE), backed by a partial unique index. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const approvePolicyCancellation = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/cancellation-request/approve",
  tag: TAG,
  response: policyDetailsSchema,
  summary: "Approve the open cancellation request",
  access: "approveCancel Policy (underwriters, admins); status CANCELLATION_REQUESTED",
  description:
    "No body. CANCELLATION_REQUESTED → CANCELLED on the requested date: the request becomes APPROVED with its `returnPremium` (decisions D45: none once the policy period has begun or within 10 days before it, otherwise the premium less a 25% minimum earned premium; fees are not returned), " +
    "a cancellation endorsement (`kind` CANCELLATION, the next `endorsementNumber`, `premiumChange` minus the return premium) and a CANCELLATION invoice (a credit: premium, taxes and commission negative, through invoiceFigures; 0.00 when nothing is returned). " +
    `The policy's aggregate limit leaves its binder's used capacity. The broker is emailed; event \`policy.cancellationApproved\`. ${GUARD} ${DETAILS}`,
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"],
});

export const rejectPolicyCancellation = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/cancellation-request/reject",
  tag: TAG,
  body: rejectCancellationSchema,
  response: policyDetailsSchema,
  summary: "Reject the open cancellation request",
  access: "approveCancel Policy (underwriters, admins); status CANCELLATION_REQUESTED",
  description: `\`{ reason }\` (required, at most 2000 characters): CANCELLATION_REQUESTED → LIVE, the request REJECTED with \`rejectionReason\`; the broker is emailed the reason; event \`policy.cancellationRejected\`. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const cancelPolicy = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/cancel",
  tag: TAG,
  body: cancelPolicySchema,
  response: policyDetailsSchema,
  summary: "Cancel a policy directly",
  access: "cancel Policy (underwriters, admins); status LIVE or CANCELLATION_REQUESTED",
  description:
    `\`{ reason, cancellationDate }\`: → CANCELLED with the same return premium, cancellation endorsement and CANCELLATION credit invoice as an approved request (a \`cancellations\` entry with status CANCELLED). ${DATES} ` +
    `The broker is emailed; event \`policy.cancelled\`. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const listPolicyEndorsements = defineOperation({
  method: "get",
  path: "/api/policy/{policyId}/endorsement",
  tag: TAG,
  response: policyEndorsementSchema,
  many: true,
  summary: "The policy's endorsements",
  access: "read Policy (as GET /api/policy/{policyId})",
  description:
    "Every endorsement of the policy (cover changes, wording-only and cancellation endorsements), by `endorsementNumber`, each with its printable link (`href`) and its invoice, if any. Not a paged list: `metadata` is `{}`. A policy the caller may not read is 404.",
  errors: ["RESOURCE_NOT_FOUND"],
});

export const createPolicyEndorsement = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/endorsement",
  tag: TAG,
  body: createEndorsementSchema,
  response: policyEndorsementSchema,
  status: 201,
  summary: "Create an endorsement, optionally changing the cover",
  access: "createEndorsement Policy (underwriters, admins); any status but CANCELLED",
  description:
    "`{ title, content, changes? }` (title at most 200 characters, content at most 20,000). Without `changes`: a wording-only endorsement, premium unchanged, no invoice. " +
    "`changes` (all parts optional; what is left out stays): `event { dateFrom, dateUntil, hoursFrom, hoursTo }` or `promotion { periodFrom, periodUntil, promotionDate }`, `limitPerDay`, `perils` (the whole new set), `coverage { <peril>: { threshold?, limitPerDay? } }`. " +
    "The changed terms are rated by the rater (with no lock held); each peril whose terms change (or every peril, when the dates or hours change) takes the rater's premium, the others keep their bound premium; fees are recomputed. " +
    "The difference is an ENDORSEMENT invoice (additional or return premium and fees, with taxes and commission; none when nothing changes in money), the policy's premium, aggregate limit and period follow, and the wording is reprinted from the new terms (decisions D44, D47). " +
    "409 CONFLICT when another cover change landed while this one was priced. " +
    "400 VALIDATION_FAILURE: `Coverage changes cannot be made within 10 days of the event start date` (the current start or the new one); `<Peril> cannot be rated on the new terms: <reason>`; `Calculated Premium is below Minimum Premium` (the perils' premiums, fees not counted); " +
    "`The cover is unchanged: leave out the cover changes for a wording-only endorsement`; `An event's cover has no promotion dates` / `A promotion's cover has no event dates or hours`; a rise of the aggregate limit beyond the remaining capacity of the policy's binder. " +
    "Numbers are 1, 2, 3 per policy with no gap or duplicate (taken under the policy's row lock). The broker is emailed; event `policy.endorsed`. Answers **201** with the endorsement.",
  errors: [...ACTION_ERRORS, "CONFLICT"],
});

export const previewPolicyEndorsement = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/endorsement/preview",
  tag: TAG,
  body: createEndorsementSchema,
  response: endorsementPreviewSchema,
  summary: "Price an endorsement without issuing it",
  access: "createEndorsement Policy (underwriters, admins); any status but CANCELLED",
  description:
    "The body of `POST /api/policy/{policyId}/endorsement`, checked the same way and priced by the same function (decision D104), without writing anything (no endorsement, invoice, audit event or email). " +
    "Answers the schedule of changes, each insured peril after the change with its limit per day and premium before and after and how the premium was reached (`kept`, `rater`, `scaled`: an underwriter's premium × new limit ÷ old limit, `underwriter`: given in `changes.premiums`), the perils dropped, the premium before, after and its change, the change of fees, the aggregate limit before and after, and the ENDORSEMENT invoice's figures and printed lines (`null` when neither the premium nor a fee changes). " +
    "Without `changes`: the current figures, no invoice. The same 400s as the issue (a rise beyond the binder's capacity is checked by the issue only); issuing the same body while the policy is unchanged gives these figures to the cent.",
  errors: ACTION_ERRORS,
});

export const submitFinalSales = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/final-sales",
  tag: TAG,
  body: finalSalesSchema,
  response: policyDetailsSchema,
  summary: "Report a promotion's final sales",
  access: "updateFinalSalesAmount Policy (brokers, admins); a PROMOTION, status LIVE",
  description:
    "`{ finalSalesAmount }` (above 0: `Final sales amount must be greater than 0`): LIVE → FINAL_SALES_SUBMITTED, a `finalSales` entry (status SUBMITTED, `reportedAmount`); the underwriters are emailed; event `policy.finalSalesSubmitted`. " +
    "Only once the promotional period has ended (400: `Final sales can be reported once the promotional period has ended (after …)`). A report after the final sales notification date (the day after the period ends) is accepted and marked `late`. " +
    `An event policy is 409 (\`Update final sales amount applies to promotions only\`). ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const reviewFinalSales = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/final-sales/review",
  tag: TAG,
  body: finalSalesSchema,
  response: policyDetailsSchema,
  summary: "Review the reported final sales",
  access: "updateFinalSales Policy (underwriters, admins); a PROMOTION, status FINAL_SALES_SUBMITTED",
  description:
    "`{ finalSalesAmount }`: the amount confirmed (the reported one, or the underwriter's correction). FINAL_SALES_SUBMITTED → BOUND_UPDATED: the sum insured becomes the final sales; sales above a peril's limit are charged at its bound rate (premium ÷ limit) as additional premium, sales below it return nothing (decisions D46). " +
    "A FINAL_SALES invoice (through invoiceFigures, with Kentucky's local government premium tax line for a Kentucky insured) is issued, the policy's premium and aggregate limit follow, and the broker is emailed; event `policy.finalSalesReviewed`. " +
    `${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const listPolicyInvoices = defineOperation({
  method: "get",
  path: "/api/policy/{policyId}/invoice",
  tag: TAG,
  response: policyInvoiceSchema,
  many: true,
  summary: "The policy's invoices",
  access: "read Policy (as GET /api/policy/{policyId})",
  description:
    "Every invoice of the policy, oldest first: BIND, ENDORSEMENT, FINAL_SALES and CANCELLATION, each with its stored figures, printed lines (signed amounts) and link `/print/policy-invoice/{invoiceId}`. Not a paged list: `metadata` is `{}`. A policy the caller may not read is 404.",
  errors: ["RESOURCE_NOT_FOUND"],
});

export const POLICY_OPERATIONS = [
  listPolicies,
  getPolicy,
  listPolicyHistory,
  requestPolicyCancellation,
  approvePolicyCancellation,
  rejectPolicyCancellation,
  cancelPolicy,
  listPolicyEndorsements,
  createPolicyEndorsement,
  previewPolicyEndorsement,
  submitFinalSales,
  reviewFinalSales,
  listPolicyInvoices,
];
