import { apiHandler, readJson } from "@/server/http/api-handler";
import { reviseQuotation } from "@/server/quotations/revise-quotation";

type Params = { quotationId: string };

/** A new version of the quotation, rated; the previous one is kept read-only. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await reviseQuotation(actor, params.quotationId, await readJson(req)),
}));
