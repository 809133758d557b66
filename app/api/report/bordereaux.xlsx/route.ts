import { apiHandler } from "@/server/http/api-handler";
import { exportBordereauxXlsx } from "@/server/reports/export-bordereaux";

export const GET = apiHandler({ can: ["read", "Report"] }, async ({ req, actor }) => exportBordereauxXlsx(actor, req.url));
