import * as bindingApi from "@/lib/api/operations/binding";
import { apiRoute } from "@/server/http/api-route";
import { requestQuotationBind } from "@/server/quotations/request-quotation-bind";

/** The broker asks for a signed quotation to be bound, attesting the application on file. */
export const POST = apiRoute(bindingApi.requestQuotationBind, async ({ params, actor, body }) => ({
  data: await requestQuotationBind(actor, params.quotationId, body),
}));
