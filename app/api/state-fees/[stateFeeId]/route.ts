import * as settingsApi from "@/lib/api/operations/settings";
import { apiRoute } from "@/server/http/api-route";
import { updateStateFee } from "@/server/state-fees/update-state-fee";

export const PUT = apiRoute(settingsApi.updateStateFee, async ({ params, actor, body }) => ({
  data: await updateStateFee(actor, params.stateFeeId, body()),
}));
