import * as settingsApi from "@/lib/api/operations/settings";
import { apiRoute } from "@/server/http/api-route";
import { listLocalPremiumTaxes } from "@/server/state-fees/list-local-premium-taxes";

export const GET = apiRoute(settingsApi.listLocalPremiumTaxes, async ({ actor }) => {
  const items = await listLocalPremiumTaxes(actor);
  return { data: items, metadata: { itemsCount: items.length } };
});
