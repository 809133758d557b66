import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { builtinSigningAnswerSchema, builtinSigningSchema, MAX_SIGNATURE_IMAGE_BYTES } from "@/lib/signing/builtin-signing-schema";
import { signingLinkAnswerSchema, signingLinkRequestSchema } from "@/lib/signing/signing-link";
import { signingWebhookAnswerSchema } from "@/lib/signing/signing-webhook";

// Signing (spec §1 signing flow, DESIGN §7): the links of a pre-bound quotation, the provider's
// webhook and the built-in provider's signing page. The pages /sign, /sign/{quotationId},
// /sign/success and /sign/error are not API calls (docs/api.md "Signing").

const TAG = "Signing";

export const createSigningLink = defineOperation({
  method: "post",
  path: "/api/quotation/{quotationId}/signing-link",
  tag: TAG,
  body: signingLinkRequestSchema,
  summary: "A signing link for a pre-bound quotation",
  access: "sign Quotation (every role, on a quotation it may read); status PRE_BOUND",
  description:
    "The quotation's live `/sign/{quotationId}?token=…` link (valid 14 days) for `intent` `open` (default: \"Sign proposal\" opens it in a new tab), `copy` (to pass on to an insured without email) or `send` (also `{send: true}`: emailed to the broker and the insured). Answers `{signingUrl, expiresAt, intent, sent, delivery: {sentTo: [{role, email}], notSent: [{role, reason: no-email|same-address|disabled}]}}`. Every call is recorded in the quotation's history (`quotation.signingLink.open|copy|send`).",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"],
  bodyOptional: true,
  response: signingLinkAnswerSchema,
});

export const getQuotationProposal = defineOperation({
  method: "get",
  path: "/api/quotation/{quotationId}/proposal/{proposalId}",
  tag: TAG,
  summary: "A stored proposal letter",
  access: "read Quotation",
  description: "The PDF of a stored proposal (the letter stored at pre-bind, or the signed copy), inline (not the JSON envelope).",
  errors: ["RESOURCE_NOT_FOUND"],
  binary: "application/pdf",
});

export const receiveSigningWebhook = defineOperation({
  method: "post",
  path: "/api/signing/webhook",
  tag: TAG,
  summary: "The signing provider's webhook",
  access: "public; authenticated by the provider's signature",
  description:
    'Built-in provider: body `{type: signed|declined|failed, externalId, envelopeId, signedAt, reason?}` signed in `X-Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(SIGNING_SECRET, t + "." + body)>`, at most 5 minutes old. Documenso: its webhook body with `X-Documenso-Secret`; a completion is confirmed with Documenso\'s API. A `signed` event about the envelope stored for the external id moves the quotation PRE_BOUND → SIGNED and stores the signed PDF, once; a replay answers `{outcome: "already-applied"}` and changes nothing. Answers `{outcome}`: signed, declined, already-applied or ignored (authentic but not about an envelope of ours). 401 for a missing, forged or stale signature or an unconfirmed event, 400 for a malformed body.',
  errors: ["VALIDATION_FAILURE", "UNAUTHENTICATED", "PAYLOAD_TOO_LARGE"],
  public: true,
  maintenanceExempt: true,
  response: signingWebhookAnswerSchema,
});

export const signBuiltinEnvelope = defineOperation({
  method: "post",
  path: "/api/signing/builtin/{envelopeId}",
  tag: TAG,
  body: builtinSigningSchema,
  summary: "Sign on the built-in provider's page",
  access: "public; the envelope id is the secret of the signing URL",
  description:
    '`{fullName, position, signature: {kind: "drawn", image: PNG data URL} | {kind: "typed", text}, consent: true}`. Stamps the signature into the proposal, stores it and posts the webhook. Answers `{redirectUrl}` (/sign/success, or /sign/error when the portal refused the webhook). Signing an envelope twice changes nothing. 409 when the envelope has expired.',
  errors: ["VALIDATION_FAILURE", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION", "PAYLOAD_TOO_LARGE", "RATE_LIMITED"],
  public: true,
  sessionless: true,
  params: z.object({ envelopeId: z.string().describe("The envelope's id, the secret of the signing URL") }),
  // A drawn signature as base64 plus the names: the image's limit with room for the rest.
  maxBodyBytes: Math.ceil(MAX_SIGNATURE_IMAGE_BYTES * 1.4) + 16 * 1024,
  response: builtinSigningAnswerSchema,
});

export const SIGNING_OPERATIONS = [createSigningLink, getQuotationProposal, receiveSigningWebhook, signBuiltinEnvelope];
