import { expect, test, request as playwrightRequest } from "@playwright/test";
import { createBroker, E2E_PASSWORD } from "./support/db";
import { anonymousApi, signInApi } from "./support/api-client";
import { waitForApp } from "./support/session";
import { E2E } from "./support/settings";

// Issue 15 against the running portal: headers, cross-site requests, sign-in throttling, bad input
// and lost updates. The e2e server trusts 127.0.0.1 as a proxy (TRUSTED_PROXIES), so each test
// names its own client address in X-Forwarded-For and no test uses up another's address budget.

const EVIL = "http://evil.example";

test("pages hydrate under the nonce CSP and every answer carries the security headers", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto("/auth/login");
  await waitForApp(page);
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Next.js put the request's nonce on its scripts.
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  // The page works: sign in through the form.
  await page.getByLabel("Email").fill("broker@example.com");
  await page.getByLabel("Password").fill("Portal-Demo-2026!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  expect(violations).toEqual([]);

  const api = await page.request.get("/api/myself");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["x-frame-options"]).toBe("DENY");
});

test("cross-site writes are refused with 403, non-JSON bodies too, the webhook stays reachable", async () => {
  const broker = await signInApi("broker@example.com");
  const quotations = await broker.get<{ id: number }[]>("/api/quotation?p[size]=10");
  const anyId = (quotations.body.data as { id: number }[])[0]?.id ?? 1;
  // The probes: a text/plain note and an empty form post to cancel, with the user's cookie.
  const note = await broker.request.post("/api/note", {
    headers: { Origin: EVIL, "Content-Type": "text/plain" },
    data: JSON.stringify({ content: "csrf", visibility: "ALL", quotationId: anyId }),
  });
  expect(note.status()).toBe(403);
  expect((await note.json()).error.code).toBe("FORBIDDEN");
  const cancel = await broker.request.post(`/api/quotation/${anyId}/cancel`, {
    headers: { Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" },
    data: "",
  });
  expect(cancel.status()).toBe(403);
  const json = await broker.request.post("/api/quotation", { headers: { Origin: EVIL }, data: { wizardStep: 0 } });
  expect(json.status()).toBe(403);
  const fetchMeta = await broker.request.post("/api/quotation", { headers: { "Sec-Fetch-Site": "cross-site" }, data: { wizardStep: 0 } });
  expect(fetchMeta.status()).toBe(403);
  // Same origin, wrong type.
  const plain = await broker.request.post("/api/note", { headers: { Origin: E2E.baseURL, "Content-Type": "text/plain" }, data: "{}" });
  expect(plain.status()).toBe(403);
  expect((await plain.json()).error).toMatchObject({
    code: "FORBIDDEN",
    message: "The request body must be application/json (or multipart/form-data for uploads)",
  });
  // Same origin, JSON: passes the guard (and is then validated).
  const same = await broker.request.post("/api/note", { headers: { Origin: E2E.baseURL }, data: {} });
  expect(same.status()).toBe(400);
  // The webhook authenticates by its signature, wherever it comes from.
  const anonymous = await anonymousApi();
  const hook = await anonymous.post("/api/signing/webhook", {
    headers: { Origin: EVIL, "Content-Type": "application/json" },
    data: { event: "x" },
  });
  expect(hook.status()).not.toBe(403);
  expect(hook.status()).toBeLessThan(500);
  await anonymous.dispose();
  await broker.dispose();
});

async function loginFrom(address: string, email: string, password: string) {
  const context = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  try {
    return (await context.post("/api/login", { data: { email, password } })).status();
  } finally {
    await context.dispose();
  }
}

test("41 parallel sign-ins (40 wrong, 1 right) check no more than five; 100 wrong get 429s", async () => {
  const victim = await createBroker("race41");
  const statuses = await Promise.all(
    Array.from({ length: 41 }, (_, i) => loginFrom("203.0.113.41", victim.email, i === 40 ? E2E_PASSWORD : `Wrong-${i}-Pass!`)),
  );
  expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(36);

  const other = await createBroker("race100");
  const hundred = await Promise.all(Array.from({ length: 100 }, (_, i) => loginFrom("203.0.113.100", other.email, `Wrong-${i}-Pass!`)));
  expect(hundred.filter((s) => s === 401)).toHaveLength(5);
  expect(hundred.filter((s) => s === 429)).toHaveLength(95);
  // The owner, from elsewhere, still signs in.
  expect(await loginFrom("198.51.100.23", other.email, E2E_PASSWORD)).toBe(200);
});

test("bad bodies are 4xx, never 500: NUL characters, a null binder, loose ids, oversized bodies, bad draft amounts", async () => {
  const admin = await signInApi("admin@example.com");
  const broker = await signInApi("broker@example.com");
  const nul = await broker.request.post("/api/quotation", { data: { wizardStep: 0, applicant: { name: "A\u0000B" } } });
  expect(nul.status()).toBe(400);
  expect((await nul.json()).error.code).toBe("VALIDATION_FAILURE");
  const nullBinder = await admin.request.post("/api/binder", { headers: { "Content-Type": "application/json" }, data: "null" });
  expect(nullBinder.status()).toBe(400);
  expect((await nullBinder.json()).error.code).toBe("VALIDATION_FAILURE");
  for (const quotationId of ["0x10", "1e1", "16.0"]) {
    const loose = await broker.request.post("/api/note", { data: { content: "Loose id", visibility: "ALL", quotationId } });
    expect(loose.status()).toBe(400);
  }
  const anonymous = await anonymousApi();
  const huge = await anonymous.post("/api/login", { data: { email: "a@b.example", password: "x".repeat(2 * 1024 * 1024) } });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  await anonymous.dispose();
  for (const [field, value, message] of [
    ["limitPerDay", "-1", "Limit must be greater than 0"],
    ["deductible", -1, "Deductible must be 0 or more"],
    ["deductible", 1e13, "The amount is too large"],
  ] as const) {
    const draft = await broker.request.post("/api/quotation", { data: { wizardStep: 0, [field]: value } });
    expect(draft.status()).toBe(400);
    expect((await draft.json()).error.details).toEqual([{ path: field, message }]);
  }
  await admin.dispose();
  await broker.dispose();
});

test("30 parallel PATCHes of a user with the same updatedAt: one 200, 29 × 409", async () => {
  const admin = await signInApi("admin@example.com");
  const target = await createBroker("patch30");
  const read = await admin.get<{ updatedAt: string }>(`/api/user/${target.id}`);
  const updatedAt = (read.body.data as { updatedAt: string }).updatedAt;
  const statuses = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      admin.request.patch(`/api/user/${target.id}`, { data: { lastName: `Edit ${i}`, updatedAt } }).then((r) => r.status()),
    ),
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(29);
  await admin.dispose();
});

test("a copy posted as multipart without Origin is refused; with the portal's Origin it is not refused by the guard (D109)", async () => {
  const broker = await signInApi("broker@example.com");
  const { cookies } = await broker.request.storageState();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  // A plain client with the broker's cookie and no Origin, as an old browser's form post would be.
  const bare = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: {} });
  const refused = await bare.post("/api/quotation/1/copy", { multipart: { x: "1" }, headers: { Cookie: cookie } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toEqual({
    code: "FORBIDDEN",
    message: "A write without a JSON body must come from the portal's own pages: send the Origin header",
  });
  const bodyless = await bare.post("/api/quotation/1/cancel", { headers: { Cookie: cookie } });
  expect(bodyless.status()).toBe(403);
  await bare.dispose();
});

test("personal API answers carry Cache-Control: no-store, errors too (D109)", async () => {
  const broker = await signInApi("broker@example.com");
  for (const path of ["/api/myself", "/api/quotation", "/api/quotation/999999"]) {
    const answer = await broker.request.get(path);
    expect(answer.headers()["cache-control"], path).toBe("no-store");
  }
  const anonymous = await anonymousApi();
  expect((await anonymous.get("/api/myself")).headers()["cache-control"]).toBe("no-store");
});
