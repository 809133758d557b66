import { apiHandler, readJson } from "@/server/http/api-handler";
import { pathId } from "@/server/http/path-id";
import { updateStateFee } from "@/server/state-fees/update-state-fee";

export const PUT = apiHandler<{ stateFeeId: string }>({ can: ["update", "StateFee"] }, async ({ req, params, actor }) => ({
  data: await updateStateFee(actor, pathId(params.stateFeeId, "State fee"), await readJson(req)),
}));
