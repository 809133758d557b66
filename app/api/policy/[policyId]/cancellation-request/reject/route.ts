import { apiHandler, readJson } from "@/server/http/api-handler";
import { rejectPolicyCancellation } from "@/server/policies/reject-policy-cancellation";

type Params = { policyId: string };

/** An underwriter rejects the open cancellation request: { reason }. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await rejectPolicyCancellation(actor, params.policyId, await readJson(req)),
}));
