import { apiHandler, readJson } from "@/server/http/api-handler";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";

type Params = { quotationId: string };

/** Chooses the options and the claims verification source, and pre-binds. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await selectQuotationOptions(actor, params.quotationId, await readJson(req)),
}));
