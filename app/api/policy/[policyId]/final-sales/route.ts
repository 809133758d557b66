import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { submitFinalSales } from "@/server/policies/submit-final-sales";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.submitFinalSales, async ({ params, actor, body }) => ({
  data: await submitFinalSales(actor, params.policyId, body),
}));
