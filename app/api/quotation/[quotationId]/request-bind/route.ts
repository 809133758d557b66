import { apiHandler, readOptionalJson } from "@/server/http/api-handler";
import { requestQuotationBind } from "@/server/quotations/request-quotation-bind";

type Params = { quotationId: string };

/** The broker asks for a signed quotation to be bound, attesting the application on file. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await requestQuotationBind(actor, params.quotationId, await readOptionalJson(req)),
}));
