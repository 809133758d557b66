import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { listPolicyInvoices } from "@/server/policies/list-policy-invoices";

export const GET = apiRoute(policiesApi.listPolicyInvoices, async ({ params, actor }) => ({
  data: await listPolicyInvoices(actor, params.policyId),
}));
