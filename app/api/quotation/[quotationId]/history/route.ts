import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { listQuotationHistory } from "@/server/quotations/list-quotation-history";

export const GET = apiRoute(quotationsApi.listQuotationHistory, async ({ params, actor }) => ({
  data: await listQuotationHistory(actor, params.quotationId),
}));
