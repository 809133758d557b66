import { NextResponse } from "next/server";

// Liveness (issue 15): the process answers. It touches neither the database nor the storage, so an
// orchestrator restarts an instance only when the process itself is stuck (readiness: /api/ready).
export const dynamic = "force-dynamic";

export const GET = () =>
  NextResponse.json(
    { data: { status: "ok", uptimeSeconds: Math.round(process.uptime()) }, metadata: {} },
    { headers: { "Cache-Control": "no-store" } },
  );
