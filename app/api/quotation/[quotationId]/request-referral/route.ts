import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { requestQuotationReferral } from "@/server/quotations/request-quotation-referral";

/** The broker asks an underwriter to review a READY quotation. */
export const POST = apiRoute(quotationsApi.requestQuotationReferral, async ({ params, actor, body }) => ({
  data: await requestQuotationReferral(actor, params.quotationId, body),
}));
