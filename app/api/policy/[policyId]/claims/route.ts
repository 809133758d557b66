import * as claimsApi from "@/lib/api/operations/claims";
import { listPolicyClaims } from "@/server/claims/list-policy-claims";
import { apiRoute } from "@/server/http/api-route";

export const GET = apiRoute(claimsApi.listPolicyClaims, async ({ params, actor }) => ({
  data: await listPolicyClaims(actor, params.policyId),
}));
