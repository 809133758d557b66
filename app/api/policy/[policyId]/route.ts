import { apiHandler } from "@/server/http/api-handler";
import { getPolicyDetails } from "@/server/policies/get-policy-details";

type Params = { policyId: string };

export const GET = apiHandler<Params>({}, async ({ params, actor }) => ({ data: await getPolicyDetails(actor, params.policyId) }));
