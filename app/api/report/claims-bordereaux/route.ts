import * as reportsApi from "@/lib/api/operations/reports";
import { apiRoute } from "@/server/http/api-route";
import { listClaimsBordereau } from "@/server/reports/list-claims-bordereau";

// The range is checked by the description's query schema; the use case reads it again from the URL
// with the list query (f, p[…], s[…]) and the shorthand filters, and fills the current month.
export const GET = apiRoute(reportsApi.listClaimsBordereau, async ({ req, actor }) => {
  const { items, pagination, range, totals } = await listClaimsBordereau(actor, req.url);
  return { data: items, metadata: { pagination, range, totals } };
});
