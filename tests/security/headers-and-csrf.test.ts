import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { guardApiRequest } from "@/server/http/security-headers";

// Issue 15, item 1 and 2: the headers every answer carries and the cross-site guard of API writes
// (decisions D60, D61), through the real proxy.ts.

const APP = "http://portal.test";
const savedAppUrl = process.env.APP_URL;
afterEach(() => {
  process.env.APP_URL = savedAppUrl;
});

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new NextRequest(`${APP}${path}`, {
    method: init.method ?? "GET",
    headers: { host: "portal.test", ...init.headers },
    body: init.body,
  });
}

function scriptSrc(csp: string) {
  return (
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? ""
  );
}

describe("security headers", () => {
  it("gives a page a strict CSP with a fresh nonce, passed on to Next.js in the request", () => {
    const first = proxy(request("/quotations"));
    const second = proxy(request("/quotations"));
    const csp = first.headers.get("content-security-policy") ?? "";
    const script = scriptSrc(csp);
    expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("unsafe-inline");
    expect(script).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(scriptSrc(second.headers.get("content-security-policy") ?? "")).not.toBe(script);
    // Next.js reads the nonce from the request's CSP header (x-middleware-request-* overrides).
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(first.headers.get("x-middleware-request-x-pathname")).toBe("/quotations");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets only the portal itself frame the signing envelope's PDF; the signing page itself is not framable", () => {
    const pdf = proxy(request("/sign/builtin/abc123/document"));
    expect(pdf.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(pdf.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const page = proxy(request("/sign/builtin/abc123"));
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("gives API answers and static files the headers too, and HSTS when APP_URL is https", () => {
    const api = proxy(request("/api/myself"));
    expect(api.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("x-frame-options")).toBe("DENY");
    const asset = proxy(request("/_next/static/chunks/app.js"));
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("content-security-policy")).toBeNull();

    process.env.APP_URL = "https://portal.example.com";
    const secure = proxy(new NextRequest("https://portal.example.com/", { headers: { host: "portal.example.com" } }));
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("cross-site requests to the API", () => {
  it("refuses a state-changing call from another origin with 403 before any route runs", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = proxy(
        request("/api/quotation", { method, headers: { origin: "http://evil.example", "content-type": "application/json" }, body: "{}" }),
      );
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: { code: "FORBIDDEN", message: "Cross-site request refused" } });
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    // The probe: a text/plain note and an empty form post to cancel.
    expect(
      proxy(request("/api/note", { method: "POST", headers: { origin: "http://evil.example", "content-type": "text/plain" }, body: "{}" }))
        .status,
    ).toBe(403);
    expect(
      proxy(
        request("/api/quotation/1/cancel", {
          method: "POST",
          headers: { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
          body: "",
        }),
      ).status,
    ).toBe(403);
    // `Origin: null` (sandboxed frames, data: pages) is not ours either.
    expect(
      proxy(request("/api/note", { method: "POST", headers: { origin: "null", "content-type": "application/json" }, body: "{}" })).status,
    ).toBe(403);
    // Without Origin, a browser's Sec-Fetch-Site still tells.
    expect(
      proxy(
        request("/api/note", {
          method: "POST",
          headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
          body: "{}",
        }),
      ).status,
    ).toBe(403);
  });

  it("lets same-origin calls, calls without Origin (server to server, tests) and reads through", () => {
    const pass = (r: NextRequest) => proxy(r).headers.get("x-middleware-next") === "1";
    expect(pass(request("/api/note", { method: "POST", headers: { origin: APP, "content-type": "application/json" }, body: "{}" }))).toBe(
      true,
    );
    expect(
      pass(
        request("/api/note", {
          method: "POST",
          headers: { "sec-fetch-site": "same-origin", "content-type": "application/json; charset=utf-8" },
          body: "{}",
        }),
      ),
    ).toBe(true);
    expect(pass(request("/api/note", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }))).toBe(true);
    expect(pass(request("/api/quotation/1/cancel", { method: "POST", headers: { origin: APP } }))).toBe(true);
    expect(pass(request("/api/quotation/1/cancel", { method: "POST", headers: { "sec-fetch-site": "same-origin" } }))).toBe(true);
    expect(pass(request("/api/quotation", { headers: { origin: "http://evil.example" } }))).toBe(true);
    // The request's own host counts as ours (a portal reached under a second name).
    expect(
      pass(
        new NextRequest("http://10.0.0.5:3000/api/note", {
          method: "POST",
          headers: { host: "10.0.0.5:3000", origin: "http://10.0.0.5:3000", "content-type": "application/json" },
          body: "{}",
        }),
      ),
    ).toBe(true);
    // Uploads are multipart.
    expect(
      pass(
        request("/api/company/1/logo", {
          method: "POST",
          headers: { origin: APP, "content-type": "multipart/form-data; boundary=x" },
          body: "--x--",
        }),
      ),
    ).toBe(true);
  });

  it("refuses a bodyless or multipart write without a same-origin proof, whatever its body (D109)", async () => {
    const cases: [string, Record<string, string>, string | undefined][] = [
      // The probe: a copy posted as multipart with no Origin was accepted.
      ["/api/quotation/1/copy", { "content-type": "multipart/form-data; boundary=x" }, "--x--"],
      ["/api/company/1/logo", { "content-type": "multipart/form-data; boundary=x" }, "--x--"],
      ["/api/quotation/1/cancel", {}, undefined],
      ["/api/quotation/1/copy", { "sec-fetch-site": "none" }, undefined],
    ];
    for (const [path, headers, body] of cases) {
      const answer = proxy(request(path, { method: "POST", headers, body }));
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await answer.json()).toEqual({
        error: { code: "FORBIDDEN", message: "A write without a JSON body must come from the portal's own pages: send the Origin header" },
      });
    }
  });

  it("refuses bodies that are neither JSON nor multipart with 403, even from the same origin", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "text/html"]) {
      const answer = proxy(request("/api/note", { method: "POST", headers: { origin: APP, "content-type": type }, body: "x" }));
      expect(answer.status).toBe(403);
      const { error } = await answer.json();
      expect(error.code).toBe("FORBIDDEN");
      expect(error.message).toBe("The request body must be application/json (or multipart/form-data for uploads)");
    }
  });

  it("keeps the signing webhook reachable for a provider (its HMAC is the authentication)", () => {
    const settings = { appUrl: APP };
    const headers = new Headers({ origin: "https://app.documenso.com", "content-type": "text/plain" });
    expect(guardApiRequest("POST", "/api/signing/webhook", headers, `${APP}/api/signing/webhook`, settings)).toBeNull();
    expect(guardApiRequest("POST", "/api/signing/webhooks", headers, `${APP}/api/signing/webhooks`, settings)).not.toBeNull();
  });
});
