import { apiHandler } from "@/server/http/api-handler";
import { getStatistics } from "@/server/statistics/get-statistics";

export const GET = apiHandler({ can: ["read", "Statistics"] }, async ({ req, actor }) => ({ data: await getStatistics(actor, req.url) }));
