import "server-only";
import { db } from "@/server/db";
import { env } from "@/server/env";
import type { BuiltinWebhookBody } from "./builtin-provider";
import { signingWebhookUrl } from "./signing-provider";
import { WEBHOOK_SIGNATURE_HEADER, signWebhook } from "./webhook-signature";

export type WebhookDelivery = "delivered" | "rejected" | "failed";

/** Gives up re-delivering a built-in webhook after this many attempts. */
export const MAX_BUILTIN_WEBHOOK_ATTEMPTS = 10;

/**
 * Posts the built-in provider's webhook about a completed envelope to the portal, signed with
 * SIGNING_SECRET, as an outside provider would. "rejected": the portal answered 4xx (it will not
 * accept it later either); "failed": network or 5xx, worth another try.
 */
export async function deliverBuiltinWebhook(envelopeId: string, now = new Date()): Promise<WebhookDelivery> {
  const envelope = await db.builtinSigningEnvelope.findUnique({ where: { id: envelopeId } });
  if (!envelope || envelope.status === "PENDING") return "rejected";
  if (envelope.webhookDeliveredAt) return "delivered";
  const body: BuiltinWebhookBody = {
    type: envelope.status === "SIGNED" ? "signed" : "failed",
    externalId: envelope.externalId,
    envelopeId: envelope.id,
    signedAt: envelope.signedAt?.toISOString() ?? null,
  };
  const raw = JSON.stringify(body);
  let outcome: WebhookDelivery;
  try {
    const res = await fetch(signingWebhookUrl(), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(raw, Math.floor(now.getTime() / 1000), env().SIGNING_SECRET),
      },
      body: raw,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    outcome = res.ok ? "delivered" : res.status >= 400 && res.status < 500 ? "rejected" : "failed";
  } catch {
    outcome = "failed";
  }
  await db.builtinSigningEnvelope.update({
    where: { id: envelope.id },
    data: { webhookAttempts: { increment: 1 }, ...(outcome === "delivered" ? { webhookDeliveredAt: new Date() } : {}) },
  });
  return outcome;
}

/** The background job: webhooks of signed envelopes that could not be delivered at once. */
export async function deliverPendingBuiltinWebhooks(): Promise<number> {
  const pending = await db.builtinSigningEnvelope.findMany({
    where: { status: { not: "PENDING" }, webhookDeliveredAt: null, webhookAttempts: { lt: MAX_BUILTIN_WEBHOOK_ATTEMPTS } },
    select: { id: true },
    take: 20,
  });
  let delivered = 0;
  for (const { id } of pending) if ((await deliverBuiltinWebhook(id)) === "delivered") delivered += 1;
  return delivered;
}
