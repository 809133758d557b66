import { z } from "zod";

// What the portal answers a signing provider's webhook (POST /api/signing/webhook, decision D81).

/** signed, declined, already-applied (a replay: nothing changed) or ignored (authentic, but not about an envelope of ours). */
export const WEBHOOK_OUTCOMES = ["signed", "declined", "already-applied", "ignored"] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export const signingWebhookAnswerSchema = z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) });
