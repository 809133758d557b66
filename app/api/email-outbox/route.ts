import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { listOutbox } from "@/server/email/list-outbox";

export const GET = apiRoute(foundationApi.listEmailOutbox, async ({ req, actor }) => {
  const { items, pagination } = await listOutbox(actor, req.url);
  return { data: items, metadata: { pagination } };
});
