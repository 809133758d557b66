import { apiHandler, readOptionalJson } from "@/server/http/api-handler";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";

type Params = { quotationId: string };

/** The quotation is not taken up (NTU). The body ({ reason }) is optional. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await cancelQuotation(actor, params.quotationId, await readOptionalJson(req)),
}));
