import * as foundationApi from "@/lib/api/operations/foundation";
import { maintenanceNotice } from "@/lib/settings/maintenance-notice";
import { apiRoute } from "@/server/http/api-route";
import { getMaintenanceState } from "@/server/settings/maintenance-state";

// Public, like the maintenance page: the sign-in page asks it before showing the form (D119).
export const dynamic = "force-dynamic";

export const GET = apiRoute(foundationApi.getMaintenanceNotice, async () => ({
  data: maintenanceNotice(await getMaintenanceState()),
}));
