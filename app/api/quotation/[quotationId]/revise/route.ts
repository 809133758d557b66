import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { reviseQuotation } from "@/server/quotations/revise-quotation";

/** A new version of the quotation, rated; the previous one is kept read-only. */
export const POST = apiRoute(quotationsApi.reviseQuotation, async ({ params, actor, body }) => ({
  data: await reviseQuotation(actor, params.quotationId, body),
}));
