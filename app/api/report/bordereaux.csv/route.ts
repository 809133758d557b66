import * as reportsApi from "@/lib/api/operations/reports";
import { apiRoute } from "@/server/http/api-route";
import { exportBordereauxCsv } from "@/server/reports/export-bordereaux";

export const GET = apiRoute(reportsApi.exportBordereauxCsv, async ({ req, actor }) => exportBordereauxCsv(actor, req.url));
