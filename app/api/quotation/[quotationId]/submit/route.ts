import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { submitQuotation } from "@/server/quotations/submit-quotation";

/** Checks every step, rates the draft: READY or REFERRED_TO_UNDERWRITER. The body (the wizard's values) is optional. */
export const POST = apiRoute(quotationsApi.submitQuotation, async ({ params, actor, body }) => ({
  data: await submitQuotation(actor, params.quotationId, body),
}));
