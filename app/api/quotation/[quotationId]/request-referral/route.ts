import { apiHandler, readJson } from "@/server/http/api-handler";
import { requestQuotationReferral } from "@/server/quotations/request-quotation-referral";

type Params = { quotationId: string };

/** The broker asks an underwriter to review a READY quotation. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await requestQuotationReferral(actor, params.quotationId, await readJson(req)),
}));
