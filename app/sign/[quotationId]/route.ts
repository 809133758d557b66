import { NextResponse, type NextRequest } from "next/server";
import { AppError } from "@/lib/api/errors";
import { errorResponse } from "@/server/http/api-handler";
import { RATE_LIMITS, limitByAddress } from "@/server/http/rate-limit";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { env } from "@/server/env";

type Params = { quotationId: string };

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The emailed signing link: checks its token and redirects to the signing provider, or to /sign/error. */
export async function GET(req: NextRequest, context: { params: Promise<Params> }) {
  const { quotationId } = await context.params;
  const base = env().APP_URL.replace(/\/$/, "");
  try {
    // Too many links opened from one address: 429 RATE_LIMITED with Retry-After (D87).
    await limitByAddress(req, RATE_LIMITS.signingOpen);
    const start = await startProposalSigning(quotationId, req.nextUrl.searchParams.get("token"));
    const target = start.ok ? start.redirectUrl : `${base}/sign/error?reason=${start.reason}`;
    return NextResponse.redirect(target, { status: 303, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMITED") return errorResponse(error);
    console.error("Signing could not start:", error);
    return NextResponse.redirect(`${base}/sign/error`, { status: 303, headers: { "Cache-Control": "no-store" } });
  }
}
