import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";

// Liveness (issue 15): the process answers. It touches neither the database nor the storage (the
// description is sessionless and exempt from maintenance), so an orchestrator restarts an instance
// only when the process itself is stuck (readiness: /api/ready).
export const dynamic = "force-dynamic";

export const GET = apiRoute(foundationApi.health, async () => ({
  data: { status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) },
  headers: { "Cache-Control": "no-store" },
}));
