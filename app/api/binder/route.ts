import { apiHandler, readJson } from "@/server/http/api-handler";
import { createBinder } from "@/server/binders/create-binder";
import { listBinders } from "@/server/binders/list-binders";

export const GET = apiHandler({ can: ["read", "Binder"] }, async ({ req, actor }) => {
  const { items, pagination } = await listBinders(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiHandler({ can: ["create", "Binder"] }, async ({ req, actor }) => ({
  data: await createBinder(actor, await readJson(req)),
}));
