import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";

/** The quotation is not taken up (NTU). The body ({ reason }) is optional. */
export const POST = apiRoute(quotationsApi.cancelQuotation, async ({ params, actor, body }) => ({
  data: await cancelQuotation(actor, params.quotationId, body),
}));
