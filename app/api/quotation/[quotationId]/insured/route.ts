import { apiHandler, readJson } from "@/server/http/api-handler";
import { updateQuotationInsured } from "@/server/quotations/update-quotation-insured";

type Params = { quotationId: string };

/** Underwriter or admin corrects the insured's details. */
export const PUT = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await updateQuotationInsured(actor, params.quotationId, await readJson(req)),
}));
