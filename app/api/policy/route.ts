import * as policiesApi from "@/lib/api/operations/policies";
import { apiRoute } from "@/server/http/api-route";
import { listPolicies } from "@/server/policies/list-policies";

export const GET = apiRoute(policiesApi.listPolicies, async ({ req, actor }) => {
  const { items, pagination } = await listPolicies(actor, req.url);
  return { data: items, metadata: { pagination } };
});
