import { z } from "zod";

// The signing link of a pre-bound quotation as the broker gets it (POST /api/quotation/{id}/signing-link,
// decision D81): to open the signing page in a new tab for the insured beside the broker, to copy
// and pass on to an insured without email, or emailed to the broker and the insured.

export const SIGNING_LINK_INTENTS = ["open", "copy", "send"] as const;
export type SigningLinkIntent = (typeof SIGNING_LINK_INTENTS)[number];

/**
 * The request body: `{ intent }`, or the older `{ send: true }` (= intent "send"). An empty body
 * asks for the link to open it.
 */
export const signingLinkRequestSchema = z
  .object({
    intent: z.enum(SIGNING_LINK_INTENTS, { error: `intent must be one of ${SIGNING_LINK_INTENTS.join(", ")}` }).optional(),
    send: z.boolean({ error: "send must be true or false" }).optional(),
  })
  .strict()
  .default({})
  .transform((v): { intent: SigningLinkIntent } => ({ intent: v.intent ?? (v.send ? "send" : "open") }));

const SIGNING_LINK_ROLES = ["broker", "insured"] as const;
export type SigningLinkRole = (typeof SIGNING_LINK_ROLES)[number];
/** Why someone was not emailed: no address, the insured's address is the broker's, the broker's account is disabled. */
const SIGNING_LINK_SKIP_REASONS = ["no-email", "same-address", "disabled"] as const;
export type SigningLinkSkipReason = (typeof SIGNING_LINK_SKIP_REASONS)[number];

/** Who the signing link was emailed to, and who was not and why. */
export const signingLinkDeliverySchema = z.object({
  sentTo: z.array(z.object({ role: z.enum(SIGNING_LINK_ROLES), email: z.string() })),
  notSent: z.array(z.object({ role: z.enum(SIGNING_LINK_ROLES), reason: z.enum(SIGNING_LINK_SKIP_REASONS) })),
});
export type SigningLinkDelivery = z.infer<typeof signingLinkDeliverySchema>;

/** The answer of POST /api/quotation/{id}/signing-link. */
export const signingLinkAnswerSchema = z.object({
  signingUrl: z.string().describe("/sign/{quotationId}?token=…, absolute"),
  expiresAt: z.string().describe("When the link stops opening the signing (UTC ISO timestamp with seconds)"),
  intent: z.enum(SIGNING_LINK_INTENTS),
  sent: z.boolean().describe('Whether it was emailed (intent "send")'),
  delivery: signingLinkDeliverySchema.describe('With intent "send": who was emailed; otherwise nobody'),
});
export type SigningLinkAnswer = z.infer<typeof signingLinkAnswerSchema>;

const ROLE_NAMES: Record<SigningLinkRole, string> = { broker: "the broker", insured: "the insured" };

/**
 * What the broker is told after "Email signing link", naming who got it:
 * "Signing link sent to the broker (b@x) and the insured (i@y)",
 * "Signing link sent to the broker only (b@x): the insured has no email".
 */
export function signingLinkSentMessage(delivery: SigningLinkDelivery): string {
  const sent = delivery.sentTo.map((r) => `${ROLE_NAMES[r.role]} (${r.email})`);
  const insuredSkipped = delivery.notSent.find((s) => s.role === "insured");
  const brokerSkipped = delivery.notSent.find((s) => s.role === "broker");
  if (sent.length === 0) {
    return `No signing link was sent: ${[insuredSkipped && "the insured has no email", brokerSkipped && "the broker's account is disabled"].filter(Boolean).join(" and ")}. Copy the signing link and pass it on yourself.`;
  }
  if (sent.length === 2) return `Signing link sent to ${sent[0]} and ${sent[1]}`;
  const [only] = delivery.sentTo;
  if (only.role === "broker") {
    if (insuredSkipped?.reason === "same-address")
      return `Signing link sent to the broker (${only.email}), which is also the insured's email`;
    return `Signing link sent to the broker only (${only.email}): the insured has no email`;
  }
  return `Signing link sent to the insured only (${only.email}): the broker's account is disabled`;
}
