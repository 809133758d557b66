import { expect, test, request as playwrightRequest } from "@playwright/test";
import { signInApi } from "./support/api-client";
import { createBroker, E2E_PASSWORD } from "./support/db";
import { E2E } from "./support/settings";

// Issue 15, item 4 against the running portal (decision D87): password recovery, reset and the
// public signing routes are limited per client address in the database, and parallel requests
// cannot pass a limit together. The e2e server trusts 127.0.0.1 as a proxy, so each test names its
// own client address in X-Forwarded-For.

async function from(address: string) {
  return playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
}

test("30 simultaneous password recovery requests from one address: 20 answered, 10 refused with 429 and Retry-After; another address goes on", async () => {
  const client = await from("192.0.2.201");
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => client.post("/api/user/password-recovery", { data: { email: "nobody-limits@e2e.example" } })),
  );
  expect(answers.filter((a) => a.status() === 200)).toHaveLength(20);
  const refused = answers.filter((a) => a.status() === 429);
  expect(refused).toHaveLength(10);
  const body = await refused[0].json();
  expect(body.error.code).toBe("RATE_LIMITED");
  expect(body.error.message).toMatch(/^Too many password recovery requests from this address\. Try again in \d+ minute\(s\)\.$/);
  const retryAfter = Number(refused[0].headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  await client.dispose();
  const other = await from("192.0.2.202");
  expect((await other.post("/api/user/password-recovery", { data: { email: "nobody-limits@e2e.example" } })).status()).toBe(200);
  await other.dispose();
});

test("password resets and failed signing attempts from one address are limited; the signing link answers 429 in JSON", async () => {
  const client = await from("192.0.2.203");
  const resets = await Promise.all(
    Array.from({ length: 35 }, () =>
      client.patch("/api/user/reset-password", {
        data: { password: "Brand-New-Pass-9?" },
        headers: { Authorization: "Bearer not-a-token" },
      }),
    ),
  );
  expect(resets.filter((a) => a.status() === 400)).toHaveLength(30);
  expect(resets.filter((a) => a.status() === 429)).toHaveLength(5);

  await client.dispose();

  // Signing counts failures only per address (D87): 10 unknown envelopes, then 429 (parallel too).
  const signer = await from("192.0.2.204");
  const signs = await Promise.all(
    Array.from({ length: 14 }, () => signer.post("/api/signing/builtin/no-such-envelope", { data: { fullName: "A" } })),
  );
  expect(signs.filter((a) => a.status() === 404)).toHaveLength(10);
  expect(signs.filter((a) => a.status() === 429)).toHaveLength(4);
  // The same address is refused a signing link too: the failures are counted together.
  const refused = await signer.get("/sign/1?token=not-a-token", { maxRedirects: 0 });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error.code).toBe("RATE_LIMITED");
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  await signer.dispose();

  const opener = await from("192.0.2.205");
  const links = [];
  for (let i = 0; i < 11; i++) links.push(await opener.get("/sign/1?token=not-a-token", { maxRedirects: 0 }));
  expect(links.slice(0, 10).every((a) => a.status() === 303)).toBe(true);
  expect(links[10].status()).toBe(429);
  await opener.dispose();
});

test("uploads are limited per user, whatever the address", async () => {
  const broker = await createBroker("uploads-limit");
  const api = await signInApi(broker.email, E2E_PASSWORD);
  // Empty files: refused for being empty while under the limit (the limit is counted first), 429 beyond it.
  const statuses = await Promise.all(
    Array.from({ length: 65 }, (_, i) =>
      api.request
        .post("/api/quotation/999999/document", {
          headers: { Origin: E2E.baseURL, "X-Forwarded-For": `192.0.2.${10 + i}` },
          multipart: { file: { name: "application.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) } },
        })
        .then((r) => r.status()),
    ),
  );
  expect(statuses.filter((s) => s === 400)).toHaveLength(60);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  await api.dispose();
});
