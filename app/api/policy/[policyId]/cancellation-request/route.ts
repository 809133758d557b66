import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.requestPolicyCancellation, async ({ params, actor, body }) => ({
  data: await requestPolicyCancellation(actor, params.policyId, body),
}));
