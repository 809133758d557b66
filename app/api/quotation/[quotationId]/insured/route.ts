import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { updateQuotationInsured } from "@/server/quotations/update-quotation-insured";

/** Underwriter or admin corrects the insured's details. */
export const PUT = apiRoute(quotationsApi.updateQuotationInsured, async ({ params, actor, body }) => ({
  data: await updateQuotationInsured(actor, params.quotationId, body),
}));
