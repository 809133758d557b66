import { apiHandler, readJson } from "@/server/http/api-handler";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { listPolicyEndorsements } from "@/server/policies/list-policy-endorsements";

type Params = { policyId: string };

export const GET = apiHandler<Params>({}, async ({ params, actor }) => ({ data: await listPolicyEndorsements(actor, params.policyId) }));

/** { title, content, changes? }: a wording endorsement, or a change of the cover re-rated and invoiced. */
export const POST = apiHandler<Params>({}, async ({ req, params, actor }) => ({
  data: await createPolicyEndorsement(actor, params.policyId, await readJson(req)),
  status: 201,
}));
