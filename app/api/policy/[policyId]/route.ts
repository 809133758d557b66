import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { getPolicyDetails } from "@/server/policies/get-policy-details";

export const GET = apiRoute(policiesApi.getPolicy, async ({ params, actor }) => ({ data: await getPolicyDetails(actor, params.policyId) }));
