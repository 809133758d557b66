import { apiHandler } from "@/server/http/api-handler";
import { US_STATES } from "@/lib/geo/us-states";

export const GET = apiHandler({}, async () => ({ data: US_STATES, metadata: { itemsCount: US_STATES.length } }));
