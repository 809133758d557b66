import * as bindingApi from "@/lib/api/operations/binding";
import { apiRoute } from "@/server/http/api-route";
import { bindQuotation } from "@/server/quotations/bind-quotation";

/** The underwriter binds the quotation with a policy number: 201 with the new policy. */
export const POST = apiRoute(bindingApi.bindQuotation, async ({ params, actor, body }) => ({
  data: await bindQuotation(actor, params.quotationId, body),
}));
