import { apiHandler } from "@/server/http/api-handler";
import { listOutbox } from "@/server/email/list-outbox";

export const GET = apiHandler({}, async ({ req, actor }) => {
  const { items, pagination } = await listOutbox(actor, req.url);
  return { data: items, metadata: { pagination } };
});
