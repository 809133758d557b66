import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { reviewFinalSales } from "@/server/policies/review-final-sales";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.reviewFinalSales, async ({ params, actor, body }) => ({
  data: await reviewFinalSales(actor, params.policyId, body),
}));
