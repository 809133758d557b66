import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { rejectPolicyCancellation } from "@/server/policies/reject-policy-cancellation";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.rejectPolicyCancellation, async ({ params, actor, body }) => ({
  data: await rejectPolicyCancellation(actor, params.policyId, body),
}));
