import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { copyQuotation } from "@/server/quotations/copy-quotation";

/** A new draft quotation with this one's content. */
export const POST = apiRoute(quotationsApi.copyQuotation, async ({ params, actor }) => ({
  data: await copyQuotation(actor, params.quotationId),
}));
