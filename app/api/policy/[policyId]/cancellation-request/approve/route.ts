import { apiHandler } from "@/server/http/api-handler";
import { approvePolicyCancellation } from "@/server/policies/approve-policy-cancellation";

type Params = { policyId: string };

/** An underwriter approves the open cancellation request: the policy is cancelled. */
export const POST = apiHandler<Params>({}, async ({ params, actor }) => ({
  data: await approvePolicyCancellation(actor, params.policyId),
}));
