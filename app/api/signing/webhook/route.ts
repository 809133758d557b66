import { apiHandler, readLimitedText } from "@/server/http/api-handler";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";

export const runtime = "nodejs";

/** A provider's webhook is a few kilobytes; anything far larger is refused unread. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Webhooks of the signing provider (built-in: X-Portal-Signature HMAC; Documenso: X-Documenso-Secret). */
export const POST = apiHandler({ public: true, maintenanceExempt: true }, async ({ req }) => ({
  data: await receiveSigningWebhook({ headers: req.headers, rawBody: await readLimitedText(req, MAX_WEBHOOK_BYTES) }),
}));
