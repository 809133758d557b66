import { NextResponse, type NextRequest } from "next/server";

// Passes the requested path to server components (layouts cannot read it otherwise), so that the
// portal layout can send a signed-out visitor to /auth/login?redirectTo=<path>.
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico).*)"],
};
