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

export type SigningLinkRole = "broker" | "insured";
/** Why someone was not emailed: no address, the insured's address is the broker's, the broker's account is disabled. */
export type SigningLinkSkipReason = "no-email" | "same-address" | "disabled";

/** Who the signing link was emailed to, and who was not and why. */
export type SigningLinkDelivery = {
  sentTo: { role: SigningLinkRole; email: string }[];
  notSent: { role: SigningLinkRole; reason: SigningLinkSkipReason }[];
};

/** The answer of POST /api/quotation/{id}/signing-link. */
export type SigningLinkAnswer = {
  signingUrl: string;
  /** When the link stops opening the signing (ISO timestamp). */
  expiresAt: string;
  intent: SigningLinkIntent;
  /** Whether it was emailed (intent "send"). */
  sent: boolean;
  /** With intent "send": who was emailed; otherwise nobody. */
  delivery: SigningLinkDelivery;
};

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
