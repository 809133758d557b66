import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { assignQuotationBroker } from "@/server/quotations/assign-quotation-broker";

/** Underwriter hands the quotation to another broker. */
export const PUT = apiRoute(quotationsApi.assignQuotationBroker, async ({ params, actor, body }) => ({
  data: await assignQuotationBroker(actor, params.quotationId, body),
}));
