import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { managePreBoundReferral } from "@/server/quotations/manage-pre-bound-referral";

/** Underwriter's decision on a pre-bound referral: accept or reject. */
export const POST = apiRoute(quotationsApi.managePreBoundReferral, async ({ params, actor, body }) => ({
  data: await managePreBoundReferral(actor, params.quotationId, body),
}));
