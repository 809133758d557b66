import { apiHandler } from "@/server/http/api-handler";
import { receiveSigningWebhook } from "@/server/signing/receive-signing-webhook";

export const runtime = "nodejs";

/** Webhooks of the signing provider (built-in: X-Portal-Signature HMAC; Documenso: X-Documenso-Secret). */
export const POST = apiHandler({ public: true, maintenanceExempt: true }, async ({ req }) => ({
  data: await receiveSigningWebhook({ headers: req.headers, rawBody: await req.text() }),
}));
