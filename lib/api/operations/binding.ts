import { bindSchema, requestBindSchema } from "@/lib/quotations/bind-schema";
import type { ApiOperation } from "@/lib/api/operation";
import { policyDetailsSchema } from "@/lib/policies/policy-dto-schemas";

// Request bind, bind and the bound policy (spec §2 policy details, §5 bind; issue 6).

export const BINDING_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/quotation/{quotationId}/request-bind",
    tag: "Quotations",
    body: requestBindSchema,
    summary: "Request bind of a signed quotation",
    access: "requestBind Quotation (brokers, admins); status SIGNED",
    description:
      '`{ "attestation": true }`: the broker attests which application was used (the documents typed IWO, Beazley application form or Other application form) and that it is true. ' +
      "SIGNED → READY_TO_BIND; the underwriters are emailed. Refused (400) without the attestation (`attestation`: `You must confirm the attestation to request bind`) " +
      "or without a typed application document (`documents`: `Binding needs the IWO form or an application form: upload it and set its type`, or, when a document has no type yet, " +
      "`Set the type of the uploaded document (IWO, Beazley application form or Other application form) before binding`). Answers the quotation as `GET /api/quotation/{quotationId}` does.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"],
  },
  {
    method: "post",
    path: "/api/quotation/{quotationId}/bind",
    tag: "Quotations",
    body: bindSchema,
    response: policyDetailsSchema,
    status: 201,
    summary: "Bind into a live policy",
    access: "bind Quotation (underwriters, admins); status SIGNED or READY_TO_BIND",
    description:
      '`{ "policyNumber": "WEP-2026-0001" }` (trimmed, upper-cased, at most 50 characters). Creates the policy (LIVE) on the binder whose period covers today (America/New_York) ' +
      "with room for its aggregate limit, and its invoice; the quotation becomes BOUND and the broker is emailed. Answers **201** with the policy as `GET /api/policy/{policyId}` does. " +
      "400 at `policyNumber`: `Policy number cannot be empty`, `This policy number is already used by another policy`; at `documents`: no typed application document; " +
      "at `binder`: no binder covers today, or its remaining capacity is below the aggregate limit. 409 INVALID_STATE_TRANSITION when already bound.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"],
  },
  {
    method: "get",
    path: "/api/policy/{policyId}",
    tag: "Policies",
    response: policyDetailsSchema,
    summary: "One policy (PolicyDetailsDto)",
    access: "read Policy (underwriters and admins all; brokers their company's, or their own with VIEW_MY_INDICATIONS)",
    description:
      "General information (`policyNumber`, `status`, `brokerCompany`, `brokerUser`, `underwriterCompany`, `binder`, `quotation`, `boundAt`, `boundBy`, `premium`, `aggregateLimit`), " +
      "`insured`, `item` (the event or promotion: kind, name, dates, covered days, deductible, limit per day, location, station, claims verification source, selected perils with thresholds, limits and premiums, fees), " +
      "`invoices` (figures and printed lines), `endorsements`, `cancellations` (requests and their decisions), `finalSales` (reports and reviews), `files` (policy wording, invoices, endorsements, proposal, uploaded documents, each with its link) " +
      "and `actions` (the policy actions the caller may take now: requestCancellation, approveCancellation, rejectCancellation, cancel, createEndorsement, submitFinalSales, reviewFinalSales). A policy the caller may not read is 404.",
    errors: ["RESOURCE_NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/policy/{policyId}/history",
    tag: "Policies",
    summary: "The policy's history",
    access: "read Policy (as GET /api/policy/{policyId})",
    description:
      "Its audit events, newest first: `{ id, action, actor: {id, name} | null, before, after, createdAt }` (`policy.bind` with the policy number, binder, limits and invoice figures; then policy.cancellationRequested, .cancellationApproved, .cancellationRejected, .cancelled, .endorsed, .finalSalesSubmitted, .finalSalesReviewed). A policy the caller may not read is 404.",
    errors: ["RESOURCE_NOT_FOUND"],
  },
];
