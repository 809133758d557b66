import { apiHandler } from "@/server/http/api-handler";
import { listQuotations } from "@/server/quotations/list-quotations";

export const GET = apiHandler({}, async ({ req, actor }) => {
  const { items, pagination } = await listQuotations(actor, req.url);
  return { data: items, metadata: { pagination } };
});
