import { apiHandler } from "@/server/http/api-handler";
import { listPolicyInvoices } from "@/server/policies/list-policy-invoices";

type Params = { policyId: string };

export const GET = apiHandler<Params>({}, async ({ params, actor }) => ({ data: await listPolicyInvoices(actor, params.policyId) }));
