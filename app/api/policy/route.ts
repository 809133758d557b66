import { apiHandler } from "@/server/http/api-handler";
import { listPolicies } from "@/server/policies/list-policies";

export const GET = apiHandler({}, async ({ req, actor }) => {
  const { items, pagination } = await listPolicies(actor, req.url);
  return { data: items, metadata: { pagination } };
});
