import { apiHandler, readJson } from "@/server/http/api-handler";
import { submitFinalSales } from "@/server/policies/submit-final-sales";

type Params = { policyId: string };

/** The broker reports a promotion's final sales: { finalSalesAmount }. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await submitFinalSales(actor, params.policyId, await readJson(req)),
}));
