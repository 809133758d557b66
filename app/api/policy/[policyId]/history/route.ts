import { apiHandler } from "@/server/http/api-handler";
import { listPolicyHistory } from "@/server/policies/list-policy-history";

type Params = { policyId: string };

/** The policy's audit timeline, newest first. */
export const GET = apiHandler<Params>({}, async ({ params, actor }) => ({ data: await listPolicyHistory(actor, params.policyId) }));
