import * as claimsApi from "@/lib/api/operations/claims";
import { listClaims } from "@/server/claims/list-claims";
import { apiRoute } from "@/server/http/api-route";

export const GET = apiRoute(claimsApi.listClaims, async ({ req, actor }) => {
  const { items, pagination } = await listClaims(actor, req.url);
  return { data: items, metadata: { pagination } };
});
