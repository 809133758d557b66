import * as claimsApi from "@/lib/api/operations/claims";
import { approveClaim } from "@/server/claims/approve-claim";
import { apiRoute } from "@/server/http/api-route";

// The body (none, or `{}`) is read by the use case after its guards (decision D82).
export const POST = apiRoute(claimsApi.approveClaim, async ({ params, actor, body }) => ({
  data: await approveClaim(actor, params.claimId, body),
}));
