import { apiHandler, readJson } from "@/server/http/api-handler";
import { cancelPolicy } from "@/server/policies/cancel-policy";

type Params = { policyId: string };

/** An underwriter or admin cancels the policy directly: { reason, cancellationDate }. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await cancelPolicy(actor, params.policyId, await readJson(req)),
}));
