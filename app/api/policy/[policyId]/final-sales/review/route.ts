import { apiHandler, readJson } from "@/server/http/api-handler";
import { reviewFinalSales } from "@/server/policies/review-final-sales";

type Params = { policyId: string };

/** An underwriter confirms (or corrects) the reported final sales: { finalSalesAmount }. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await reviewFinalSales(actor, params.policyId, await readJson(req)),
}));
