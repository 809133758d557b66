import * as settingsApi from "@/lib/api/operations/settings";
import { apiRoute } from "@/server/http/api-route";
import { listStateFees } from "@/server/state-fees/list-state-fees";

export const GET = apiRoute(settingsApi.listStateFees, async ({ actor }) => {
  const items = await listStateFees(actor);
  return { data: items, metadata: { itemsCount: items.length } };
});
