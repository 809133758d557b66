import * as signingApi from "@/lib/api/operations/signing";
import { readLimitedText } from "@/server/http/api-handler";
import { apiRoute } from "@/server/http/api-route";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";

export const runtime = "nodejs";

/** A provider's webhook is a few kilobytes; anything far larger is refused unread. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Webhooks of the signing provider (built-in: X-Portal-Signature HMAC; Documenso: X-Documenso-Secret), read as text to check the signature. */
export const POST = apiRoute(signingApi.receiveSigningWebhook, async ({ req }) => ({
  data: await receiveSigningWebhook({ headers: req.headers, rawBody: await readLimitedText(req, MAX_WEBHOOK_BYTES) }),
}));
