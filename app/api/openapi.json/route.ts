import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { openApiDocument } from "@/server/openapi/openapi-document";

// Built per request: the server address comes from APP_URL, which is not known at build time.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json(openApiDocument(env().APP_URL));
}
