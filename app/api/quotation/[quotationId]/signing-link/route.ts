import * as signingApi from "@/lib/api/operations/signing";
import { apiRoute } from "@/server/http/api-route";
import { createSigningLink } from "@/server/signing/create-signing-link";

/** A fresh signing link for a pre-bound quotation; `{ "intent": "send" }` emails it to the broker and the insured again. */
export const POST = apiRoute(signingApi.createSigningLink, async ({ params, actor, body }) => ({
  data: await createSigningLink(actor, params.quotationId, body),
}));
