import "server-only";
// Security headers and the cross-site request guard, applied by proxy.ts to every request
// (decisions D60, D61). Pure functions of the request and the settings, so that Vitest can test them
// without a server. No imports of server-only modules: proxy.ts runs before the app.

export type SecuritySettings = {
  /** The public address (APP_URL); https turns on HSTS. */
  appUrl: string;
  /** next dev needs eval for its hot reload. */
  development?: boolean;
};

export function settingsFromEnv(): SecuritySettings {
  return {
    appUrl: process.env.APP_URL || `http://localhost:${process.env.PORT ?? 3000}`,
    development: process.env.NODE_ENV === "development",
  };
}

/** A fresh base64 nonce of 128 bits for one page answer. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The policy of a page. Scripts run only with the per-request nonce (Next.js puts it on its own
 * scripts when it finds it in the request's Content-Security-Policy header); 'strict-dynamic'
 * lets those scripts load the app's chunks. Styles keep 'unsafe-inline': React and Radix set
 * style attributes, and styles cannot run code.
 */
export function pageCsp(nonce: string, settings: SecuritySettings, frameAncestors = "'none'"): string {
  const https = settings.appUrl.startsWith("https://");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${settings.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${settings.development ? " ws: wss:" : ""}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** API answers are data, never a document: nothing may load from them and nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Paths that the portal itself shows inside a frame of its own origin: the PDF of a built-in
 * signing envelope, shown on the signing page (`/sign/builtin/:id` → `/sign/builtin/:id/document`).
 */
export function mayBeFramedBySameOrigin(pathname: string): boolean {
  return /^\/sign\/builtin\/[^/]+\/document\/?$/.test(pathname);
}

/** The headers every answer carries (pages, API, files). */
export function commonSecurityHeaders(settings: SecuritySettings, pathname: string): Record<string, string> {
  const sameOriginFrame = mayBeFramedBySameOrigin(pathname);
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": sameOriginFrame ? "SAMEORIGIN" : "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (settings.appUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Cross-site request guard (CSRF)

export type GuardRefusal = { status: 403; code: "FORBIDDEN"; message: string };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Routes called server to server and authenticated by their own signature (HMAC or secret). */
export function isSignatureAuthenticated(pathname: string): boolean {
  return pathname === "/api/signing/webhook" || pathname === "/api/signing/webhook/";
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins this portal is served from: APP_URL, and the address the request itself came to. */
export function ownOrigins(headers: Headers, requestUrl: string, settings: SecuritySettings): Set<string> {
  const origins = new Set<string>();
  const app = originOf(settings.appUrl);
  if (app) origins.add(app);
  const host = headers.get("host");
  if (host) {
    const self = originOf(requestUrl);
    const protocol = self ? new URL(self).protocol : "http:";
    const viaHost = originOf(`${protocol}//${host}`);
    if (viaHost) origins.add(viaHost);
  }
  return origins;
}

/**
 * A state-changing API request is refused (403) when a browser says it comes from another site:
 * an `Origin` that is not ours (or `null`), or, without `Origin`, `Sec-Fetch-Site: cross-site` /
 * `same-site`. Bodies must be JSON or multipart (uploads): a text/plain or form body is what a
 * hostile HTML form sends without a CORS preflight (403 too: every refused write is one answer,
 * FORBIDDEN, with a message that says why). A write needs a same-origin proof (D109): our `Origin`,
 * `Sec-Fetch-Site: same-origin`, or a JSON body (which another site cannot send without a
 * preflight). So a client without `Origin` (curl, server to server) may send JSON, but a bodyless
 * or multipart write only with the portal's `Origin`.
 */
export function guardApiRequest(
  method: string,
  pathname: string,
  headers: Headers,
  requestUrl: string,
  settings: SecuritySettings,
): GuardRefusal | null {
  if (!pathname.startsWith("/api/") || !STATE_CHANGING.has(method.toUpperCase())) return null;
  if (isSignatureAuthenticated(pathname)) return null;

  const origin = headers.get("origin");
  const site = headers.get("sec-fetch-site");
  let sameOrigin = false;
  // A browser that says the request comes from another site is believed, whatever else it sends.
  if (site === "cross-site" || site === "same-site") {
    return { status: 403, code: "FORBIDDEN", message: "Cross-site request refused" };
  }
  if (origin !== null) {
    const normalized = origin === "null" ? null : originOf(origin);
    if (!normalized || !ownOrigins(headers, requestUrl, settings).has(normalized)) {
      return { status: 403, code: "FORBIDDEN", message: "Cross-site request refused" };
    }
    sameOrigin = true;
  } else if (site === "same-origin") {
    sameOrigin = true;
  }

  // next-auth's own endpoints take form posts protected by its CSRF token.
  if (pathname.startsWith("/api/auth/")) return null;
  const contentType = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  // A JSON body is its own proof: no page of another site can send one without a CORS preflight,
  // which the portal never grants.
  if (contentType === "application/json") return null;
  if (contentType !== "" && contentType !== "multipart/form-data") {
    return {
      status: 403,
      code: "FORBIDDEN",
      message: "The request body must be application/json (or multipart/form-data for uploads)",
    };
  }
  // No body, or a multipart one: what an HTML form or a no-cors fetch of any site can send. Only
  // a same-origin proof (our Origin, or Sec-Fetch-Site: same-origin) lets it through (D109).
  if (sameOrigin) return null;
  return {
    status: 403,
    code: "FORBIDDEN",
    message: "A write without a JSON body must come from the portal's own pages: send the Origin header",
  };
}
