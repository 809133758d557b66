import { apiHandler, readOptionalJson } from "@/server/http/api-handler";
import { bindQuotation } from "@/server/quotations/bind-quotation";

type Params = { quotationId: string };

/** The underwriter binds the quotation with a policy number: 201 with the new policy. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await bindQuotation(actor, params.quotationId, await readOptionalJson(req)),
  status: 201,
}));
