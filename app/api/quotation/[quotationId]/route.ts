import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { updateQuotationDraft } from "@/server/quotations/update-quotation-draft";

export const GET = apiRoute(quotationsApi.getQuotation, async ({ params, actor }) => ({
  data: await getQuotationDetails(actor, params.quotationId),
}));

/** Saves more of a draft's values (status NEW). */
export const PATCH = apiRoute(quotationsApi.updateQuotationDraft, async ({ params, actor, body }) => ({
  data: await updateQuotationDraft(actor, params.quotationId, body),
}));
