import * as settingsApi from "@/lib/api/operations/settings";
import { apiRoute } from "@/server/http/api-route";
import { updateLocalPremiumTax } from "@/server/state-fees/update-local-premium-tax";

export const PUT = apiRoute(settingsApi.updateLocalPremiumTax, async ({ params, actor, body }) => ({
  data: await updateLocalPremiumTax(actor, params.localTaxId, body()),
}));
