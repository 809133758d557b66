import * as claimsApi from "@/lib/api/operations/claims";
import { declineClaim } from "@/server/claims/decline-claim";
import { apiRoute } from "@/server/http/api-route";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(claimsApi.declineClaim, async ({ params, actor, body }) => ({
  data: await declineClaim(actor, params.claimId, body),
}));
