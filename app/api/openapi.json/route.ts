export const dynamic = "force-dynamic";

import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { openApiDocument } from "@/server/openapi/openapi-document";

export function GET() {
  return NextResponse.json(openApiDocument(env().APP_URL));
}
