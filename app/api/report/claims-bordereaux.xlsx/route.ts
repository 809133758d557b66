import * as reportsApi from "@/lib/api/operations/reports";
import { apiRoute } from "@/server/http/api-route";
import { exportClaimsBordereauXlsx } from "@/server/reports/export-claims-bordereau";

export const GET = apiRoute(reportsApi.exportClaimsBordereauXlsx, async ({ req, actor }) => exportClaimsBordereauXlsx(actor, req.url));
