import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";
import { updateAppConfig } from "@/server/settings/update-app-config";

export const GET = apiRoute(foundationApi.getConfig, async () => ({ data: appConfigDto(await getAppConfig()) }));

export const PATCH = apiRoute(foundationApi.updateConfig, async ({ actor, body }) => ({
  data: appConfigDto(await updateAppConfig(actor, body())),
}));
