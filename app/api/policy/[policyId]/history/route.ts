import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { listPolicyHistory } from "@/server/policies/list-policy-history";

/** The policy's audit timeline, newest first. */
export const GET = apiRoute(policiesApi.listPolicyHistory, async ({ params, actor }) => ({
  data: await listPolicyHistory(actor, params.policyId),
}));
