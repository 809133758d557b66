import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { encodeSessionToken } from "@/server/auth/session-cookie";
import { db } from "@/server/db";
import { RATE_LIMITS, hitRateLimit, type RateLimitRule } from "@/server/http/rate-limit";
import { PEER_HEADER } from "@/server/http/client-address";
import { openApiDocument } from "@/server/openapi/openapi-document";
import { setLogSinkForTests } from "@/server/http/logger";
import { randomBytes } from "node:crypto";
import { reloadEnv } from "@/server/env";
import { sendPasswordResetLinks } from "@/server/auth/send-password-reset-links";
import { createSignedLink } from "@/server/signing/signed-link";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { demoActor, quotation, signedIn, user } from "../support/factories";
import { quotationInStatus } from "../support/quotation-factory";
import { APP_ORIGIN, invoke, type Call } from "./matrix/route-invoker";

vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

// Issue 15, item 4 (decision D87): password recovery, reset, invitation resend, the public signing
// routes and uploads are limited in the database, answered 429 RATE_LIMITED with Retry-After, and
// parallel requests cannot pass the limit together.

// Hundreds of request log lines say nothing here; errors still reach the console.
beforeAll(() => setLogSinkForTests((line) => line.includes('"level":"error"') && console.error(line)));
afterAll(() => setLogSinkForTests(undefined));

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});
let addressSeq = 0;
/** A fresh client address per test, so that the tests' buckets never meet. */
const freshAddress = () => `198.18.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function cookieOf(email: string): Promise<string> {
  const actor = await signedIn(email);
  return `${SESSION_COOKIE}=${await encodeSessionToken({ sid: actor.sessionId, sub: String(actor.id) }, actor.sessionExpiresAt)}`;
}

async function expectRateLimited(call: Call) {
  const answer = await invoke(call);
  expect(answer.status).toBe(429);
  const body = JSON.parse(answer.body);
  expect(body.error.code).toBe("RATE_LIMITED");
  expect(body.error.message).toMatch(/^Too many .+\. Try again in \d+ minute\(s\)\.$/);
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  return { answer, retryAfter };
}

/**
 * Sends `rule.max + extra` copies of a call at once from one address: exactly `rule.max` get past
 * the limiter (with `passStatus`), the others 429; then one more in sequence is 429 too.
 */
async function burst(rule: RateLimitRule, call: (address: string) => Call, passStatus: number, extra = 10) {
  const address = freshAddress();
  const answers = await Promise.all(Array.from({ length: rule.max + extra }, () => invoke(call(address))));
  expect(tally(answers.map((a) => a.status))).toEqual({ [passStatus]: rule.max, 429: extra });
  const { retryAfter } = await expectRateLimited(call(address));
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
  return address;
}

const at = (address: string) => ({ [PEER_HEADER]: address });

describe("the database rate limiter", () => {
  it("counts parallel hits atomically: exactly max of 50 simultaneous pass", async () => {
    const rule = { name: "test-atomic", max: 10, windowSeconds: 60, what: "tests" };
    const hits = await Promise.all(Array.from({ length: 50 }, () => hitRateLimit(rule, "subject")));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const h of hits) expect(h.retryAfterSeconds).toSatisfy((s: number) => s > 0 && s <= 60);
    // Another subject has its own bucket.
    expect((await hitRateLimit(rule, "another")).allowed).toBe(true);
  }, 60_000);

  it("starts a new window once the last one has ended", async () => {
    const rule = { name: "test-window", max: 2, windowSeconds: 60, what: "tests" };
    for (let i = 0; i < 3; i++) await hitRateLimit(rule, "s");
    expect((await hitRateLimit(rule, "s")).allowed).toBe(false);
    await db.$executeRaw`UPDATE "RateLimitBucket" SET "windowStart" = "windowStart" - interval '61 seconds' WHERE key = 'test-window:s'`;
    const next = await hitRateLimit(rule, "s");
    expect(next).toMatchObject({ allowed: true, hits: 1 });
    expect(next.retryAfterSeconds).toBeGreaterThan(55);
  });

  it("shares the counts between app instances: three processes, 20 requests each at once, 25 allowed in all", async () => {
    const run = promisify(execFile);
    const script = path.join(import.meta.dirname, "support/rate-limit-instance.ts");
    const root = path.resolve(import.meta.dirname, "../..");
    // As every tsx run of server modules: the hook resolves `server-only` outside Next.js (D95).
    const node = ["--import", path.join(root, "scripts/lib/server-only-hook.mjs"), "--import", "tsx", script];
    const outputs = await Promise.all(
      [1, 2, 3].map(() => run(process.execPath, node, { env: { ...process.env, MAX: "25", HITS: "20" }, cwd: root })),
    );
    const results = outputs.map((o) => JSON.parse(o.stdout.trim().split("\n").pop()!) as { allowed: number; counts: number[] });
    expect(results.reduce((sum, r) => sum + r.allowed, 0)).toBe(25);
    expect(results.flatMap((r) => r.counts).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  }, 120_000);

  it("is named in the OpenAPI document: 429 for every rate-limited API call", () => {
    const doc = openApiDocument("http://portal.test");
    for (const [path, method] of [
      ["/api/user/password-recovery", "post"],
      ["/api/user/reset-password", "patch"],
      ["/api/user/{userId}/resend-invitation", "post"],
      ["/api/signing/builtin/{envelopeId}", "post"],
      ["/api/company/{companyId}/logo", "put"],
      ["/api/quotation/{quotationId}/document", "post"],
      ["/api/user/import", "post"],
    ]) {
      const responses = (doc.paths[path][method] as { responses: Record<string, { description: string }> }).responses;
      expect(responses["429"]?.description, `${method} ${path}`).toBe("RATE_LIMITED");
    }
  });

  it("keeps every rule's window within the day its buckets are kept", () => {
    for (const rule of Object.values(RATE_LIMITS)) expect(rule.windowSeconds).toBeLessThanOrEqual(24 * 3600);
  });
});

describe("password recovery and reset", () => {
  it("limits recovery requests per client address, in parallel too; other addresses go on", async () => {
    const u = await user();
    await burst(
      RATE_LIMITS.passwordRecovery,
      (a) => ({ method: "POST", template: "/api/user/password-recovery", json: { email: u.email }, headers: at(a) }),
      200,
      15,
    );
    const other = await invoke({
      method: "POST",
      template: "/api/user/password-recovery",
      json: { email: u.email },
      headers: at(freshAddress()),
    });
    expect(other.status).toBe(200);
  }, 120_000);

  it("sends no more than 3 emails per account in 15 minutes however many ask at once, from many addresses", async () => {
    const u = await user();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        invoke({ method: "POST", template: "/api/user/password-recovery", json: { email: u.email }, headers: at(freshAddress()) }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // The links are made by the background job (D108), here by three instances at once.
    await Promise.all([sendPasswordResetLinks(), sendPasswordResetLinks(), sendPasswordResetLinks()]);
    expect(await db.emailOutbox.count({ where: { to: { has: u.email } } })).toBe(3);
    expect(await db.userToken.count({ where: { userId: u.id, type: "PASSWORD_RESET" } })).toBe(3);
  }, 120_000);

  it("limits password resets per client address, in parallel too", async () => {
    await burst(
      RATE_LIMITS.passwordReset,
      (a) => ({
        method: "PATCH",
        template: "/api/user/reset-password",
        json: { password: "Brand-New-Pass-9?" },
        headers: { ...at(a), authorization: "Bearer not-a-token" },
      }),
      400,
    );
  }, 120_000);
});

describe("invitation resend", () => {
  async function invited() {
    const u = await user();
    return db.user.update({ where: { id: u.id }, data: { status: "INVITED", passwordHash: null } });
  }

  it("sends at most 5 invitations to one user per hour, however many are asked for at once", async () => {
    const cookie = await cookieOf((await user({ role: "ROLE_ADMIN" })).email);
    const target = await invited();
    const before = await db.emailOutbox.count({ where: { to: { has: target.email } } });
    const call: Call = { method: "POST", template: "/api/user/{userId}/resend-invitation", params: { userId: target.id }, cookie };
    const answers = await Promise.all(Array.from({ length: 12 }, () => invoke(call)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 5, 429: 7 });
    await expectRateLimited(call);
    expect((await db.emailOutbox.count({ where: { to: { has: target.email } } })) - before).toBe(5);
  }, 120_000);

  it("lets one admin send 30 invitations an hour over all users", async () => {
    const admin = await user({ role: "ROLE_ADMIN" });
    const cookie = await cookieOf(admin.email);
    const targets = await Promise.all(Array.from({ length: 7 }, () => invited()));
    // 35 at once, 5 per user: the admin's limit (checked first) lets 30 through.
    const answers = await Promise.all(
      targets.flatMap((t) =>
        Array.from({ length: 5 }, () =>
          invoke({ method: "POST", template: "/api/user/{userId}/resend-invitation", params: { userId: t.id }, cookie }),
        ),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 30, 429: 5 });
    // Another admin is not affected.
    const other = await cookieOf((await user({ role: "ROLE_ADMIN" })).email);
    const fresh = await invited();
    expect(
      (await invoke({ method: "POST", template: "/api/user/{userId}/resend-invitation", params: { userId: fresh.id }, cookie: other }))
        .status,
    ).toBe(200);
  }, 120_000);
});

describe("the public signing routes", () => {
  // Throttled against guessing, not against business (D87, "failures only"): per address only
  // failed attempts count; per envelope or link every attempt.
  it("counts wrong signing links per client address, in parallel too", async () => {
    const broker = await user();
    const q = await quotation(broker.id, broker.companyId);
    await burst(
      RATE_LIMITS.signingFailures,
      (a) => ({
        method: "GET",
        template: "/sign/{quotationId}",
        params: { quotationId: q.id },
        query: { token: "not-a-token" },
        headers: at(a),
      }),
      303,
    );
  }, 120_000);

  it("counts requests for unknown envelopes' documents per client address", async () => {
    await burst(
      RATE_LIMITS.signingFailures,
      (a) => ({
        method: "GET",
        template: "/sign/builtin/{envelopeId}/document",
        params: { envelopeId: "no-such-envelope" },
        headers: at(a),
      }),
      404,
    );
  }, 120_000);

  it("counts signing attempts on unknown envelopes per client address", async () => {
    await burst(
      RATE_LIMITS.signingFailures,
      (a) => ({
        method: "POST",
        template: "/api/signing/builtin/{envelopeId}",
        params: { envelopeId: "no-such-envelope" },
        json: { signerName: "A" },
        headers: at(a),
      }),
      404,
    );
  }, 120_000);

  /** `count` pending built-in envelopes: one made by opening a real signing link, the others its copies. */
  async function pendingEnvelopes(count: number) {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const start = await startProposalSigning(String(q.id), createSignedLink("sign", q.id, 3600));
    if (!start.ok) throw new Error(start.reason);
    const first = await db.builtinSigningEnvelope.findUniqueOrThrow({ where: { id: start.redirectUrl.split("/sign/builtin/")[1] } });
    const { id: _id, createdAt: _c, documentData, ...rest } = first;
    const copies = Array.from({ length: count - 1 }, () => ({
      ...rest,
      documentData: documentData ?? undefined,
      id: randomBytes(24).toString("base64url"),
    }));
    await db.builtinSigningEnvelope.createMany({ data: copies });
    return { q, ids: [first.id, ...copies.map((c) => c.id)] };
  }

  const typed = { fullName: "Dana Whitfield", position: "Treasurer", signature: { kind: "typed", text: "Dana Whitfield" }, consent: true };

  it("lets one address sign 30 envelopes and read their documents, and refuses it after a handful of invalid attempts", async () => {
    const { ids } = await pendingEnvelopes(30);
    const address = freshAddress();
    // The webhook cannot be delivered here: the signature is kept and the delivery retried later.
    process.env.SIGNING_WEBHOOK_URL = "http://127.0.0.1:9/api/signing/webhook";
    reloadEnv();
    for (const envelopeId of ids) {
      const doc = await invoke({
        method: "GET",
        template: "/sign/builtin/{envelopeId}/document",
        params: { envelopeId },
        headers: at(address),
      });
      expect(doc.status).toBe(200);
      const answer = await invoke({
        method: "POST",
        template: "/api/signing/builtin/{envelopeId}",
        params: { envelopeId },
        json: typed,
        headers: { ...at(address), origin: APP_ORIGIN },
      });
      expect(answer.status, answer.body).toBe(200);
    }
    expect(await db.builtinSigningEnvelope.count({ where: { id: { in: ids }, status: "SIGNED" } })).toBe(30);
    // Guessing from the same address: refused after the limit of failures.
    const guesses = [];
    for (let i = 0; i <= RATE_LIMITS.signingFailures.max; i++) {
      guesses.push(
        await invoke({
          method: "POST",
          template: "/api/signing/builtin/{envelopeId}",
          params: { envelopeId: randomBytes(24).toString("base64url") },
          json: typed,
          headers: { ...at(address), origin: APP_ORIGIN },
        }),
      );
    }
    expect(guesses.slice(0, -1).every((g) => g.status === 404)).toBe(true);
    expect(guesses.at(-1)!.status).toBe(429);
    await expectRateLimited({
      method: "GET",
      template: "/sign/{quotationId}",
      params: { quotationId: 1 },
      query: { token: "x" },
      headers: at(address),
    });
  }, 180_000);

  it("limits the attempts on one envelope, whatever the address", async () => {
    const { ids } = await pendingEnvelopes(1);
    const call = (): Call => ({
      method: "POST",
      template: "/api/signing/builtin/{envelopeId}",
      params: { envelopeId: ids[0] },
      json: { ...typed, consent: false },
      headers: { ...at(freshAddress()), origin: APP_ORIGIN },
    });
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.signingSubmitPerEnvelope.max + 5 }, () => invoke(call())));
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: RATE_LIMITS.signingSubmitPerEnvelope.max, 429: 5 });
  }, 120_000);

  it("lets a valid signing link be opened 30 times from one address, then limits the link, not the address", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const token = createSignedLink("sign", q.id, 3600);
    const address = freshAddress();
    const open = (a: string): Call => ({
      method: "GET",
      template: "/sign/{quotationId}",
      params: { quotationId: q.id },
      query: { token },
      headers: at(a),
    });
    for (let i = 0; i < RATE_LIMITS.signingOpenPerLink.max; i++) {
      const answer = await invoke(open(address));
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toContain("/sign/builtin/");
    }
    await expectRateLimited(open(freshAddress()));
    // The address itself has no failure counted: a wrong link from it is still answered.
    const wrong = await invoke({
      method: "GET",
      template: "/sign/{quotationId}",
      params: { quotationId: q.id },
      query: { token: "nope" },
      headers: at(address),
    });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toContain("/sign/error");
  }, 180_000);
});

describe("uploads", () => {
  const emptyFile = () => {
    const form = new FormData();
    form.set("file", new Blob([], { type: "application/pdf" }), "empty.pdf");
    return form;
  };

  it("limits one user's uploads of every kind together, in parallel too; another user goes on", async () => {
    const admin = await user({ role: "ROLE_ADMIN" });
    const cookie = await cookieOf(admin.email);
    const broker = await user();
    const q = await quotation(broker.id, broker.companyId);
    // 60 + 10 at once over three kinds of upload (all refused for their empty file when let through).
    const calls = Array.from({ length: RATE_LIMITS.upload.max + 10 }, (_, i): Call =>
      i % 3 === 0
        ? { method: "POST", template: "/api/quotation/{quotationId}/document", params: { quotationId: q.id }, form: emptyFile(), cookie }
        : i % 3 === 1
          ? { method: "PUT", template: "/api/company/{companyId}/logo", params: { companyId: admin.companyId }, form: emptyFile(), cookie }
          : { method: "POST", template: "/api/user/import", form: emptyFile(), cookie },
    );
    const answers = await Promise.all(calls.map((c) => invoke(c)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: RATE_LIMITS.upload.max, 429: 10 });
    await expectRateLimited({ method: "POST", template: "/api/user/import", form: emptyFile(), cookie });
    const brokerCookie = await cookieOf(broker.email);
    const theirs = await invoke({
      method: "POST",
      template: "/api/quotation/{quotationId}/document",
      params: { quotationId: q.id },
      form: emptyFile(),
      cookie: brokerCookie,
    });
    expect(theirs.status).toBe(400);
  }, 120_000);
});
