import * as reportsApi from "@/lib/api/operations/reports";
import { apiRoute } from "@/server/http/api-route";
import { exportClaimsBordereauCsv } from "@/server/reports/export-claims-bordereau";

export const GET = apiRoute(reportsApi.exportClaimsBordereauCsv, async ({ req, actor }) => exportClaimsBordereauCsv(actor, req.url));
