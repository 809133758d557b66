import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { listLocations } from "@/server/locations/list-locations";

export const GET = apiRoute(foundationApi.listLocations, async ({ req }) => {
  const { items, pagination } = await listLocations(req.url);
  return { data: items, metadata: { pagination } };
});
