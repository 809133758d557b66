import * as claimsApi from "@/lib/api/operations/claims";
import { apiRoute } from "@/server/http/api-route";
import { postStationObservations } from "@/server/weather/post-station-observations";

export const POST = apiRoute(claimsApi.postWeatherObservations, async ({ actor, body }) => ({
  data: await postStationObservations(actor, body),
}));
