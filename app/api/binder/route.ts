import * as settingsApi from "@/lib/api/operations/settings";
import { apiRoute } from "@/server/http/api-route";
import { createBinder } from "@/server/binders/create-binder";
import { listBinders } from "@/server/binders/list-binders";

export const GET = apiRoute(settingsApi.listBinders, async ({ req, actor }) => {
  const { items, pagination } = await listBinders(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiRoute(settingsApi.createBinder, async ({ actor, body }) => ({ data: await createBinder(actor, body()) }));
