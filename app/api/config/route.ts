import { apiHandler, readJson } from "@/server/http/api-handler";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";
import { updateAppConfig } from "@/server/settings/update-app-config";

export const GET = apiHandler({ can: ["read", "Config"] }, async () => ({ data: appConfigDto(await getAppConfig()) }));

export const PATCH = apiHandler({}, async ({ req, actor }) => ({ data: appConfigDto(await updateAppConfig(actor, await readJson(req))) }));
