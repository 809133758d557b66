import { apiHandler, readOptionalJson } from "@/server/http/api-handler";
import { createSigningLink } from "@/server/signing/create-signing-link";

type Params = { quotationId: string };

/** A fresh signing link for a pre-bound quotation; `{ "send": true }` emails it to the broker and the insured again. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await createSigningLink(actor, params.quotationId, await readOptionalJson(req)),
}));
