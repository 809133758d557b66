import { apiHandler, readJson } from "@/server/http/api-handler";
import { pathId } from "@/server/http/path-id";
import { updateLocalPremiumTax } from "@/server/state-fees/update-local-premium-tax";

export const PUT = apiHandler<{ localTaxId: string }>({ can: ["update", "StateFee"] }, async ({ req, params, actor }) => ({
  data: await updateLocalPremiumTax(actor, pathId(params.localTaxId, "Local premium tax"), await readJson(req)),
}));
