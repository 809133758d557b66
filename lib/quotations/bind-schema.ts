import { z } from "zod";
import { DOCUMENT_TYPE_LABELS, type DocumentTypeName } from "./quotation-schema";

// Request bind and bind (spec §5 "Bind", §8; DESIGN.md §5): the bodies, the documents that count as
// the application, and the messages, shared by the use cases and the dialogs.

/** Document types that are an application for the cover: the IWO form or an application form. */
export const APPLICATION_DOCUMENT_TYPES: readonly DocumentTypeName[] = ["IWO", "BEAZLEY_APPLICATION_FORM", "OTHER_APPLICATION_FORM"];

export const POLICY_NUMBER_MAX = 50;
/** What a policy number is made of, once upper-cased: letters, digits, spaces and - / . */
export const POLICY_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9 ./-]*$/;

export const BIND_MESSAGES = {
  policyNumberEmpty: "Policy number cannot be empty",
  policyNumberTooLong: `The policy number must have at most ${POLICY_NUMBER_MAX} characters`,
  policyNumberCharacters: "Use letters, digits, spaces and - / . only",
  policyNumberTaken: "This policy number is already used by another policy",
  attestation: "You must confirm the attestation to request bind",
  noApplicationDocument: "Binding needs the IWO form or an application form: upload it and set its type",
  untypedDocument: "Set the type of the uploaded document (IWO, Beazley application form or Other application form) before binding",
  noBinder: (day: string) => `No binder covers ${day}: an admin must add one under Settings › Binders`,
  binderCapacity: (reference: string, remaining: string, aggregateLimit: string) =>
    `Binder ${reference} has ${remaining} of capacity left, less than this policy's aggregate limit of ${aggregateLimit}`,
} as const;

/** The attestation the broker ticks, naming the application on file. */
export function attestationText(documents: { fileName: string; type: DocumentTypeName }[]): string {
  const named = documents.map((d) => `${DOCUMENT_TYPE_LABELS[d.type]} "${d.fileName}"`).join(", ");
  return (
    `I attest that the application used for this quotation is the ${named || "application on file"}, ` +
    "that it was completed and signed by the insured, and that the information in it is true and complete to the best of my knowledge."
  );
}

/** POST /api/quotation/{id}/request-bind: the broker's attestation must be ticked. */
export const requestBindSchema = z.object({
  attestation: z.literal(true, { error: BIND_MESSAGES.attestation }),
});
export type RequestBindInput = z.output<typeof requestBindSchema>;

/**
 * POST /api/quotation/{id}/bind: the policy number, trimmed, inner spaces collapsed and upper-cased
 * (so "wep-2026-001" and "WEP-2026-001" are the same number).
 */
export const bindSchema = z.object({
  policyNumber: z
    .string({ error: BIND_MESSAGES.policyNumberEmpty })
    .transform((s) => s.trim().replace(/\s+/g, " ").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: BIND_MESSAGES.policyNumberEmpty, abort: true })
        .max(POLICY_NUMBER_MAX, { error: BIND_MESSAGES.policyNumberTooLong, abort: true })
        .regex(POLICY_NUMBER_PATTERN, BIND_MESSAGES.policyNumberCharacters),
    ),
});
export type BindInput = z.output<typeof bindSchema>;

/**
 * GET /api/quotation/{id}/policy-number: the number the bind dialog suggests (the binder's next,
 * lib/policies/next-policy-number.ts) and the binder a bind today would use; both null when no
 * binder covers today.
 */
export const policyNumberSuggestionSchema = z.object({
  policyNumber: z.string().nullable(),
  binder: z.object({ id: z.number().int(), uniqueMarketReference: z.string() }).nullable(),
});
export type PolicyNumberSuggestion = z.output<typeof policyNumberSuggestionSchema>;
