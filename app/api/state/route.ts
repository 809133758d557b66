import * as foundationApi from "@/lib/api/operations/foundation";
import { US_STATES } from "@/lib/geo/us-states";
import { apiRoute } from "@/server/http/api-route";

export const GET = apiRoute(foundationApi.listStates, async () => ({ data: US_STATES, metadata: { itemsCount: US_STATES.length } }));
