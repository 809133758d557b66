import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { previewPolicyEndorsement } from "@/server/policies/preview-policy-endorsement";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.previewPolicyEndorsement, async ({ params, actor, body }) => ({
  data: await previewPolicyEndorsement(actor, params.policyId, body),
}));
