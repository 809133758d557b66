import { apiHandler } from "@/server/http/api-handler";
import { listBrokerOptions } from "@/server/quotations/list-broker-options";

export const GET = apiHandler({ can: ["create", "Quotation"] }, async ({ req, actor }) => ({
  data: await listBrokerOptions(actor, new URL(req.url).searchParams.get("search")),
}));
