import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { reviewQuotation } from "@/server/quotations/review-quotation";

/** Underwriter's review of a referral: accept, amend and accept, or decline. */
export const POST = apiRoute(quotationsApi.reviewQuotation, async ({ params, actor, body }) => ({
  data: await reviewQuotation(actor, params.quotationId, body),
}));
