import { apiHandler, readJson } from "@/server/http/api-handler";
import { managePreBoundReferral } from "@/server/quotations/manage-pre-bound-referral";

type Params = { quotationId: string };

/** Underwriter's decision on a pre-bound referral: accept or reject. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await managePreBoundReferral(actor, params.quotationId, await readJson(req)),
}));
