import { requestBindSchema } from "@/lib/quotations/bind-schema";
import { apiHandler, readOptionalJson } from "@/server/http/api-handler";
import { parseInput } from "@/server/http/parse-input";
import { requestQuotationBind } from "@/server/quotations/request-quotation-bind";

type Params = { quotationId: string };

/** The broker asks for a signed quotation to be bound, attesting the application on file. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => {
  const body = await readOptionalJson(req);
  return { data: await requestQuotationBind(actor, params.quotationId, () => parseInput(requestBindSchema, body ?? {})) };
});
