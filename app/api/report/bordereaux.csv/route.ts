import { apiHandler } from "@/server/http/api-handler";
import { exportBordereauxCsv } from "@/server/reports/export-bordereaux";

export const GET = apiHandler({ can: ["read", "Report"] }, async ({ req, actor }) => exportBordereauxCsv(actor, req.url));
