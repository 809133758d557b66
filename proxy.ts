import { NextResponse, type NextRequest } from "next/server";
import {
  API_CSP,
  commonSecurityHeaders,
  createNonce,
  guardApiRequest,
  mayBeFramedBySameOrigin,
  pageCsp,
  settingsFromEnv,
} from "@/server/http/security-headers";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/server/http/request-id";

// Runs before every request (decisions D60, D61):
// - state-changing API calls from another site, or with a body that is neither JSON nor multipart,
//   are refused before any route code runs;
// - every answer carries the security headers; pages get a Content-Security-Policy with a fresh
//   nonce, which Next.js reads from the request header and puts on its own scripts;
// - the requested path is passed to server components (layouts cannot read it otherwise), so that
//   the portal layout can send a signed-out visitor to /auth/login?redirectTo=<path>.
export function proxy(request: NextRequest) {
  const settings = settingsFromEnv();
  const { pathname } = request.nextUrl;
  // Every answer names its request id (X-Request-Id), which the route handlers' logs carry too.
  const requestId = requestIdFrom(request.headers);
  const common = { ...commonSecurityHeaders(settings, pathname), [REQUEST_ID_HEADER]: requestId };

  if (pathname.startsWith("/api/") || pathname === "/api") {
    const refusal = guardApiRequest(request.method, pathname, request.headers, request.url, settings);
    if (refusal) {
      const response = NextResponse.json({ error: { code: refusal.code, message: refusal.message } }, { status: refusal.status });
      for (const [k, v] of Object.entries(common)) response.headers.set(k, v);
      response.headers.set("Content-Security-Policy", API_CSP);
      return response;
    }
    const forwarded = new Headers(request.headers);
    forwarded.set(REQUEST_ID_HEADER, requestId);
    const response = NextResponse.next({ request: { headers: forwarded } });
    for (const [k, v] of Object.entries(common)) response.headers.set(k, v);
    response.headers.set("Content-Security-Policy", API_CSP);
    return response;
  }

  if (pathname.startsWith("/_next/static/") || pathname.startsWith("/_next/image")) {
    const response = NextResponse.next();
    for (const [k, v] of Object.entries(common)) response.headers.set(k, v);
    return response;
  }

  const nonce = createNonce();
  const csp = pageCsp(nonce, settings, mayBeFramedBySameOrigin(pathname) ? "'self'" : "'none'");
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${pathname}${request.nextUrl.search}`);
  headers.set("x-nonce", nonce);
  headers.set(REQUEST_ID_HEADER, requestId);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  for (const [k, v] of Object.entries(common)) response.headers.set(k, v);
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  // Everything, static files included (they get the common headers, not a nonce).
  matcher: ["/:path*"],
};
