import { bindSchema, policyNumberSuggestionSchema, requestBindSchema } from "@/lib/quotations/bind-schema";
import { defineOperation } from "@/lib/api/operation";
import { policyDetailsSchema } from "@/lib/policies/policy-dto";
import { quotationDetailsSchema } from "@/lib/quotations/quotation-dto";

// Request bind and bind (spec §5 bind; issue 6); the bound policy is read with lib/api/operations/policies.ts.

export const requestQuotationBind = defineOperation({
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
  bodyOptional: true,
  response: quotationDetailsSchema,
});

export const bindQuotation = defineOperation({
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
  bodyOptional: true,
});

export const suggestPolicyNumber = defineOperation({
  method: "get",
  path: "/api/quotation/{quotationId}/policy-number",
  tag: "Quotations",
  response: policyNumberSuggestionSchema,
  summary: "The policy number the bind dialog suggests",
  access: "bind Quotation (underwriters, admins)",
  description:
    "`{ policyNumber, binder: { id, uniqueMarketReference } }`: the binder a bind today would use (covering today, America/New_York, oldest first, the first with room for the aggregate limit, else the oldest) " +
    "and its next number: the prefix and digits of the binder's most recently bound policy whose number ends in digits (its year moved to this year when it named an earlier one), else `WEP-<year>-` and 4 digits, " +
    "followed by one more than the highest sequence of any policy with that prefix (`WEP-2026-0042` → `WEP-2026-0043`). Both null when no binder covers today. A suggestion: bind checks the number as it is sent.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const BINDING_OPERATIONS = [requestQuotationBind, bindQuotation, suggestPolicyNumber];
