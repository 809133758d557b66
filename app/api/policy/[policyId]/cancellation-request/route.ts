import { apiHandler, readJson } from "@/server/http/api-handler";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";

type Params = { policyId: string };

/** The broker asks to cancel the policy: { reason, cancellationDate }. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await requestPolicyCancellation(actor, params.policyId, await readJson(req)),
}));
