import * as quotationsApi from "@/lib/api/operations/quotations";
import { apiRoute } from "@/server/http/api-route";
import { listBrokerOptions } from "@/server/quotations/list-broker-options";

export const GET = apiRoute(quotationsApi.listBrokerOptions, async ({ actor, query }) => ({
  data: await listBrokerOptions(actor, query.search ?? null),
}));
