import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fc, it as fcIt } from "@fast-check/vitest";
import { ERROR_STATUS } from "@/lib/api/errors";
import { parseQuotation, quotationDraftSchema } from "@/lib/quotations/quotation-schema";
import { setLogSinkForTests } from "@/server/http/logger";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { OPERATIONS, jsonSchemaOf, type Operation } from "@/server/openapi/openapi-document";
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from "@/server/signing/webhook-signature";
import { fullFormValues, isoDay } from "../support/quotation-factory";
import {
  brokenJson,
  badId,
  listQuery,
  mutations,
  mutate,
  otherQuery,
  toJsonText,
  wrongContentType,
  type Mutation,
} from "./fuzz/arbitraries";
import { mustRefuseByType } from "./fuzz/json-schema-types";
import { buildFuzzWorld, type FuzzWorld } from "./fuzz/world";
import { invoke, routeFileOf, type Answer, type Call } from "./matrix/route-invoker";

vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

/*
 * Issue 15, item 3: bad input, property-based.
 *
 * Every mutating operation of the OpenAPI document (POST, PUT, PATCH, DELETE) gets generated
 * requests that must be refused: bodies made from a valid one by mutations (a value of the wrong
 * type, a huge, unicode or NUL-carrying string, an impossible date, an extreme number, deep
 * nesting, a missing field, an extra or prototype-polluting key such as __proto__ or constructor)
 * or replaced whole, broken JSON, the valid body under a wrong content type, and path ids that are
 * not ids. The GET operations get list and other queries that make no sense.
 *
 * The invariant of a refusal: a 4xx answer in the error envelope whose code matches the status,
 * never a 5xx, nothing stored, and Object.prototype untouched. "Nothing stored" is watched by a
 * row trigger on every table of the file's database (added for this test only): any row inserted,
 * updated or deleted by a committed transaction is logged, and the log must stay empty (sign-in
 * attempts, rate limit counters and a session's last-seen time are bookkeeping and not watched).
 *
 * Which bodies must be refused: those the route's own schema refuses (the operation's documented
 * schema; the schema the route parses with where the documentation describes it more strictly:
 * drafts keep any subset of the wizard's values, submit and revise check the wizard's steps), and
 * those that put an array, an object or a boolean (or null, for a required field) where the
 * documented JSON schema says a number or a string (a coercing schema must not turn [] into 0).
 * Other mutated bodies are not sent.
 * An empty or null body counts as no body where the route's body is optional.
 * GET answers may be 2xx (an unknown query parameter is ignored) but never 5xx.
 *
 * Requests run in this process through proxy.ts and the route handler (matrix/route-invoker.ts),
 * each from its own client address so that the per-address rate limits stay out of the way;
 * per-account counters are reset before the calls that have them. RUNS below bounds the campaign
 * (about 2,000 requests, measured at 20–60 s on the shared 2-core machine); FUZZ_SCALE multiplies it.
 */

/** FUZZ_SEED=<seed> replays a failed run (fast-check prints the seed with the counterexample). */
if (process.env.FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED) });
/** FUZZ_SCALE=10 runs a campaign ten times as long (a deeper search before a release). */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
const RUNS = Object.fromEntries(
  Object.entries({ body: 28, contentType: 6, brokenJson: 4, path: 6, query: 16, upload: 24, uploadNames: 12 }).map(([k, n]) => [
    k,
    Math.round(n * SCALE),
  ]),
) as Record<"body" | "contentType" | "brokenJson" | "path" | "query" | "upload" | "uploadNames", number>;

type Identity = "anonymous" | "admin" | "underwriter" | "broker";
type Target = {
  /** Who calls (default admin, who may take every action but assigning a broker). */
  as?: Identity;
  params?: Record<string, string | number>;
  /** A body the operation's schema accepts, the starting point of the mutations. */
  base?: unknown;
  headers?: Record<string, string>;
  /** The webhook: each body is signed with the provider's secret, so that it is read. */
  signed?: boolean;
  /** An upload: multipart/form-data with the file in `file`. */
  upload?: boolean;
};

const future = isoDay(40);

/** For each mutating operation, where its requests go. Built from the fuzz world. */
function targets(w: FuzzWorld): Record<string, Target> {
  const q = w.quotations;
  const form = fullFormValues({ brokerUserId: w.actors.broker.id });
  return {
    "post /api/login": { as: "anonymous", base: { email: w.accounts.broker.email, password: "Wrong-Password-1!" } },
    "post /api/refresh": {},
    "post /api/logout": { as: "anonymous" },
    "patch /api/myself": { base: { timeZone: "EST" } },
    "put /api/myself/password": { base: { currentPassword: "Not-The-Password-1!", password: "Fuzz-Password-2!" } },
    "post /api/user/password-recovery": { as: "anonymous", base: { email: "nobody-fuzz@test.example" } },
    "patch /api/user/reset-password": {
      as: "anonymous",
      base: { password: "Fuzz-Reset-Pass-1!" },
      headers: { authorization: `Bearer ${w.resetToken}` },
    },
    "patch /api/config": { base: { maintenanceModeMessage: "Back at noon", minimumPremium: "250.00" } },
    "post /api/company": { base: { name: "Fuzz Agency", role: "BROKER", commission: "10" } },
    "patch /api/company/{companyId}": { params: { companyId: w.companyId }, base: { agencyCode: "FUZZ01" } },
    "put /api/company/{companyId}/logo": { params: { companyId: w.companyId }, upload: true },
    "post /api/user": {
      base: { firstName: "Fuzz", lastName: "Invitee", email: "fuzz-invitee@test.example", role: "ROLE_BROKER", companyId: w.companyId },
    },
    "patch /api/user/{userId}": { params: { userId: w.userId }, base: { lastName: "Fuzzed" } },
    "post /api/user/{userId}/resend-invitation": { params: { userId: w.userId } },
    "post /api/user/import": { upload: true },
    "put /api/state-fees/{stateFeeId}": {
      params: { stateFeeId: w.stateFeeId },
      base: { tax: "0.036", stampingFee: "0.0015", description: "Fuzz" },
    },
    "put /api/local-premium-tax/{localTaxId}": { params: { localTaxId: w.localTaxId }, base: { rate: "0.05", note: "Fuzz" } },
    "post /api/binder": { base: { uniqueMarketReference: "B0999FUZZNEW", value: "500000", from: isoDay(3650), until: isoDay(3700) } },
    "delete /api/binder/{binderId}": { params: { binderId: w.binderId } },
    "post /api/note": { base: { content: "A fuzz note", visibility: "ALL", quotationId: q.READY } },
    "post /api/rater/quote": {
      base: { zipCode: "10024", dates: [future], perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }] },
    },
    "post /api/rater/threshold-curve": {
      base: { zipCode: "10024", dates: [future], perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }] },
    },
    "post /api/quotation": { base: { wizardStep: 1, brokerUserId: w.actors.broker.id } },
    "patch /api/quotation/{quotationId}": { params: { quotationId: q.NEW }, base: { wizardStep: 2, limitPerDay: "10000" } },
    "post /api/quotation/{quotationId}/submit": { params: { quotationId: q.NEW }, base: form },
    "post /api/quotation/{quotationId}/revise": { params: { quotationId: q.READY }, base: form },
    "post /api/quotation/{quotationId}/copy": { params: { quotationId: q.READY } },
    "post /api/quotation/{quotationId}/review": {
      params: { quotationId: q.REFERRED_TO_UNDERWRITER },
      base: { decision: "decline", reason: "Too risky" },
    },
    "post /api/quotation/{quotationId}/request-referral": { params: { quotationId: q.READY }, base: { reason: "Large crowd expected" } },
    "post /api/quotation/{quotationId}/select-options": {
      params: { quotationId: q.READY },
      base: { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" },
    },
    "post /api/quotation/{quotationId}/pre-bound-referral": {
      params: { quotationId: q.PRE_BOUND_REFERRED_TO_UNDERWRITER },
      base: { decision: "reject", reason: "Too risky" },
    },
    "post /api/quotation/{quotationId}/cancel": {
      params: { quotationId: q.PRE_BOUND },
      base: { reason: "The insured chose another cover" },
    },
    "put /api/quotation/{quotationId}/broker": {
      as: "underwriter",
      params: { quotationId: q.PRE_BOUND },
      base: { brokerUserId: w.actors.broker.id },
    },
    "put /api/quotation/{quotationId}/insured": {
      params: { quotationId: q.PRE_BOUND },
      base: {
        name: "Riverside Festival Association",
        email: "events@riverside.example.com",
        street: "120 West 81st Street",
        city: "New York",
        state: "NY",
        zipCode: "10024",
      },
    },
    "post /api/quotation/{quotationId}/document": { params: { quotationId: q.PRE_BOUND }, upload: true },
    "patch /api/quotation/{quotationId}/document/{documentId}": {
      params: { quotationId: q.PRE_BOUND, documentId: w.documentId },
      base: { type: "BEAZLEY_APPLICATION_FORM" },
    },
    "post /api/quotation/{quotationId}/request-bind": { params: { quotationId: q.SIGNED }, base: { attestation: true } },
    "post /api/quotation/{quotationId}/bind": { params: { quotationId: q.READY_TO_BIND }, base: { policyNumber: "WEP-FUZZ-1" } },
    "post /api/quotation/{quotationId}/signing-link": { params: { quotationId: q.PRE_BOUND }, base: { intent: "copy" } },
    "post /api/signing/webhook": {
      as: "anonymous",
      signed: true,
      base: { type: "signed", externalId: "fuzz-unknown", envelopeId: "fuzz-unknown", signedAt: new Date().toISOString() },
    },
    "post /api/signing/builtin/{envelopeId}": {
      as: "anonymous",
      params: { envelopeId: w.envelopeId },
      base: { fullName: "Pat Signer", position: "Director", signature: { kind: "typed", text: "Pat Signer" }, consent: true },
    },
    "post /api/policy/{policyId}/cancellation-request": {
      params: { policyId: w.policies.live },
      base: { reason: "The event moved", cancellationDate: isoDay(20) },
    },
    "post /api/policy/{policyId}/cancellation-request/approve": { params: { policyId: w.policies.cancellationRequested } },
    "post /api/policy/{policyId}/cancellation-request/reject": {
      params: { policyId: w.policies.cancellationRequested },
      base: { reason: "The event still takes place" },
    },
    "post /api/policy/{policyId}/cancel": {
      params: { policyId: w.policies.live },
      base: { reason: "The event moved", cancellationDate: isoDay(20) },
    },
    "post /api/policy/{policyId}/endorsement": {
      params: { policyId: w.policies.live },
      base: { title: "Change of contact", content: "The insured's contact is Pat Doe." },
    },
    "post /api/policy/{policyId}/endorsement/preview": {
      params: { policyId: w.policies.live },
      base: { title: "Change of contact", content: "The insured's contact is Pat Doe." },
    },
    "post /api/policy/{policyId}/final-sales": { params: { policyId: w.policies.promotion }, base: { finalSalesAmount: "20000.00" } },
    "post /api/policy/{policyId}/final-sales/review": {
      params: { policyId: w.policies.finalSalesSubmitted },
      base: { finalSalesAmount: "20000.00" },
    },
    "post /api/policy/{policyId}/loss-notice": {
      params: { policyId: w.policies.live },
      base: { lossDates: [isoDay(-1)], perils: ["rainfall"], description: "The site flooded" },
    },
    "post /api/claim/{claimId}/approve": { params: { claimId: w.claims.determined }, base: {} },
    "post /api/claim/{claimId}/decline": { params: { claimId: w.claims.determined }, base: { reason: "The rain fell after the event" } },
    "post /api/claim/{claimId}/payment": { params: { claimId: w.claims.approved }, base: { paidAt: isoDay(0), reference: "WIRE-FUZZ" } },
    "post /api/claim/{claimId}/observer-report": { params: { claimId: w.claims.determined }, upload: true },
    "post /api/weather/observations": {
      base: { stationId: w.stationId, observations: [{ date: isoDay(-1), prcp_mm: 15.7, tmax_c: 31.4, wt03: 1 }] },
    },
    "post /api/weather/observations/upload": { upload: true },
  };
}

/** Path ids of the GET operations, for their query campaign. */
function readParams(w: FuzzWorld): Record<string, string | number> {
  return {
    companyId: w.companyId,
    userId: w.userId,
    quotationId: w.quotations.PRE_BOUND,
    documentId: w.documentId,
    proposalId: 1,
    policyId: w.policies.live,
    stateFeeId: w.stateFeeId,
    localTaxId: w.localTaxId,
    binderId: w.binderId,
    claimId: w.claims.determined,
    fileId: 1,
  };
}

const MUTATING = OPERATIONS.filter((o) => o.method !== "get");
const TARGETS_UPLOADS = new Set([
  "put /api/company/{companyId}/logo",
  "post /api/user/import",
  "post /api/quotation/{quotationId}/document",
]);
const READING = OPERATIONS.filter((o) => o.method === "get");
const keyOf = (o: Operation) => `${o.method} ${o.path}`;

let world: FuzzWorld;
let TARGETS: Record<string, Target>;
const pristinePrototype = Object.getOwnPropertyNames(Object.prototype).sort();
let sent = 0;
const startedAt = Date.now();

beforeAll(async () => {
  world = await buildFuzzWorld();
  TARGETS = targets(world);
  await watchWrites();
  // Request log lines are not needed here; errors are kept to explain a failure.
  setLogSinkForTests((line) => {
    if (line.includes('"level":"error"')) serverErrors.push(line.slice(0, 2000));
  });
}, 180_000);

afterAll(() => {
  setLogSinkForTests(undefined);
  console.info(`bad-input campaign: ${sent} requests in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
});

const serverErrors: string[] = [];

/**
 * A row trigger on every table (but the bookkeeping ones) logs each inserted, updated or deleted
 * row into fuzz_write_log, in the writing transaction: a write that was rolled back leaves nothing.
 * Sessions are watched for inserts and deletes only (reads move their last-seen time).
 */
async function watchWrites() {
  await db.$executeRawUnsafe(`CREATE TABLE fuzz_write_log (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`);
  await db.$executeRawUnsafe(`CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO fuzz_write_log (tbl, op) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`);
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('_prisma_migrations', 'LoginAttempt', 'RateLimitBucket', 'fuzz_write_log')`;
  for (const { name } of tables) {
    const events = name === "Session" ? "INSERT OR DELETE" : "INSERT OR UPDATE OR DELETE";
    await db.$executeRawUnsafe(`CREATE TRIGGER fuzz_watch AFTER ${events} ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()`);
  }
  expect(tables.length).toBeGreaterThan(30);
}

/** The rows written since the last call ("Quotation UPDATE", …), and the log emptied. */
async function writesSince(): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ tbl: string; op: string }[]>(`DELETE FROM fuzz_write_log RETURNING tbl, op`);
  return rows.map((r) => `${r.tbl} ${r.op}`);
}

const cookieOf = (who: Identity) => (who === "anonymous" ? null : world.cookies[who]);

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.body.slice(0, 300)}`;
}

/** A 4xx in the error envelope, its code matching the status. */
function expectEnvelope(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${describeAnswer(answer)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${describeAnswer(answer)}`).toBeLessThan(500);
  let body: { error?: { code?: string; message?: unknown } };
  try {
    body = JSON.parse(answer.body);
  } catch {
    throw new Error(`${label}: the answer is not JSON: ${describeAnswer(answer)}`);
  }
  const code = body.error?.code as keyof typeof ERROR_STATUS;
  expect(code in ERROR_STATUS, `${label}: unknown code in ${describeAnswer(answer)}`).toBe(true);
  expect(ERROR_STATUS[code], `${label}: ${describeAnswer(answer)}`).toBe(answer.status);
  expect(typeof body.error?.message, label).toBe("string");
}

function expectPrototypeUntouched() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(pristinePrototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
}

/** Per-account counters (uploads, invitations) are reset so that the campaign meets its targets, not a 429. */
async function beforeCall(op: Operation) {
  if (op.path.includes("resend-invitation") || TARGETS[keyOf(op)]?.upload) await db.$executeRaw`DELETE FROM "RateLimitBucket"`;
}

/** Sends a request that must be refused, and checks the invariant. */
async function expectRefused(op: Operation, call: Omit<Call, "method" | "template">, label: string) {
  await beforeCall(op);
  await writesSince();
  serverErrors.length = 0;
  const answer = await invoke({ method: op.method, template: op.path, ...call });
  sent++;
  const what = `${keyOf(op)} ${label}${serverErrors.length ? `\nserver log: ${serverErrors.join("\n")}` : ""}`;
  expectEnvelope(answer, what);
  expect(await writesSince(), `${what}: something was stored (${describeAnswer(answer)})`).toEqual([]);
  expectPrototypeUntouched();
  return answer;
}

/** The schema the route checks a body with (see the note at the top). */
function routeAccepts(op: Operation, body: unknown): boolean {
  try {
    switch (keyOf(op)) {
      case "post /api/quotation":
      case "patch /api/quotation/{quotationId}":
        return quotationDraftSchema.safeParse(body).success;
      case "post /api/quotation/{quotationId}/submit":
      case "post /api/quotation/{quotationId}/revise":
        return parseQuotation(body).data !== null;
      default:
        return op.body?.safeParse(body).success ?? false;
    }
  } catch {
    // A schema that throws on a body (too deep, not an object) does not accept it.
    return false;
  }
}

const DRAFTS = new Set(["post /api/quotation", "patch /api/quotation/{quotationId}"]);
const WIZARD_FORMS = new Set(["post /api/quotation/{quotationId}/submit", "post /api/quotation/{quotationId}/revise"]);
const optionalBody = new Map<string, boolean>();
/** Whether the route reads its body with readOptionalJson (an empty body is no body). */
function takesOptionalBody(op: Operation): boolean {
  const key = keyOf(op);
  if (!optionalBody.has(key)) optionalBody.set(key, readFileSync(routeFileOf(op.path), "utf8").includes("readOptionalJson"));
  return optionalBody.get(key)!;
}

/**
 * Whether a body sent as `text` must be refused (when not, it is not sent). The body is judged as
 * the server will see it: parsed from its text.
 */
function mustRefuse(op: Operation, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = text.trim() === "" ? undefined : JSON.parse(text);
  } catch {
    return true;
  }
  if ((parsed === undefined || parsed === null) && takesOptionalBody(op)) return false;
  if (!routeAccepts(op, parsed)) return true;
  if (DRAFTS.has(keyOf(op)) || op.body === undefined) return false;
  // Submit and revise read `event` or `promotion`, as `kind` says; the other is not looked at.
  if (WIZARD_FORMS.has(keyOf(op)) && parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    const { [(parsed as { kind?: unknown }).kind === "PROMOTION" ? "event" : "promotion"]: _unread, ...read } = parsed as Record<
      string,
      unknown
    >;
    return mustRefuseByType(op.body, read);
  }
  return mustRefuseByType(op.body, parsed);
}

function bodyCall(op: Operation, target: Target, text: string, contentType = "application/json"): Omit<Call, "method" | "template"> {
  const headers: Record<string, string> = { ...target.headers, "content-type": contentType };
  if (target.signed) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(text, Math.floor(Date.now() / 1000), env().SIGNING_SECRET);
  return { params: target.params, cookie: cookieOf(target.as ?? "admin"), headers, body: text };
}

describe("every mutating operation is in the campaign", () => {
  it("has a target for each POST, PUT, PATCH and DELETE of the OpenAPI document, and a valid base body for each that takes one", () => {
    expect(MUTATING.length).toBeGreaterThan(40);
    expect(MUTATING.map(keyOf).filter((k) => !(k in TARGETS))).toEqual([]);
    expect(Object.keys(TARGETS).filter((k) => !MUTATING.some((o) => keyOf(o) === k))).toEqual([]);
    for (const op of MUTATING) {
      const t = TARGETS[keyOf(op)];
      if (op.body && !op.multipart) expect(routeAccepts(op, t.base), `${keyOf(op)}: base body ${JSON.stringify(t.base)}`).toBe(true);
    }
  });
});

describe("malformed and boundary bodies are refused with a 4xx, and nothing is stored", () => {
  for (const op of MUTATING.filter((o) => o.body && !o.multipart)) {
    const key = keyOf(op);
    const keys = Object.keys((jsonSchemaOf(op.body!) as { properties?: Record<string, unknown> }).properties ?? {});
    fcIt.prop([fc.constant(null).chain(() => mutations(TARGETS?.[key]?.base ?? {}, keys))], { numRuns: RUNS.body })(
      `${key}`,
      async (ms: Mutation[]) => {
        const target = TARGETS[key];
        const text = toJsonText(mutate(target.base, ms));
        // Only what must be refused is sent (see the note at the top).
        fc.pre(mustRefuse(op, text));
        await expectRefused(op, bodyCall(op, target, text), JSON.stringify(ms).slice(0, 400));
      },
      120_000 * SCALE,
    );
  }
});

/** The paths of the strings in a body (not in arrays of choices: each element is a string too). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, Array.isArray(value) ? Number(k) : k]));
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[path[0]] = withValueAt(copy[path[0]], path.slice(1), value);
  return copy;
}

// Decision D107: every string of every body must be text PostgreSQL can store. An unpaired
// surrogate (valid JSON: "\ud800") or a NUL in any string field is 400 with a message, never a
// 500 and never stored as U+FFFD.
describe("text that is not valid Unicode is refused in every string field of every body", () => {
  for (const op of MUTATING.filter((o) => o.body && !o.multipart)) {
    const key = keyOf(op);
    it(`${key}`, async () => {
      const target = TARGETS[key];
      for (const path of stringPaths(target.base)) {
        for (const bad of ["\ud800x", "x\udc00", "x\u0000"]) {
          const answer = await expectRefused(
            op,
            bodyCall(op, target, JSON.stringify(withValueAt(target.base, path, bad))),
            `${path.join(".")}=${JSON.stringify(bad)}`,
          );
          // A refusal for the text itself, where the route reads the body at all (not a 401 or 404 first).
          if (answer.status === 400) expect(answer.body, `${key} ${path.join(".")}`).toMatch(/NUL character|unpaired surrogate|Invalid/);
        }
      }
    }, 120_000);
  }
});

describe("broken JSON is refused", () => {
  for (const op of MUTATING.filter((o) => o.body && !o.multipart)) {
    const key = keyOf(op);
    fcIt.prop([brokenJson], { numRuns: RUNS.brokenJson })(
      key,
      async (text) => {
        const target = TARGETS[key];
        fc.pre(mustRefuse(op, text));
        await expectRefused(op, bodyCall(op, target, text), JSON.stringify(text));
      },
      60_000 * SCALE,
    );
  }
});

describe("the right body under a wrong content type is refused", () => {
  for (const op of MUTATING) {
    const key = keyOf(op);
    fcIt.prop([wrongContentType], { numRuns: RUNS.contentType })(
      key,
      async (contentType) => {
        const target = TARGETS[key];
        const text = target.base === undefined ? "{}" : toJsonText(target.base);
        // The webhook takes any content type: its signature is what it checks. Unsigned, it is refused.
        await expectRefused(op, bodyCall(op, { ...target, signed: false }, text, contentType), contentType);
      },
      60_000 * SCALE,
    );
  }
});

describe("ids in the path that are not ids are refused", () => {
  for (const op of MUTATING.filter((o) => o.path.includes("{"))) {
    const key = keyOf(op);
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    fcIt.prop([fc.constantFrom(...names), badId], { numRuns: RUNS.path })(
      key,
      async (name, id) => {
        const target = TARGETS[key];
        // The envelope id is not a number: any other string is just an unknown envelope.
        const call: Omit<Call, "method" | "template"> = target.upload
          ? { params: { ...target.params, [name]: id }, cookie: cookieOf(target.as ?? "admin"), form: uploadForm(validPdf()) }
          : bodyCall(op, target, target.base === undefined ? "" : toJsonText(target.base));
        call.params = { ...target.params, [name]: id };
        await expectRefused(op, call, `${name}=${JSON.stringify(id).slice(0, 80)}`);
      },
      60_000 * SCALE,
    );
  }
});

// ─── Uploads ──────────────────────────────────────────────────────────────────────────────────

function validPdf(): Uint8Array {
  return new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
}

function uploadForm(
  bytes: Uint8Array,
  options: { field?: string; type?: string; name?: string; extra?: Record<string, string> } = {},
): FormData {
  const form = new FormData();
  form.set(
    options.field ?? "file",
    new Blob([bytes as BlobPart], { type: options.type ?? "application/pdf" }),
    options.name ?? "upload.pdf",
  );
  for (const [k, v] of Object.entries(options.extra ?? {})) form.set(k, v);
  return form;
}

/** Bytes that are not a PDF, PNG, JPEG or Office file, whatever they claim. */
const MAGIC = ["%PDF", "\x89PNG", "\xff\xd8\xff", "PK\x03\x04", "firstName,"];
const notAFile = fc
  .oneof(
    fc.uint8Array({ minLength: 1, maxLength: 4096 }),
    fc
      .constantFrom(
        "<!doctype html><script>alert(document.cookie)</script>",
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        "GIF89a<script>alert(1)</script>",
        "MZ\x90\x00\x03\x00\x00\x00",
        "#!/bin/sh\nrm -rf /\n",
        "PK\x05\x06" + "\x00".repeat(18),
        "\x00\x00\x00\x18ftypmp42",
        '{"json":true}',
        "%!PS-Adobe-3.0",
        "II*\x00",
        "BM6\x00\x00\x00",
      )
      .map((s) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 255)),
  )
  .filter((bytes) => !MAGIC.some((m) => Buffer.from(bytes).subarray(0, m.length).toString("latin1") === m));

const declaredType = fc.constantFrom(
  "application/pdf",
  "image/png",
  "image/jpeg",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/html",
  "image/svg+xml",
  "",
  "application/octet-stream",
);
const fileName = fc.oneof(
  fc.constantFrom(
    "upload.pdf",
    "logo.png",
    "users.csv",
    "../../etc/passwd",
    "..\\..\\boot.ini",
    "a\u0000b.pdf",
    "\r\nX-Evil: 1.pdf",
    "日本語の書類.pdf",
    "x".repeat(5000) + ".pdf",
    ".htaccess",
    "evil.html",
    "",
    '"quoted".pdf',
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
);

describe("uploads whose bytes are not of an accepted type are refused, whatever they declare", () => {
  for (const op of MUTATING.filter((o) => TARGETS_UPLOADS.has(keyOf(o)))) {
    const key = keyOf(op);
    fcIt.prop(
      [
        notAFile,
        declaredType,
        fileName,
        fc.constantFrom("file", "file", "file", "files", "FILE", ""),
        fc.dictionary(
          fc.constantFrom("type", "__proto__", "constructor", "name"),
          fc.oneof(fc.constantFrom("IWO", "NOPE", "", "\u0000", "x".repeat(10_000)), fc.string({ maxLength: 10 })),
          { maxKeys: 2 },
        ),
      ],
      { numRuns: RUNS.upload },
    )(
      key,
      async (bytes, type, name, field, extra) => {
        const target = TARGETS[key];
        const form = uploadForm(bytes, { field: field || "file", type, name, extra });
        await expectRefused(
          op,
          { params: target.params, cookie: cookieOf(target.as ?? "admin"), form },
          `${bytes.length} bytes as ${type} named ${JSON.stringify(name).slice(0, 60)} in ${field}`,
        );
      },
      120_000 * SCALE,
    );
  }
});

describe("an accepted upload downloads as an attachment with nosniff, whatever its name", () => {
  fcIt.prop([fileName.filter((n) => n !== "")], { numRuns: RUNS.uploadNames })(
    "post then get /api/quotation/{quotationId}/document",
    async (name) => {
      await db.$executeRaw`DELETE FROM "RateLimitBucket"`;
      const target = TARGETS["post /api/quotation/{quotationId}/document"];
      const uploaded = await invoke({
        method: "post",
        template: "/api/quotation/{quotationId}/document",
        params: target.params,
        cookie: world.cookies.admin,
        form: uploadForm(validPdf(), { name }),
      });
      sent++;
      expect(uploaded.status, `${JSON.stringify(name).slice(0, 80)}: ${describeAnswer(uploaded)}`).toBe(201);
      const { id } = JSON.parse(uploaded.body).data;
      const served = await invoke({
        method: "get",
        template: "/api/quotation/{quotationId}/document/{documentId}",
        params: { ...target.params, documentId: id },
        cookie: world.cookies.admin,
      });
      sent++;
      expect(served.status, `${JSON.stringify(name).slice(0, 80)}: ${describeAnswer(served)}`).toBe(200);
      expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="[\x20-\x7e]+"/);
      expect(served.headers.get("content-type")).toBe("application/pdf");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      await writesSince();
    },
    60_000 * SCALE,
  );
});

// ─── Queries ──────────────────────────────────────────────────────────────────────────────────

describe("queries that make no sense never make a 5xx", () => {
  for (const op of READING) {
    const key = keyOf(op);
    // Each role: a broker's lists are scoped to its company, an underwriter's are not.
    const who = fc.constantFrom<"admin" | "underwriter" | "broker">("admin", "underwriter", "broker");
    fcIt.prop([op.list ? fc.oneof(listQuery, otherQuery) : otherQuery, who], { numRuns: op.list ? RUNS.query : Math.ceil(RUNS.query / 4) })(
      key,
      async (query, identity) => {
        const params = readParams(world);
        const answer = await invoke({
          method: "get",
          template: op.path,
          params,
          query: query as Record<string, string>,
          cookie: world.cookies[identity],
        });
        sent++;
        expect(
          answer.status,
          `${key} ?${new URLSearchParams(query as Record<string, string>).toString().slice(0, 300)}: ${describeAnswer(answer)}`,
        ).toBeLessThan(500);
        if (answer.status >= 400) expectEnvelope(answer, `${key} query`);
        expectPrototypeUntouched();
      },
      60_000 * SCALE,
    );
  }
});

describe("the campaign's size", () => {
  it("sent at least 1,000 requests that had to be refused or answered", () => {
    expect(sent).toBeGreaterThanOrEqual(1000 * SCALE);
  });
});
