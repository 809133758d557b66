import { apiHandler } from "@/server/http/api-handler";
import { listLocations } from "@/server/locations/list-locations";

export const GET = apiHandler({}, async ({ req }) => {
  const { items, pagination } = await listLocations(req.url);
  return { data: items, metadata: { pagination } };
});
