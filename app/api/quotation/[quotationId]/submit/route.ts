import { apiHandler, readOptionalJson } from "@/server/http/api-handler";
import { submitQuotation } from "@/server/quotations/submit-quotation";

type Params = { quotationId: string };

/** Checks every step, rates the draft: READY or REFERRED_TO_UNDERWRITER. The body (the wizard's values) is optional. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await submitQuotation(actor, params.quotationId, await readOptionalJson(req)),
}));
