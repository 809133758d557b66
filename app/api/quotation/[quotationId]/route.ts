import { apiHandler, readJson } from "@/server/http/api-handler";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { updateQuotationDraft } from "@/server/quotations/update-quotation-draft";

type Params = { quotationId: string };

export const GET = apiHandler<Params>({}, async ({ params, actor }) => ({ data: await getQuotationDetails(actor, params.quotationId) }));

/** Saves more of a draft's values (status NEW). */
export const PATCH = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await updateQuotationDraft(actor, params.quotationId, await readJson(req)),
}));
