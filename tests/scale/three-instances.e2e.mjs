// Issue 15 item 6: three instances of the production build (`next start`) on one PostgreSQL
// database and one S3-compatible bucket (s3rver), with one SMTP server. The quotation-to-policy
// flow runs across them, each request on the next instance, and checks that sessions, the sign-in
// throttle, background jobs (each email sent once, each quotation expired once), caches
// (maintenance mode, the rater's configuration) and files (stored on one instance, read on
// another) hold, that /api/ready answers on each, and that each logs JSON lines with the request id.
//
// Run by `npm run test:e2e` after the Playwright specs (the build must exist: scripts/test.mjs
// builds it when stale), or alone: `node --test tests/scale/three-instances.e2e.mjs`.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { applyMigrations } from "../../scripts/lib/migrate.mjs";
import { startS3Server } from "./support/s3-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `portal_scale_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const DEMO_PASSWORD = "Portal-Demo-2026!";
const AUTH_SECRET = "scale-secret-scale-secret-scale-secret-01";
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function sql(text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function onServer(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value, or fails with `what` after `ms`. */
async function eventually(what, probe, ms = 10_000, every = 100) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last;
    await sleep(every);
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

// ---------------------------------------------------------------------------------------------
// The world: database, bucket, mail server, three instances.

let s3;
let smtp;
const mail = [];
const instances = [];
const folders = [];

function startSmtp() {
  return new Promise((resolve) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks = [];
        stream.on("data", (c) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
          mail.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
          callback();
        });
      },
    });
    server.listen(0, "127.0.0.1", () => resolve({ server, port: server.server.address().port }));
  });
}

function startInstance(index, port, env) {
  const logs = [];
  const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), INSTANCE_NAME: `scale-${index + 1}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let buffer = "";
  const collect = (chunk) => {
    buffer += chunk.toString("utf8");
    const lines = buffer.split("\n");
    buffer = lines.pop();
    logs.push(...lines);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return { index, port, base: `http://127.0.0.1:${port}`, child, logs, startedAt: Date.now() };
}

before(async () => {
  const buildId = path.join(root, ".next/BUILD_ID");
  assert.ok(existsSync(buildId), "no production build: run `npm run build` (or npm run test:e2e, which builds when stale)");

  await onServer(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${dbName}"`);
  await applyMigrations(databaseUrl, { migrationsDir: path.join(root, "prisma/migrations"), log: () => {} });
  const seedEnv = { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: AUTH_SECRET };
  const seeded = spawnSync(
    process.execPath,
    ["--import", path.join(root, "scripts/lib/server-only-hook.mjs"), "--import", "tsx", path.join(root, "prisma/seed.ts")],
    {
      cwd: root,
      env: seedEnv,
      stdio: "ignore",
    },
  );
  assert.equal(seeded.status, 0, "seed failed");
  const weather = process.env.WEATHER_DATA_DIR ?? path.resolve(root, "../shared/data/weather");
  if (existsSync(path.join(weather, "stations.csv"))) {
    const imported = spawnSync(
      process.execPath,
      [
        "--import",
        path.join(root, "scripts/lib/server-only-hook.mjs"),
        "--import",
        "tsx",
        path.join(root, "server/weather/import-command.ts"),
        weather,
      ],
      {
        cwd: root,
        env: seedEnv,
        stdio: "ignore",
      },
    );
    assert.equal(imported.status, 0, "weather import failed");
  }

  // A draft untouched for 60 days, for the daily expiry job that every instance runs at start.
  const [broker] = await sql(`SELECT id, "companyId" FROM "User" WHERE email = 'broker@example.com'`);
  const [stale] = await sql(
    `INSERT INTO "Quotation" ("quotationNumber", "brokerCompanyId", "brokerUserId", "createdById", status, "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $3, 'NEW', now() - interval '60 days', now() - interval '60 days') RETURNING id`,
    [`SCALE-STALE-${process.pid}`, broker.companyId, broker.id],
  );
  await sql(
    `INSERT INTO "QuotationVersion" ("quotationId", "versionNumber", status, "updatedAt") VALUES ($1, 1, 'NEW', now() - interval '60 days')`,
    [stale.id],
  );
  world.staleQuotationId = stale.id;

  s3 = await startS3Server({ buckets: ["portal-scale"] });
  smtp = await startSmtp();
  const ports = [await freePort(), await freePort(), await freePort()];
  const env = {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: "4",
    AUTH_SECRET,
    // The public address: in production the load balancer's. The built-in signing provider posts
    // its webhook there, so it reaches the first instance.
    APP_URL: `http://127.0.0.1:${ports[0]}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    MAIL_FROM: "Weather Event Portal <no-reply@portal.test>",
    EMAIL_POLL_INTERVAL_MS: "300",
    LOGIN_MAX_FAILURES: "5",
    LOG_FORMAT: "json",
    TRUSTED_PROXIES: "",
    ...s3.env,
  };
  // Each instance has a folder of its own: only the bucket is shared.
  for (const [i, port] of ports.entries()) {
    const folder = mkdtempSync(path.join(tmpdir(), `portal-scale-${i}-`));
    folders.push(folder);
    instances.push(startInstance(i, port, { ...env, FILE_STORAGE_DIR: folder }));
  }
  await Promise.all(
    instances.map((instance) =>
      eventually(
        `instance ${instance.index + 1} ready`,
        async () => {
          if (instance.child.exitCode !== null)
            throw new Error(`instance ${instance.index + 1} exited: ${instance.logs.slice(-20).join("\n")}`);
          try {
            return (await fetch(`${instance.base}/api/ready`)).status === 200;
          } catch {
            return false;
          }
        },
        90_000,
        250,
      ),
    ),
  );
  console.log(`# world ready after ${elapsed()}`);
});

after(async () => {
  // SCALE_LOG_DIR=<folder> keeps each instance's output there (instance-1.log …) for a look afterwards.
  if (process.env.SCALE_LOG_DIR) {
    mkdirSync(process.env.SCALE_LOG_DIR, { recursive: true });
    for (const instance of instances)
      writeFileSync(path.join(process.env.SCALE_LOG_DIR, `instance-${instance.index + 1}.log`), instance.logs.join("\n"));
  }
  for (const instance of instances) instance.child.kill("SIGTERM");
  await Promise.all(instances.map((i) => (i.child.exitCode === null ? new Promise((r) => i.child.once("exit", r)) : null)));
  if (smtp) await new Promise((r) => smtp.server.close(r));
  if (s3) await s3.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  console.log(`# three-instance test: ${elapsed()} in all`);
});

const world = { staleQuotationId: 0 };

// ---------------------------------------------------------------------------------------------
// A small client: one cookie jar per user, each request on the next instance (round robin).

let turn = 0;
const nextInstance = () => instances[turn++ % instances.length];

class Client {
  constructor(name) {
    this.name = name;
    this.cookies = new Map();
  }

  async call(method, pathname, { body, json, on, headers = {}, redirect = "follow" } = {}) {
    const instance = on ?? nextInstance();
    // As a browser does: a write without a JSON body needs its same-origin proof (D109).
    const init = { method, headers: { origin: instance.base, ...headers }, redirect };
    if (this.cookies.size) init.headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (json !== undefined) {
      init.headers["content-type"] = "application/json";
      init.body = JSON.stringify(json);
    } else if (body !== undefined) init.body = body;
    const response = await fetch(`${instance.base}${pathname}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const type = response.headers.get("content-type") ?? "";
    const data = type.includes("json") ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body: data, instance };
  }

  get(pathname, options) {
    return this.call("GET", pathname, options);
  }
  post(pathname, json, options) {
    return this.call("POST", pathname, { ...options, json });
  }
  patch(pathname, json, options) {
    return this.call("PATCH", pathname, { ...options, json });
  }
}

function expectStatus(answer, status, what) {
  assert.equal(answer.status, status, `${what} on instance ${answer.instance.index + 1}: ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
}

async function signIn(email, password = DEMO_PASSWORD) {
  const client = new Client(email);
  expectStatus(await client.post("/api/login", { email, password }), 200, `sign-in of ${email}`);
  client.id = expectStatus(await client.get("/api/myself"), 200, "myself").data.id;
  return client;
}

const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const rateRequest = {
  zipCode: "10024",
  dates: [isoDay(60), isoDay(61)],
  perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }],
};

// ---------------------------------------------------------------------------------------------

let broker;
let underwriter;
let admin;

test("every instance is ready on the shared database and bucket", async () => {
  for (const instance of instances) {
    const answer = await new Client("probe").get("/api/ready", { on: instance });
    const body = expectStatus(answer, 200, "ready");
    assert.equal(body.data.checks.storage.backend, "s3");
    assert.equal(body.data.checks.database.ok, true);
  }
});

test("sessions: a session made on one instance works on the others, and a sign-out on one ends it on all", async () => {
  broker = await signIn("broker@example.com");
  underwriter = await signIn("underwriter@example.com");
  admin = await signIn("admin@example.com");
  for (const instance of instances) {
    assert.equal(expectStatus(await broker.get("/api/myself", { on: instance }), 200, "myself").data.id, broker.id);
  }
  // A copy of a session cookie kept after its sign-out (on one instance) is refused on every instance.
  const harbor = await signIn("broker@harbor.example.com");
  const kept = new Client("kept cookie");
  kept.cookies = new Map(harbor.cookies);
  expectStatus(await kept.get("/api/myself", { on: instances[2] }), 200, "the copied session");
  expectStatus(await harbor.post("/api/logout", undefined, { on: instances[0] }), 200, "logout");
  for (const instance of instances) expectStatus(await kept.get("/api/myself", { on: instance }), 401, "revoked session");
});

test("rate limits: failed sign-ins are counted across instances (the sixth is 429 wherever it lands)", async () => {
  const guesser = new Client("guesser");
  for (let i = 1; i <= 5; i++) {
    expectStatus(await guesser.post("/api/login", { email: "broker.own@example.com", password: `wrong-${i}` }), 401, `wrong password ${i}`);
  }
  for (let i = 0; i < 3; i++) {
    const answer = await guesser.post("/api/login", { email: "broker.own@example.com", password: "wrong-again" });
    expectStatus(answer, 429, "throttled sign-in");
    assert.equal(answer.body.error.code, "RATE_LIMITED");
    assert.ok(Number(answer.headers.get("retry-after")) > 0, "Retry-After");
  }
});

test("caches: maintenance mode switched on one instance reaches the others within about a second, and off again", async () => {
  expectStatus(
    await admin.patch("/api/config", { maintenanceMode: true, maintenanceModeMessage: "Scale-out check" }, { on: instances[0] }),
    200,
    "maintenance on",
  );
  const on = Date.now();
  for (const instance of instances.slice(1)) {
    await eventually(
      `maintenance seen on instance ${instance.index + 1}`,
      async () => {
        const answer = await broker.get("/api/myself", { on: instance });
        return answer.status === 503 && answer.body.error.code === "MAINTENANCE_MODE" && answer.body.error.message === "Scale-out check";
      },
      3000,
    );
  }
  assert.ok(Date.now() - on < 2500, `maintenance reached every instance in ${Date.now() - on} ms`);
  expectStatus(await admin.patch("/api/config", { maintenanceMode: false }, { on: instances[1] }), 200, "maintenance off");
  const off = Date.now();
  for (const instance of [instances[0], instances[2]]) {
    await eventually(
      `maintenance off on instance ${instance.index + 1}`,
      async () => (await broker.get("/api/myself", { on: instance })).status === 200,
      3000,
    );
  }
  assert.ok(Date.now() - off < 2500, `maintenance off everywhere in ${Date.now() - off} ms`);
});

test("caches: a rater setting changed on one instance is used by the others' next ratings", async () => {
  // The rating's sample window comes from the rater's cached configuration (D56, D57).
  const daysPrior = async (instance) => {
    const answer = await broker.post("/api/rater/quote", rateRequest, { on: instance });
    const data = expectStatus(answer, 200, "rate").data;
    assert.equal(data.options[0].quotable, true, `quotable on instance ${instance.index + 1}`);
    return data.sampleWindow.daysPrior;
  };
  const original = await daysPrior(instances[0]);
  for (const instance of instances.slice(1)) assert.equal(await daysPrior(instance), original);
  const changed = original >= 60 ? original - 1 : original + 1;
  expectStatus(await admin.patch("/api/config", { raterTimeSpanInDaysPrior: changed }, { on: instances[2] }), 200, "days prior changed");
  const at = Date.now();
  for (const instance of instances.slice(0, 2)) {
    await eventually(`new days prior on instance ${instance.index + 1}`, async () => (await daysPrior(instance)) === changed, 2000, 50);
  }
  assert.ok(Date.now() - at < 1500, `the change reached every instance in ${Date.now() - at} ms`);
  expectStatus(await admin.patch("/api/config", { raterTimeSpanInDaysPrior: original }, { on: instances[0] }), 200, "days prior back");
  for (const instance of instances.slice(1)) {
    await eventually(`days prior back on instance ${instance.index + 1}`, async () => (await daysPrior(instance)) === original, 2000, 50);
  }
});

test("the quotation-to-policy flow across the instances: files stored on one are read on the others, each email sent once", async () => {
  const insuredEmail = `insured-${randomBytes(3).toString("hex")}@scale.example`;
  const created = expectStatus(await broker.post("/api/quotation", { wizardStep: 0 }), 201, "draft").data;
  const values = {
    brokerUserId: String(broker.id),
    applicant: { name: "Scale-Out Festival", email: insuredEmail, street: "1 Main St", city: "New York", state: "NY", zipCode: "10024" },
    kind: "EVENT",
    event: {
      name: "Scale-Out Concert",
      type: "Concert",
      dateFrom: isoDay(60),
      dateUntil: isoDay(61),
      hoursFrom: "10:00",
      hoursTo: "18:00",
    },
    promotion: { name: "", periodFrom: "", periodUntil: "", promotionDate: "", finalEstimatedSales: "" },
    location: { name: "Central Park Bandshell", street: "Central Park West", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "10000",
    deductible: "0",
    perils: ["rainfall"],
    coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } },
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    priorLoss: "yes",
    priorLossDetails: "Rain-out in 2023",
    declarationAccepted: true,
  };
  const rated = expectStatus(await broker.post(`/api/quotation/${created.id}/submit`, values), 200, "submit").data;
  assert.equal(rated.status, "REFERRED_TO_UNDERWRITER");
  expectStatus(
    await underwriter.post(`/api/quotation/${created.id}/review`, { decision: "amend", premiums: { rainfall: "1500.00" } }),
    200,
    "review",
  );

  // The application: uploaded through one instance, read back through each of the others.
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% scale ${randomBytes(8).toString("hex")}\ntrailer <<>>\n%%EOF\n`);
  const form = new FormData();
  form.set("file", new Blob([pdf], { type: "application/pdf" }), "application.pdf");
  form.set("type", "IWO");
  const uploaded = expectStatus(
    await broker.call("POST", `/api/quotation/${created.id}/document`, { body: form, on: instances[0] }),
    201,
    "upload",
  ).data;
  for (const instance of instances.slice(1)) {
    const answer = await broker.get(`/api/quotation/${created.id}/document/${uploaded.id}`, { on: instance });
    assert.equal(answer.status, 200, `download on instance ${instance.index + 1}`);
    assert.ok(Buffer.compare(answer.body, pdf) === 0, `same bytes on instance ${instance.index + 1}`);
  }

  const prebound = expectStatus(
    await broker.post(`/api/quotation/${created.id}/select-options`, {
      perils: ["rainfall"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    }),
    200,
    "select options",
  ).data;
  assert.equal(prebound.status, "PRE_BOUND");

  // The signing email, sent by whichever instance's job claimed it; the insured signs on another.
  const message = await eventually("signing email", async () => mail.find((m) => m.to.includes(insuredEmail)), 20_000, 200);
  const body = message.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = body.match(new RegExp(`https?://[^\\s"<>]*/sign/${created.id}\\?token=[^\\s"<>]*`))?.[0]?.replace(/&amp;/g, "&");
  assert.ok(link, "signing link in the email");
  const insured = new Client("insured");
  const opened = await insured.get(new URL(link).pathname + new URL(link).search, { redirect: "manual" });
  assert.ok([302, 303, 307].includes(opened.status), `signing link redirects (got ${opened.status})`);
  const envelope = /\/sign\/builtin\/([A-Za-z0-9_-]{32})/.exec(opened.headers.get("location") ?? "")?.[1];
  assert.ok(envelope, `envelope in ${opened.headers.get("location")}`);
  expectStatus(
    await insured.post(`/api/signing/builtin/${envelope}`, {
      fullName: "Marisol Ortega",
      position: "Festival Director",
      signature: { kind: "typed", text: "Marisol Ortega" },
      consent: true,
    }),
    200,
    "sign",
  );
  const signed = await eventually(
    "quotation signed",
    async () => {
      const q = expectStatus(await broker.get(`/api/quotation/${created.id}`), 200, "quotation").data;
      return q.status === "SIGNED" ? q : null;
    },
    20_000,
    250,
  );
  const signedProposal = signed.proposals.find((p) => p.signed);
  assert.ok(signedProposal, "signed proposal listed");
  for (const instance of instances) {
    const answer = await broker.get(`/api/quotation/${created.id}/proposal/${signedProposal.id}`, { on: instance });
    assert.equal(answer.status, 200, `signed proposal on instance ${instance.index + 1}`);
    assert.equal(answer.body.subarray(0, 5).toString("latin1"), "%PDF-");
  }

  expectStatus(await broker.post(`/api/quotation/${created.id}/request-bind`, { attestation: true }), 200, "request bind");
  const policyNumber = `WEP-SCALE-${randomBytes(3).toString("hex").toUpperCase()}`;
  const policy = expectStatus(await underwriter.post(`/api/quotation/${created.id}/bind`, { policyNumber }), 201, "bind").data;
  world.policyId = policy.id;
  for (const instance of instances) {
    const seen = expectStatus(await broker.get(`/api/policy/${policy.id}`, { on: instance }), 200, "policy").data;
    assert.equal(seen.policyNumber, policyNumber);
    assert.ok(
      seen.files.some((f) => f.kind === "UPLOADED" && f.name === "application.pdf"),
      "the application among the policy's files",
    );
  }
  // The policy's files open on any instance (the uploaded one is in the bucket).
  const uploadedFile = expectStatus(await broker.get(`/api/policy/${policy.id}`, { on: instances[1] }), 200, "policy").data.files.find(
    (f) => f.kind === "UPLOADED",
  );
  const download = await broker.get(uploadedFile.href, { on: instances[2] });
  assert.equal(download.status, 200);
  assert.ok(Buffer.compare(download.body, pdf) === 0, "policy file bytes");

  // Jobs: every queued email is sent exactly once, whichever instance claimed it.
  await eventually(
    "outbox drained",
    async () => (await sql(`SELECT count(*)::int AS n FROM "EmailOutbox" WHERE status = 'PENDING'`))[0].n === 0,
    20_000,
    250,
  );
  await sleep(1000); // one more poll of every instance: nothing may be sent again
  const sent = await sql(`SELECT "to", subject FROM "EmailOutbox" WHERE status = 'SENT' ORDER BY id`);
  // Compared by recipients: a message sent twice would show its recipients twice.
  const expected = sent.map((r) => [...r.to].sort().join(",")).sort();
  const received = mail.map((m) => [...m.to].sort().join(",")).sort();
  assert.ok(sent.length >= 2, `emails were sent (${sent.length})`);
  assert.deepEqual(received, expected, `received ${received.length} messages for ${expected.length} outbox rows`);
});

test("claims: the same observations posted on all three instances at once determine each day and peril once, and open one claim", async () => {
  assert.ok(world.policyId, "the flow above bound a policy");
  // The bound event moved to two past days (the binding rules want a future event).
  const days = [isoDay(-20), isoDay(-19)];
  const [terms] = await sql(`SELECT "quotationVersionId" AS v FROM "Policy" WHERE id = $1`, [world.policyId]);
  await sql(`UPDATE "QuotationVersion" SET "datesOfCoverage" = $2::date[] WHERE id = $1`, [terms.v, days]);
  await sql(`UPDATE "Policy" SET "dateFrom" = $2::date, "dateUntil" = $3::date WHERE id = $1`, [world.policyId, days[0], days[1]]);
  const [station] = await sql(
    `SELECT coalesce(o->'station'->>'id', v."stationId") AS id FROM "QuotationVersion" v, jsonb_array_elements(v.rating->'result'->'options') o WHERE v.id = $1 AND o->>'peril' = 'rainfall'`,
    [terms.v],
  );
  // 25.4 mm (1 in) on the first day, 0 mm on the second, against the 0.5 in threshold.
  const body = {
    stationId: station.id,
    observations: [
      { date: days[0], prcp_mm: 25.4, tmax_c: 21 },
      { date: days[1], prcp_mm: 0, tmax_c: 22 },
    ],
  };
  const answers = await Promise.all(instances.map((on) => admin.call("POST", "/api/weather/observations", { json: body, on })));
  for (const answer of answers) assert.equal(answer.status, 200, `observations posted (${answer.status})`);
  const rows = await sql(`SELECT date::text, peril::text, result::text FROM "LossDetermination" WHERE "policyId" = $1 ORDER BY date`, [
    world.policyId,
  ]);
  assert.deepEqual(
    rows.map((r) => `${r.date} ${r.peril} ${r.result}`),
    [`${days[0]} rainfall TRIGGERED`, `${days[1]} rainfall NOT_TRIGGERED`],
  );
  const claims = await sql(`SELECT id, status::text, amount::text FROM "Claim" WHERE "policyId" = $1`, [world.policyId]);
  assert.equal(claims.length, 1, "one claim");
  assert.deepEqual({ status: claims[0].status, amount: claims[0].amount }, { status: "DETERMINED", amount: "10000.00" });
  const opened = await sql(`SELECT count(*)::int AS n FROM "AuditEvent" WHERE action = 'claim.opened' AND "subjectId" = $1`, [
    String(claims[0].id),
  ]);
  assert.equal(opened[0].n, 1, "opened once");
  // Twenty approvals spread over the instances: one applies.
  const approvals = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      underwriter.call("POST", `/api/claim/${claims[0].id}/approve`, { json: {}, on: instances[i % 3] }),
    ),
  );
  assert.equal(approvals.filter((a) => a.status === 200).length, 1, "one approval applies");
  assert.ok(
    approvals.every((a) => a.status === 200 || a.status === 409),
    "the others are 409",
  );
});

test("jobs: the daily expiry, run at start by all three instances, expired the stale draft once", async () => {
  // Each instance runs the expiry 10 s after it started.
  const last = Math.max(...instances.map((i) => i.startedAt));
  await sleep(Math.max(0, last + 14_000 - Date.now()));
  const [row] = await sql(`SELECT status FROM "Quotation" WHERE id = $1`, [world.staleQuotationId]);
  assert.equal(row.status, "EXPIRED");
  const events = await sql(`SELECT id FROM "AuditEvent" WHERE action = 'quotation.expire' AND "subjectId" = $1`, [
    String(world.staleQuotationId),
  ]);
  assert.equal(events.length, 1, "one expiry recorded");
});

test("logs: each instance writes JSON lines; a request's id is echoed and logged by the instance that served it", async () => {
  const requestId = `scale-${randomBytes(6).toString("hex")}`;
  const answer = await broker.get("/api/myself", { on: instances[2], headers: { "x-request-id": requestId } });
  expectStatus(answer, 200, "myself");
  assert.equal(answer.headers.get("x-request-id"), requestId);
  const line = await eventually(
    "request line logged",
    async () =>
      instances[2].logs
        .map((l) => {
          try {
            return JSON.parse(l);
          } catch {
            return null;
          }
        })
        .find((e) => e?.requestId === requestId && e.msg === "request"),
    3000,
  );
  assert.equal(line.instance, "scale-3");
  assert.equal(line.status, 200);
  assert.equal(line.path, "/api/myself");
  assert.equal(line.userId, broker.id);
  for (const other of instances.slice(0, 2)) assert.ok(!other.logs.some((l) => l.includes(requestId)), "only the serving instance logs it");
  // Every line the portal wrote after start-up is JSON (Next.js' own start-up banner aside).
  const written = instances.flatMap((i) => i.logs.filter((l) => l.trim().startsWith("{")));
  assert.ok(written.length > 20, `JSON lines written (${written.length})`);
  const entries = written.map((l) => JSON.parse(l));
  const requestLines = entries.filter((e) => e.msg === "request");
  assert.ok(
    requestLines.every((e) => typeof e.requestId === "string" && typeof e.ms === "number"),
    "every request line has its id and duration",
  );
  // Nothing in the whole run was a server error.
  assert.deepEqual(
    entries.filter((e) => e.level === "error").map((e) => `${e.instance} ${e.msg}`),
    [],
  );
});
