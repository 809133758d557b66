import * as settingsApi from "@/lib/api/operations/settings";
import { apiRoute } from "@/server/http/api-route";
import { deleteBinder } from "@/server/binders/delete-binder";

export const DELETE = apiRoute(settingsApi.deleteBinder, async ({ params, actor }) => ({
  data: await deleteBinder(actor, params.binderId),
}));
