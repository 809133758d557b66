import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { cancelPolicy } from "@/server/policies/cancel-policy";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.cancelPolicy, async ({ params, actor, body }) => ({
  data: await cancelPolicy(actor, params.policyId, body),
}));
