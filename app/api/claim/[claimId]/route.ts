import * as claimsApi from "@/lib/api/operations/claims";
import { getClaimDetails } from "@/server/claims/get-claim-details";
import { apiRoute } from "@/server/http/api-route";

export const GET = apiRoute(claimsApi.getClaim, async ({ params, actor }) => ({ data: await getClaimDetails(actor, params.claimId) }));
