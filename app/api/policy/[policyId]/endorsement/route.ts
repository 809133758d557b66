import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { listPolicyEndorsements } from "@/server/policies/list-policy-endorsements";

export const GET = apiRoute(policiesApi.listPolicyEndorsements, async ({ params, actor }) => ({
  data: await listPolicyEndorsements(actor, params.policyId),
}));

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(policiesApi.createPolicyEndorsement, async ({ params, actor, body }) => ({
  data: await createPolicyEndorsement(actor, params.policyId, body),
}));
