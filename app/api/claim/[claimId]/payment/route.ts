import * as claimsApi from "@/lib/api/operations/claims";
import { recordClaimPayment } from "@/server/claims/record-claim-payment";
import { apiRoute } from "@/server/http/api-route";

// The body is read by the use case after its guards (decision D82).
export const POST = apiRoute(claimsApi.recordClaimPayment, async ({ params, actor, body }) => ({
  data: await recordClaimPayment(actor, params.claimId, body),
}));
