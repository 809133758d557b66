// Quotation list benchmark: p50/p95 of GET /api/quotation's use case (listQuotations) over 100,000
// quotations of 50 broker companies, at 16 concurrent calls, beside the same page read by plain SQL
// (the page's SELECT and its count, at the same concurrency on the same pool), and their ratio.
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { Actor } from "@/server/auth/actor";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { db } from "@/server/db";
import { listQuotations } from "@/server/quotations/list-quotations";

const DEMO_PASSWORD = "Portal-Demo-2026!";
const COMPANIES = 50;
const BROKERS_PER_COMPANY = 4;
/** Insured names are "<town> <theme> <kind>"; a town is in about 1% of them (the text search). */
const TOWNS = [
  "Abbotsford",
  "Ashland",
  "Bayside",
  "Beacon",
  "Bellmont",
  "Birchwood",
  "Bluff City",
  "Bridgeport",
  "Brookfield",
  "Burlington",
  "Camden",
  "Canton",
  "Cedar Falls",
  "Clearwater",
  "Clifton",
  "Columbia",
  "Concord",
  "Cortland",
  "Danbury",
  "Dayton",
  "Dover",
  "Eastwood",
  "Edgewater",
  "Elmira",
  "Fairfield",
  "Fairview",
  "Franklin",
  "Georgetown",
  "Glendale",
  "Granville",
  "Greenville",
  "Hamilton",
  "Harmony",
  "Hartford",
  "Hillsboro",
  "Hudson",
  "Independence",
  "Jackson",
  "Kingston",
  "Lakewood",
  "Lancaster",
  "Lexington",
  "Lincoln",
  "Madison",
  "Manchester",
  "Marion",
  "Milford",
  "Monroe",
  "Newport",
  "Norwood",
  "Oakdale",
  "Oxford",
  "Plymouth",
  "Portland",
  "Princeton",
  "Quincy",
  "Richmond",
  "Riverside",
  "Rochester",
  "Salem",
  "Sheffield",
  "Shelby",
  "Springfield",
  "Stratford",
  "Summerville",
  "Troy",
  "Union",
  "Vernon",
  "Warren",
  "Waverly",
  "Westfield",
  "Weston",
  "Wheaton",
  "Winchester",
  "Windsor",
  "Woodbury",
  "Yorktown",
  "Zanesville",
  "Ridgefield",
  "Mapleton",
  "Pinecrest",
  "Rockport",
  "Sandpoint",
  "Silverton",
  "Stonebridge",
  "Sunnyvale",
  "Tidewater",
  "Valleyview",
  "Whitfield",
  "Brampton",
  "Crestview",
  "Driftwood",
  "Elmhurst",
  "Foxborough",
  "Goldfield",
  "Hazelwood",
  "Ironwood",
  "Juniper",
  "Kettering",
  "Larkspur",
];
const THEMES = [
  "Jazz",
  "Food",
  "Music",
  "Arts",
  "Wine",
  "Harvest",
  "Summer",
  "Winter",
  "Film",
  "Folk",
  "Blues",
  "Craft Beer",
  "Marathon",
  "Rodeo",
  "Garden",
  "Air",
  "Street",
];
const KINDS = ["Festival", "Fair", "Parade", "Concert Series", "Show", "Gala", "Promotions LLC", "Weekend"];
const SEARCH = "harmony";

/** Statuses with the weights of a book a few years old: most quotations ended one way or another. */
const STATUS_WEIGHTS: [string, number][] = [
  ["NEW", 6],
  ["READY", 10],
  ["REFERRED_TO_UNDERWRITER", 3],
  ["PRE_BOUND_REFERRED_TO_UNDERWRITER", 1],
  ["PRE_BOUND", 4],
  ["SIGNED", 2],
  ["READY_TO_BIND", 2],
  ["BOUND", 22],
  ["EXPIRED", 25],
  ["DECLINED", 5],
  ["NTU", 20],
];
const REFERRED = ["REFERRED_TO_UNDERWRITER", "PRE_BOUND_REFERRED_TO_UNDERWRITER"];

const sqlText = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

function statusCase(hash: string) {
  let upTo = 0;
  const total = STATUS_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const arms = STATUS_WEIGHTS.map(([status, weight]) => {
    upTo += weight;
    return `WHEN ${hash} % ${total} < ${upTo} THEN '${status}'::"QuotationStatus"`;
  });
  return `CASE ${arms.join(" ")} END`;
}

/**
 * 50 broker companies with 4 brokers each (the first sees the company's quotations, the others
 * their own), then `count` quotations spread over those 200 brokers and the last ~3 years (one a
 * quarter of an hour, newest last, like ids), each with its version; every fifth has a second one.
 */
async function seed(count: number) {
  const started = performance.now();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`
        INSERT INTO "Company" (name, "agencyCode", email, role, commission, city, state, "updatedAt")
        SELECT 'Bench Brokers ' || lpad(g::text, 2, '0'), 'BENCH' || lpad(g::text, 2, '0'), 'office' || g || '@bench.example.com',
               'BROKER', 10 + g % 6, 'Springfield', 'IL', now()
        FROM generate_series(1, ${COMPANIES}) g`);
      await tx.$executeRawUnsafe(`
        INSERT INTO "User" ("firstName", "lastName", email, "passwordHash", role, "companyId", "permissionLevel", status, "updatedAt")
        SELECT 'Broker' || k, c.name, 'bench.broker' || k || '.' || lower(c."agencyCode") || '@bench.example.com',
               (SELECT "passwordHash" FROM "User" WHERE email = 'broker@example.com'), 'ROLE_BROKER', c.id,
               CASE WHEN k = 1 THEN 'VIEW_COMPANY_INDICATIONS' ELSE 'VIEW_MY_INDICATIONS' END::"PermissionLevel", 'ACTIVE', now()
        FROM "Company" c CROSS JOIN generate_series(1, ${BROKERS_PER_COMPANY}) k
        WHERE c."agencyCode" LIKE 'BENCH%'`);
      // hb, hs and hn are independent deterministic scrambles of g (broker, status, name).
      await tx.$executeRawUnsafe(`
        WITH brokers AS (
          SELECT id, "companyId", (row_number() OVER (ORDER BY id) - 1)::int AS k FROM "User" WHERE email LIKE 'bench.broker%'
        ), rows AS (
          SELECT g, abs(hashint4(g)::bigint) AS hb, abs(hashint4(g + 1000000007)::bigint) AS hs, abs(hashint4(g + 2000000011)::bigint) AS hn,
                 date_trunc('milliseconds', now() - (${count} - g) * interval '15 minutes' - (g % 7) * interval '1 minute') AS created
          FROM generate_series(1, ${count}) g
        )
        INSERT INTO "Quotation" ("quotationNumber", "brokerCompanyId", "brokerUserId", "createdById", status, "insuredName", "eventDate", "createdAt", "updatedAt")
        SELECT 'Q' || to_char(r.created, 'YYYY') || '-' || lpad(r.g::text, 6, '0'), b."companyId", b.id, b.id,
               ${statusCase("r.hs")},
               (${sqlText(TOWNS)})[1 + r.hn % ${TOWNS.length}] || ' ' || (${sqlText(THEMES)})[1 + (r.hn / ${TOWNS.length}) % ${THEMES.length}] || ' ' ||
                 (${sqlText(KINDS)})[1 + (r.hn / ${TOWNS.length * THEMES.length}) % ${KINDS.length}],
               (r.created + (20 + r.hs % 200) * interval '1 day')::date, r.created, r.created
        FROM rows r JOIN brokers b ON b.k = r.hb % ${COMPANIES * BROKERS_PER_COMPANY}`);
      await tx.$executeRawUnsafe(`
        INSERT INTO "QuotationVersion" ("quotationId", "versionNumber", status, "readOnly", kind, "applicantName", "applicantState",
                                        "applicantZipCode", "eventName", "eventType", "datesOfCoverage", "hoursOfCoverageFrom",
                                        "hoursOfCoverageTo", "locationZipCode", "limitPerDay", deductible, "priorLoss",
                                        "declarationAccepted", "totalPremium", "referralReasons", "wizardStep", "submittedAt",
                                        "createdAt", "updatedAt")
        SELECT q.id, v, CASE WHEN v = 1 AND q.id % 5 = 0 THEN 'READY'::"QuotationStatus" ELSE q.status END, v = 1 AND q.id % 5 = 0,
               'EVENT', q."insuredName", 'NY', '10024', q."insuredName", 'Festival', ARRAY[q."eventDate"], '10:00', '18:00', '10024',
               10000, 0, false, q.status <> 'NEW', CASE WHEN q.status = 'NEW' THEN NULL ELSE 250 + q.id % 5000 END,
               CASE WHEN q.status IN ('REFERRED_TO_UNDERWRITER', 'PRE_BOUND_REFERRED_TO_UNDERWRITER') THEN ARRAY['Premium below the minimum premium'] ELSE ARRAY[]::text[] END,
               CASE WHEN q.status = 'NEW' THEN q.id % 8 ELSE 7 END, CASE WHEN q.status = 'NEW' THEN NULL ELSE q."createdAt" END,
               q."createdAt" + (v - 1) * interval '1 day', q."createdAt" + (v - 1) * interval '1 day'
        FROM "Quotation" q CROSS JOIN generate_series(1, 2) v
        WHERE q."brokerUserId" IN (SELECT id FROM "User" WHERE email LIKE 'bench.broker%') AND (v = 1 OR q.id % 5 = 0)`);
    },
    { timeout: 300_000 },
  );
  // A table this size has been vacuumed and analysed by autovacuum long before anyone lists it.
  for (const table of ["Company", "User", "Quotation", "QuotationVersion"]) await db.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
  // Write the inserted pages out now, not during the first timed case.
  await db.$executeRawUnsafe("CHECKPOINT");
  return performance.now() - started;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * CPU time (ms) used so far by the PostgreSQL backends of the bench database, from
 * /proc/<pid>/schedstat (nanoseconds) of the processes titled "postgres: … <database> …". Null
 * when the server is not on this machine (or not Linux).
 */
function postgresCpuMs(database: string): number | null {
  try {
    let ns = 0;
    let found = false;
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, "latin1");
        if (!title.startsWith("postgres:") || !title.includes(` ${database} `)) continue;
        ns += Number(readFileSync(`/proc/${pid}/schedstat`, "latin1").split(" ")[0]);
        found = true;
      } catch {
        // the process ended meanwhile
      }
    }
    return found ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

let benchDatabase = "";

type Stats = { samples: number[]; seconds: number; cpuMs: number; pgCpuMs: number | null };

/** `calls` calls of fn from `concurrency` workers at once; adds each call's latency to `stats`. */
async function burst(fn: () => Promise<unknown>, calls: number, concurrency: number, stats: Stats) {
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpuMs(benchDatabase);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls) {
        next++;
        const t = performance.now();
        await fn();
        stats.samples.push(performance.now() - t);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  stats.cpuMs += (used.user + used.system) / 1000;
  const pgAfter = postgresCpuMs(benchDatabase);
  stats.pgCpuMs = pgBefore === null || pgAfter === null || stats.pgCpuMs === null ? null : stats.pgCpuMs + pgAfter - pgBefore;
  stats.seconds += (performance.now() - started) / 1000;
}

/**
 * Times a and b alike: a warm-up round each, then `calls` calls of each in alternating bursts, so
 * that other work on the machine weighs on both the same.
 */
async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, calls: number, concurrency: number) {
  const stats = [a, b].map((): Stats => ({ samples: [], seconds: 0, cpuMs: 0, pgCpuMs: 0 }));
  for (const fn of [a, b]) await Promise.all(Array.from({ length: concurrency }, () => fn()));
  const rounds = 5;
  for (let r = 0; r < rounds; r++) {
    const n = Math.ceil(calls / rounds);
    await burst(a, n, concurrency, stats[0]);
    await burst(b, n, concurrency, stats[1]);
  }
  return stats.map((s) => ({
    p50: percentile(s.samples, 50),
    p95: percentile(s.samples, 95),
    perSecond: s.samples.length / s.seconds,
    /** Node's own CPU time per call (the client side: Prisma, pg, our code). */
    nodeCpuMs: s.cpuMs / s.samples.length,
    /** The database server's CPU time per call (its backends for this database). */
    pgCpuMs: s.pgCpuMs === null ? null : s.pgCpuMs / s.samples.length,
  }));
}

type Scope = { brokerCompanyId: number } | null;
type Case = { name: string; query: string; sqlWhere: string; params: unknown[] };

function cases(): Case[] {
  const like = `%${SEARCH}%`;
  return [
    { name: "page 1", query: "", sqlWhere: "TRUE", params: [] },
    {
      name: "status: 2 referred",
      query: REFERRED.map((s) => `status[]=${s}`).join("&"),
      sqlWhere: `q.status = ANY($1::"QuotationStatus"[])`,
      params: [REFERRED],
    },
    {
      name: `search "${SEARCH}"`,
      query: `f=${encodeURIComponent(JSON.stringify({ or: [{ quotationNumber: { like: SEARCH } }, { insuredName: { like: SEARCH } }, { "brokerCompany.name": { like: SEARCH } }] }))}`,
      // The company condition as an init plan (ids first), so that the OR can use the indexes.
      sqlWhere: `(q."quotationNumber" ILIKE $1 OR q."insuredName" ILIKE $1 OR q."brokerCompanyId" = ANY(ARRAY(SELECT id FROM "Company" WHERE name ILIKE $1)))`,
      params: [like],
    },
  ];
}

/** The page and its count in plain SQL, the way a hand-written endpoint would read them. */
function plainQuery(scope: Scope, c: Case) {
  const params = [...c.params];
  let where = c.sqlWhere;
  if (scope) {
    params.push(scope.brokerCompanyId);
    where = `q."brokerCompanyId" = $${params.length} AND ${where}`;
  }
  return {
    page: `SELECT q.id, q."quotationNumber", q."insuredName", c.id AS "companyId", c.name AS "companyName", q."eventDate", q.status, q."createdAt"
           FROM "Quotation" q JOIN "Company" c ON c.id = q."brokerCompanyId" WHERE ${where} ORDER BY q."createdAt" DESC, q.id DESC LIMIT 10`,
    count: `SELECT count(*)::int AS n FROM "Quotation" q WHERE ${where}`,
    params,
  };
}

async function signedInActor(email: string): Promise<Actor> {
  const { sessionId } = await signInWithPassword({ email, password: DEMO_PASSWORD }, { ip: null, userAgent: "bench" });
  const actor = await actorForSession(sessionId);
  if (!actor) throw new Error(`no actor for ${email}`);
  return actor;
}

export type QuotationBenchRow = {
  actor: string;
  case: string;
  rows: number;
  p50: number;
  p95: number;
  perSecond: number;
  nodeCpuMs: number;
  pgCpuMs: number | null;
  sqlP50: number;
  sqlP95: number;
  sqlPerSecond: number;
  sqlNodeCpuMs: number;
  sqlPgCpuMs: number | null;
};

export async function benchQuotations(options: { quotations?: number; calls?: number; concurrency?: number; explain?: boolean } = {}) {
  const count = options.quotations ?? 100_000;
  const calls = options.calls ?? 400;
  const concurrency = options.concurrency ?? 16;
  benchDatabase = new URL(process.env.DATABASE_URL ?? "postgresql://x/portal_bench").pathname.slice(1);
  const seedMs = await seed(count);
  const loadStart = loadavg()[0].toFixed(1);

  // The broker of the bench company with the most quotations, who sees the whole company's.
  const [biggest] = await db.$queryRawUnsafe<{ email: string; companyId: number }[]>(`
    SELECT u.email, u."companyId" FROM "User" u
    WHERE u.email LIKE 'bench.broker1.%' AND u."permissionLevel" = 'VIEW_COMPANY_INDICATIONS'
    ORDER BY (SELECT count(*) FROM "Quotation" q WHERE q."brokerCompanyId" = u."companyId") DESC, u.id LIMIT 1`);
  const actors: { label: string; actor: Actor; scope: Scope }[] = [
    { label: "broker (company view)", actor: await signedInActor(biggest.email), scope: { brokerCompanyId: biggest.companyId } },
    { label: "underwriter", actor: await signedInActor("underwriter@example.com"), scope: null },
  ];

  const rows: QuotationBenchRow[] = [];
  for (const { label, actor, scope } of actors) {
    for (const c of cases()) {
      const url = `http://bench/api/quotation${c.query ? `?${c.query}` : ""}`;
      const sql = plainQuery(scope, c);
      const plain = () =>
        Promise.all([
          db.$queryRawUnsafe<{ id: number }[]>(sql.page, ...sql.params),
          db.$queryRawUnsafe<{ n: number }[]>(sql.count, ...sql.params),
        ]);

      // Both read the same page: same ids in the same order, same count.
      const [fromUseCase, [page, [{ n }]]] = await Promise.all([listQuotations(actor, url), plain()]);
      const same =
        fromUseCase.pagination.itemsCount === n && fromUseCase.items.map((i) => i.id).join(",") === page.map((r) => r.id).join(",");
      if (!same) throw new Error(`${label} / ${c.name}: the use case and the plain SQL read different pages`);
      if (options.explain) {
        for (const text of [sql.page, sql.count]) {
          const plan = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, ...sql.params);
          console.log(`\n-- ${label} / ${c.name}\n${plan.map((p) => p["QUERY PLAN"]).join("\n")}`);
        }
      }

      const [a, b] = await compare(() => listQuotations(actor, url), plain, calls, concurrency);
      rows.push({
        actor: label,
        case: c.name,
        rows: n,
        p50: a.p50,
        p95: a.p95,
        perSecond: a.perSecond,
        nodeCpuMs: a.nodeCpuMs,
        pgCpuMs: a.pgCpuMs,
        sqlP50: b.p50,
        sqlP95: b.p95,
        sqlPerSecond: b.perSecond,
        sqlNodeCpuMs: b.nodeCpuMs,
        sqlPgCpuMs: b.pgCpuMs,
      });
    }
  }

  const ms = (v: number, width: number) => v.toFixed(1).padStart(width);
  console.log(
    `\nQuotation list (ms): ${count.toLocaleString("en-US")} quotations, ${COMPANIES} companies × ${BROKERS_PER_COMPANY} brokers (seeded in ${(seedMs / 1000).toFixed(1)} s), ` +
      `${concurrency} concurrent calls, ${calls} calls per case; load average ${loadStart} before, ${loadavg()[0].toFixed(1)} after`,
  );
  const cpu = (v: number | null) => (v === null ? "n/a" : v.toFixed(2)).padStart(6);
  console.log(
    "actor                  case                 matches │ use case p50    p95 call/s  Node    PG │ plain SQL p50    p95 call/s  Node    PG │ p95 ratio",
  );
  for (const r of rows) {
    console.log(
      `${r.actor.padEnd(22)} ${r.case.padEnd(20)} ${String(r.rows).padStart(7)} │ ${ms(r.p50, 12)} ${ms(r.p95, 6)} ${r.perSecond.toFixed(0).padStart(6)} ${cpu(r.nodeCpuMs)}${cpu(r.pgCpuMs)} │ ` +
        `${ms(r.sqlP50, 13)} ${ms(r.sqlP95, 6)} ${r.sqlPerSecond.toFixed(0).padStart(6)} ${cpu(r.sqlNodeCpuMs)}${cpu(r.sqlPgCpuMs)} │ ${(r.p95 / r.sqlP95).toFixed(1).padStart(8)}×`,
    );
  }
  console.log(
    "p50/p95: ms per call while 16 run at once; call/s: calls completed per second; Node, PG: ms of CPU per call in this process and in the database server's backends",
  );
  return rows;
}
