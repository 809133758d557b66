import { NextResponse, type NextRequest } from "next/server";
import { AppError } from "@/lib/api/errors";
import { errorResponse } from "@/server/http/api-handler";
import { openSigningLink } from "@/server/signing/signing-throttle";
import { env } from "@/server/env";

type Params = { quotationId: string };

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The emailed signing link: checks its token and redirects to the signing provider, or to /sign/error. */
export async function GET(req: NextRequest, context: { params: Promise<Params> }) {
  const { quotationId } = await context.params;
  const base = env().APP_URL.replace(/\/$/, "");
  try {
    // Too many failed links from one address, or one link opened too often: 429 RATE_LIMITED with Retry-After (D87).
    const start = await openSigningLink(req, quotationId, req.nextUrl.searchParams.get("token"));
    const target = start.ok ? start.redirectUrl : `${base}/sign/error?reason=${start.reason}`;
    return NextResponse.redirect(target, { status: 303, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return errorResponse(error);
    console.error("Signing could not start:", error);
    return NextResponse.redirect(`${base}/sign/error`, { status: 303, headers: { "Cache-Control": "no-store" } });
  }
}
