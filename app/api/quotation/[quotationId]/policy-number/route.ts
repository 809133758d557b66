import * as bindingApi from "@/lib/api/operations/binding";
import { apiRoute } from "@/server/http/api-route";
import { suggestPolicyNumber } from "@/server/quotations/suggest-policy-number";

/** The bind dialog's suggested policy number: the binder's next. */
export const GET = apiRoute(bindingApi.suggestPolicyNumber, async ({ params, actor }) => ({
  data: await suggestPolicyNumber(actor, params.quotationId),
}));
