import { apiHandler, readJson } from "@/server/http/api-handler";
import { reviewQuotation } from "@/server/quotations/review-quotation";

type Params = { quotationId: string };

/** Underwriter's review of a referral: accept, amend and accept, or decline. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await reviewQuotation(actor, params.quotationId, await readJson(req)),
}));
