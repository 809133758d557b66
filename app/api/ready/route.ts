import { NextResponse } from "next/server";
import * as foundationApi from "@/lib/api/operations/foundation";
import { apiRoute } from "@/server/http/api-route";
import { readiness } from "@/server/health/readiness";

// Readiness (issue 15): 200 when the database and the file storage are reachable, 503 otherwise
// (a load balancer stops sending traffic to the instance until it answers 200 again).
export const dynamic = "force-dynamic";

export const GET = apiRoute(foundationApi.ready, async () => {
  const { ready, checks } = await readiness();
  const headers = { "Cache-Control": "no-store" };
  if (ready) return { data: { status: "ready" as const, checks }, headers };
  const failed = Object.entries(checks)
    .filter(([, c]) => !c.ok)
    .map(([name]) => name);
  return NextResponse.json(
    {
      error: {
        code: "SERVICE_UNAVAILABLE",
        message: `Not ready: ${failed.join(" and ")} unreachable`,
        details: failed.map((name) => ({ path: name, message: checks[name as keyof typeof checks].error ?? "unreachable" })),
      },
      checks,
    },
    { status: 503, headers: { ...headers, "Retry-After": "5" } },
  );
});
