import { singleLineText } from "@/lib/api/text";
import { z } from "zod";

// What the signer gives on the built-in provider's signing page (issue 6): full name, position
// held, and a drawn or typed signature, with their consent to sign electronically.

export const SIGNING_MESSAGES = {
  required: "This field is required",
  signatureRequired: "Draw your signature or type it",
  consentRequired: "Please confirm that you agree to sign electronically",
  signatureImage: "The drawn signature could not be read. Please clear it and sign again",
  unexpected: "Unexpected error occurred during signing process",
} as const;

/** A drawn signature is a PNG data URL from the signature pad; about 20 KB is usual. */
export const MAX_SIGNATURE_IMAGE_BYTES = 300 * 1024;
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

const requiredText = (max: number) =>
  singleLineText(z.string({ error: SIGNING_MESSAGES.required }).trim())
    .min(1, SIGNING_MESSAGES.required)
    .max(max, `At most ${max} characters`);

export const builtinSigningSchema = z.object({
  fullName: requiredText(120),
  position: requiredText(120),
  signature: z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("drawn"),
        image: z
          .string({ error: SIGNING_MESSAGES.signatureRequired })
          .regex(PNG_DATA_URL, SIGNING_MESSAGES.signatureImage)
          .refine((v) => (v.length * 3) / 4 <= MAX_SIGNATURE_IMAGE_BYTES + 64, SIGNING_MESSAGES.signatureImage),
      }),
      z.object({
        kind: z.literal("typed"),
        text: singleLineText(z.string({ error: SIGNING_MESSAGES.signatureRequired }).trim())
          .min(1, SIGNING_MESSAGES.signatureRequired)
          .max(120, "At most 120 characters"),
      }),
    ],
    { error: SIGNING_MESSAGES.signatureRequired },
  ),
  consent: z.literal(true, { error: SIGNING_MESSAGES.consentRequired }),
});
export type BuiltinSigningInput = z.infer<typeof builtinSigningSchema>;

/** The answer of POST /api/signing/builtin/{envelopeId}: where the signer's page goes next. */
export const builtinSigningAnswerSchema = z.object({
  redirectUrl: z.string().describe("/sign/success, or /sign/error when the portal refused the webhook"),
});

/** The base64 bytes of a drawn signature's data URL. */
export function signatureImageBase64(dataUrl: string): string | null {
  return PNG_DATA_URL.exec(dataUrl)?.[1] ?? null;
}
