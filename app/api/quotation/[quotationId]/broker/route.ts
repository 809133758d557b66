import { apiHandler, readJson } from "@/server/http/api-handler";
import { assignQuotationBroker } from "@/server/quotations/assign-quotation-broker";

type Params = { quotationId: string };

/** Underwriter hands the quotation to another broker. */
export const PUT = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await assignQuotationBroker(actor, params.quotationId, await readJson(req)),
}));
