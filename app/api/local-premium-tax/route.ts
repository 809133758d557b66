import { apiHandler } from "@/server/http/api-handler";
import { listLocalPremiumTaxes } from "@/server/state-fees/list-local-premium-taxes";

export const GET = apiHandler({ can: ["read", "StateFee"] }, async ({ actor }) => {
  const items = await listLocalPremiumTaxes(actor);
  return { data: items, metadata: { itemsCount: items.length } };
});
