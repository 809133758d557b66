import * as reportsApi from "@/lib/api/operations/reports";
import { apiRoute } from "@/server/http/api-route";
import { exportBordereauxXlsx } from "@/server/reports/export-bordereaux";

export const GET = apiRoute(reportsApi.exportBordereauxXlsx, async ({ req, actor }) => exportBordereauxXlsx(actor, req.url));
