import * as reportsApi from "@/lib/api/operations/reports";
import { apiRoute } from "@/server/http/api-route";
import { getStatistics } from "@/server/statistics/get-statistics";

export const GET = apiRoute(reportsApi.getStatistics, async ({ actor, query }) => ({ data: await getStatistics(actor, query) }));
