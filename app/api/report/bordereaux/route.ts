import { apiHandler } from "@/server/http/api-handler";
import { listBordereaux } from "@/server/reports/list-bordereaux";

export const GET = apiHandler({ can: ["read", "Report"] }, async ({ req, actor }) => {
  const { items, pagination, range, totals } = await listBordereaux(actor, req.url);
  return { data: items, metadata: { pagination, range, totals } };
});
