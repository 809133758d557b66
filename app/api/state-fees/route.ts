import { apiHandler } from "@/server/http/api-handler";
import { listStateFees } from "@/server/state-fees/list-state-fees";

export const GET = apiHandler({ can: ["read", "StateFee"] }, async ({ actor }) => {
  const items = await listStateFees(actor);
  return { data: items, metadata: { itemsCount: items.length } };
});
