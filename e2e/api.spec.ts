import { expect, test, type APIRequestContext } from "@playwright/test";
import { createBroker, DEMO_PASSWORD, E2E_PASSWORD, sql } from "./support/db";
import { linkIn, waitForMail } from "./support/mailbox";

const ISO_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post("/api/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

test("login sets an httpOnly session cookie and answers the expiry in the envelope", async ({ request }) => {
  const response = await login(request, "broker@example.com");
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(["data", "metadata"]);
  expect(body.data.expiresAt).toMatch(ISO_SECONDS);
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(cookies.find((c) => c.startsWith("portal.session-token="))).toMatch(/HttpOnly/i);
  expect(cookies.find((c) => c.startsWith("portal.session-expires="))).not.toMatch(/HttpOnly/i);

  const me = await (await request.get("/api/myself")).json();
  expect(me.data).toMatchObject({
    email: "broker@example.com",
    role: "ROLE_BROKER",
    permissionLevel: "VIEW_COMPANY_INDICATIONS",
    company: { name: "Brightline Brokers" },
  });
  expect(me.data.sessionExpiresAt).toMatch(ISO_SECONDS);
});

test("refresh extends the session and logout ends it", async ({ request }) => {
  const first = await (await login(request, "underwriter@example.com")).json();
  await new Promise((r) => setTimeout(r, 1100));
  const refreshed = await request.post("/api/refresh");
  expect(refreshed.status()).toBe(200);
  const { data } = await refreshed.json();
  expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(new Date(first.data.expiresAt).getTime());
  expect((await request.post("/api/logout")).status()).toBe(200);
  const after = await request.get("/api/myself");
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe("UNAUTHENTICATED");
  expect((await request.post("/api/refresh")).status()).toBe(401);
});

test("lists answer with one-based pagination metadata and read bracket-style queries", async ({ request }) => {
  await login(request, "broker@example.com");
  const filter = encodeURIComponent(JSON.stringify({ city: { like: "merced" }, state: { in: ["CA"] } }));
  const response = await request.get(`/api/location?f=${filter}&p[index]=1&p[size]=25&s[field]=zipCode&s[direction]=desc`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.metadata.pagination).toMatchObject({ index: 1, size: 25 });
  expect(body.metadata.pagination.itemsCount).toBeGreaterThanOrEqual(3);
  expect(body.data[0]).toEqual({
    zipCode: expect.any(String),
    city: expect.stringMatching(/merced/i),
    state: "CA",
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
  const zips = body.data.map((l: { zipCode: string }) => l.zipCode);
  expect(zips).toEqual([...zips].sort().reverse());

  const page2 = await (await request.get(`/api/location?p[index]=2`)).json();
  expect(page2.metadata.pagination).toMatchObject({ index: 2, size: 10 });
  expect(page2.data).toHaveLength(10);

  const bad = await request.get(`/api/location?f=${encodeURIComponent('{"password":{"eq":"x"}}')}`);
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    error: {
      code: "VALIDATION_FAILURE",
      message: "Cannot filter on password",
      details: [{ path: "f.password", message: "Cannot filter on password" }],
    },
  });

  const states = await (await request.get("/api/state")).json();
  expect(states.data).toHaveLength(51);
  expect(states.data).toContainEqual({ code: "KY", name: "Kentucky" });
});

test("calls need a session and the right role", async ({ request }) => {
  const anonymous = await request.get("/api/config");
  expect(anonymous.status()).toBe(401);
  await login(request, "broker@harbor.example.com");
  expect((await request.get("/api/config")).status()).toBe(200);
  const patch = await request.patch("/api/config", { data: { minimumPremium: 1 } });
  expect(patch.status()).toBe(403);
  expect((await patch.json()).error.code).toBe("FORBIDDEN");
});

test("an admin changes options; bad values change nothing", async ({ request }) => {
  await login(request, "admin@example.com");
  const bad = await request.patch("/api/config", { data: { minimumRate: "lots" } });
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.error.code).toBe("VALIDATION_FAILURE");
  expect(body.error.details[0].path).toBe("minimumRate");
  const ok = await request.patch("/api/config", { data: { lightningFee: 275 } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data).toMatchObject({
    lightningFee: "275.00",
    minimumRate: "0.02",
    updatedAt: expect.stringMatching(ISO_SECONDS),
  });
});

test("repeated failed sign-ins are refused with 429 RATE_LIMITED", async ({ request }) => {
  const broker = await createBroker("throttle");
  for (let i = 0; i < 5; i++) {
    const r = await request.post("/api/login", { data: { email: broker.email, password: `Wrong-${i}-Password!` } });
    expect(r.status()).toBe(401);
    expect((await r.json()).error.code).toBe("INVALID_CREDENTIALS");
  }
  const limited = await request.post("/api/login", { data: { email: broker.email, password: E2E_PASSWORD } });
  expect(limited.status()).toBe(429);
  expect((await limited.json()).error.code).toBe("RATE_LIMITED");
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
});

test("a disabled user's session stops at its next request", async ({ request }) => {
  const broker = await createBroker("disabled");
  await login(request, broker.email, E2E_PASSWORD);
  expect((await request.get("/api/myself")).status()).toBe(200);
  await sql(`UPDATE "User" SET enabled = false WHERE id = $1`, [broker.id]);
  expect((await request.get("/api/myself")).status()).toBe(401);
  const again = await request.post("/api/login", { data: { email: broker.email, password: E2E_PASSWORD } });
  expect(again.status()).toBe(403);
  expect((await again.json()).error.code).toBe("ACCOUNT_DISABLED");
});

test("password recovery answers the same for any address and the reset call takes a bearer token", async ({ request }) => {
  const broker = await createBroker("api-reset");
  const since = new Date();
  const known = await request.post("/api/user/password-recovery", { data: { email: broker.email } });
  const unknown = await request.post("/api/user/password-recovery", { data: { email: "ghost@e2e.example" } });
  expect(known.status()).toBe(200);
  expect(await known.json()).toEqual(await unknown.json());

  const token = new URL(linkIn(await waitForMail(broker.email, since), "/auth/password-reset?token=")).searchParams.get("token")!;
  const forged = await request.patch("/api/user/reset-password", {
    data: { password: "Strong-Pass-77!" },
    headers: { Authorization: "Bearer forged" },
  });
  expect(forged.status()).toBe(400);
  expect((await forged.json()).error.code).toBe("AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED");
  const weak = await request.patch("/api/user/reset-password", {
    data: { password: "weak" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await weak.json()).error.code).toBe("VALIDATION_FAILURE");
  const ok = await request.patch("/api/user/reset-password", {
    data: { password: "Strong-Pass-77!" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ok.status()).toBe(200);
  const reused = await request.patch("/api/user/reset-password", {
    data: { password: "Strong-Pass-78!" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await reused.json()).error.code).toBe("AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED");
  await login(request, broker.email, "Strong-Pass-77!");
});
