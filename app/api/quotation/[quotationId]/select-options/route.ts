import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";

/** Chooses the options and the claims verification source, and pre-binds. */
export const POST = apiRoute(quotationsApi.selectQuotationOptions, async ({ params, actor, body }) => ({
  data: await selectQuotationOptions(actor, params.quotationId, body),
}));
