import { apiHandler } from "@/server/http/api-handler";
import { listBinders } from "@/server/binders/list-binders";

export const GET = apiHandler({ can: ["read", "Binder"] }, async ({ req, actor }) => {
  const { items, pagination } = await listBinders(actor, req.url);
  return { data: items, metadata: { pagination } };
});
