// Reports and statistics benchmark (issue 13): on 100,000 quotations and 20,000 policies with
// 100,000 premium transactions (invoices) in the current year,
//   - GET /api/statistics (getStatistics) p50/p95 at 16 concurrent calls, beside the same figures
//     read by plain SQL on the same pool, and their ratio (goal: p95 ≤ 100 ms);
//   - GET /api/report/bordereaux (listBordereaux), one page of the year with its totals, the same;
//   - the CSV and XLSX exports of all 100,000 transactions: time to the last byte, the process's
//     CPU time, bytes, and its peak memory above its level before the export (goal: under 5 s,
//     memory flat), and the CSV once more in another order than the index's (by premium).
// Run by `npm run bench` (BENCH_ONLY=reports for this one alone). The migrations, applied by
// scripts/bench.mjs, bring the kept monthly aggregate (D55) and the index on ("issuedAt", id) (D49).
import { performance } from "node:perf_hooks";
import { loadavg } from "node:os";
import { currentYearRange } from "@/lib/reports/bordereaux";
import type { Actor } from "@/server/auth/actor";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { db } from "@/server/db";
import { exportBordereauxCsv, exportBordereauxXlsx } from "@/server/reports/export-bordereaux";
import { listBordereaux } from "@/server/reports/list-bordereaux";
import { nyMidnightUtc } from "@/server/reports/bordereau-sql";
import { getStatistics } from "@/server/statistics/get-statistics";

const DEMO_PASSWORD = "Portal-Demo-2026!";
const BENCH_COMPANIES = 20;

async function seed(options: { quotations: number; policies: number; transactions: number }) {
  const started = performance.now();
  const year = currentYearRange();
  const yearStart = nyMidnightUtc(year.from);
  await db.$transaction(
    async (tx) => {
      const [{ n: existing }] = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "Quotation"`);
      // Broker companies and brokers of this bench (the quotation bench may have made its own).
      await tx.$executeRawUnsafe(`
        INSERT INTO "Company" (name, "agencyCode", email, role, commission, city, state, "updatedAt")
        SELECT 'Report Brokers ' || lpad(g::text, 2, '0'), 'RPT' || lpad(g::text, 2, '0'), 'office' || g || '@reports.example.com', 'BROKER', 10 + g % 6, 'Albany', 'NY', now()
        FROM generate_series(1, ${BENCH_COMPANIES}) g`);
      await tx.$executeRawUnsafe(`
        INSERT INTO "User" ("firstName", "lastName", email, "passwordHash", role, "companyId", "permissionLevel", status, "updatedAt")
        SELECT 'Broker', c.name, 'report.broker.' || lower(c."agencyCode") || '@reports.example.com',
               (SELECT "passwordHash" FROM "User" WHERE email = 'broker@example.com'), 'ROLE_BROKER', c.id, 'VIEW_COMPANY_INDICATIONS', 'ACTIVE', now()
        FROM "Company" c WHERE c."agencyCode" LIKE 'RPT%'`);
      const missing = Math.max(0, options.quotations - existing);
      if (missing > 0) {
        // Quotations over the last ~3 years (one every 15 minutes), statuses spread, one version each.
        await tx.$executeRawUnsafe(`
          WITH brokers AS (SELECT id, "companyId", (row_number() OVER (ORDER BY id) - 1)::int AS k FROM "User" WHERE email LIKE 'report.broker.%'),
          rows AS (SELECT g, abs(hashint4(g)::bigint) AS h, date_trunc('milliseconds', now() - (${missing} - g) * interval '15 minutes') AS created FROM generate_series(1, ${missing}) g)
          INSERT INTO "Quotation" ("quotationNumber", "brokerCompanyId", "brokerUserId", "createdById", status, "insuredName", "eventDate", "createdAt", "updatedAt")
          SELECT 'RQ-' || lpad(r.g::text, 7, '0'), b."companyId", b.id, b.id,
                 (ARRAY['NEW','READY','REFERRED_TO_UNDERWRITER','PRE_BOUND','SIGNED','READY_TO_BIND','EXPIRED','DECLINED','NTU','READY'])[1 + r.h % 10]::"QuotationStatus",
                 'Insured ' || r.g, (r.created + interval '60 days')::date, r.created, r.created
          FROM rows r JOIN brokers b ON b.k = r.h % ${BENCH_COMPANIES}`);
        await tx.$executeRawUnsafe(`
          INSERT INTO "QuotationVersion" ("quotationId", "versionNumber", status, kind, "applicantName", "applicantState", "locationState", "eventName",
                                          "limitPerDay", deductible, "totalPremium", "referralReasons", "createdAt", "updatedAt")
          SELECT q.id, 1, q.status, 'EVENT', q."insuredName", 'NY', 'NY', 'Festival ' || q.id, 10000, 0, 1100, ARRAY[]::text[], q."createdAt", q."createdAt"
          FROM "Quotation" q WHERE q."quotationNumber" LIKE 'RQ-%'`);
      }
      await tx.$executeRawUnsafe(`
        INSERT INTO "Binder" ("uniqueMarketReference", value, "from", "until")
        SELECT 'B0999RPT' || g || '${year.from.slice(0, 4)}', 900000000, '${year.from}'::date, '${year.until}'::date - 1 FROM generate_series(1, 3) g`);
      // 20,000 quotations become policies (the newest without one), bound through the year.
      await tx.$executeRawUnsafe(`
        CREATE TEMP TABLE bench_bound ON COMMIT DROP AS
        SELECT q.id AS qid, v.id AS vid, q."brokerCompanyId", q."brokerUserId", row_number() OVER (ORDER BY q.id DESC) AS k
        FROM "Quotation" q JOIN LATERAL (SELECT id FROM "QuotationVersion" WHERE "quotationId" = q.id ORDER BY "versionNumber" DESC LIMIT 1) v ON TRUE
        WHERE NOT EXISTS (SELECT 1 FROM "Policy" p WHERE p."quotationId" = q.id) ORDER BY q.id DESC LIMIT ${options.policies}`);
      await tx.$executeRawUnsafe(`UPDATE "Quotation" q SET status = 'BOUND' FROM bench_bound b WHERE q.id = b.qid`);
      await tx.$executeRawUnsafe(
        `UPDATE "QuotationVersion" v SET status = 'BOUND', "locationState" = 'NY' FROM bench_bound b WHERE v.id = b.vid`,
      );
      await tx.$executeRawUnsafe(`
        INSERT INTO "PerilValue" ("versionId", peril, threshold, "limitPerDay", "limit", premium, selected, quotable)
        SELECT b.vid, p.peril::"Peril", p.threshold, 10000, 10000, p.premium, true, true
        FROM bench_bound b CROSS JOIN (VALUES ('rainfall', 0.5, 800), ('maximumTemperature', 95, 300)) AS p(peril, threshold, premium)
        ON CONFLICT ("versionId", peril) DO UPDATE SET selected = true, threshold = EXCLUDED.threshold`);
      const days = Math.max(1, Math.floor((Date.now() - Date.parse(`${yearStart.replace(" ", "T")}Z`)) / 86_400_000));
      await tx.$executeRawUnsafe(`
        INSERT INTO "Policy" ("policyNumber", "quotationId", "quotationVersionId", "boundVersionId", "brokerCompanyId", "brokerUserId", "binderId",
                              "insuredName", "insuredStreet", "insuredCity", "insuredState", "insuredZipCode", kind, "itemName", "dateFrom", "dateUntil",
                              deductible, "aggregateLimit", premium, status, "boundAt", "createdAt", "updatedAt")
        SELECT 'WEP-RPT-' || lpad(b.k::text, 6, '0'), b.qid, b.vid, b.vid, b."brokerCompanyId", b."brokerUserId",
               (SELECT id FROM "Binder" WHERE "uniqueMarketReference" LIKE 'B0999RPT%' ORDER BY id LIMIT 1 OFFSET (b.k % 3)::int),
               'Insured ' || b.qid, '1 Main Street', 'Albany', 'NY', '12207', 'EVENT', 'Festival ' || b.qid,
               ('${year.from}'::date + (b.k % ${days})::int + 60), ('${year.from}'::date + (b.k % ${days})::int + 61),
               0, 10000, 1100, CASE WHEN b.k % 10 = 0 THEN 'CANCELLED' ELSE 'LIVE' END::"PolicyStatus",
               '${yearStart}'::timestamp + (b.k % ${days}) * interval '1 day', '${yearStart}'::timestamp + (b.k % ${days}) * interval '1 day', now()
        FROM bench_bound b`);
      // ${options.transactions} invoices: each policy's bind, then endorsements, final sales and a cancellation credit.
      const perPolicy = Math.ceil(options.transactions / options.policies);
      await tx.$executeRawUnsafe(`
        INSERT INTO "Invoice" ("invoiceNumber", "policyId", kind, "grossBoundPremium", "commissionRate", commission, "stateTax", "stampingFee",
                               "municipalityTax", fees, "amountDue", "grossTotal", "taxState", "issuedAt",
                               "termsVersionId", "sumInsured", deductible, "riskInception", "riskExpiry")
        SELECT 'INV-RPT-' || p.id || '-' || t, p.id,
               (CASE WHEN t = 0 THEN 'BIND' WHEN t = ${perPolicy - 1} AND p.status = 'CANCELLED' THEN 'CANCELLATION' WHEN t % 2 = 1 THEN 'ENDORSEMENT' ELSE 'FINAL_SALES' END)::"InvoiceKind",
               a.gross, 15, round(a.gross * 0.15, 2), round(a.gross * 0.036, 2), round(a.gross * 0.0015, 2), 0, 0,
               a.gross + round(a.gross * 0.036, 2) + round(a.gross * 0.0015, 2) - round(a.gross * 0.15, 2),
               a.gross + round(a.gross * 0.036, 2) + round(a.gross * 0.0015, 2), 'NY',
               LEAST(p."boundAt" + t * interval '3 hours' + (p.id % 60) * interval '1 minute', now() - interval '1 minute'),
               p."quotationVersionId", p."aggregateLimit", p.deductible, p."dateFrom", p."dateUntil"
        FROM "Policy" p CROSS JOIN generate_series(0, ${perPolicy - 1}) t
        CROSS JOIN LATERAL (SELECT (CASE WHEN t = 0 THEN 1100 WHEN t = ${perPolicy - 1} AND p.status = 'CANCELLED' THEN -825 ELSE 50 + (p.id + t) % 200 END)::numeric(14, 2) AS gross) a
        WHERE p."policyNumber" LIKE 'WEP-RPT-%'`);
    },
    { timeout: 600_000 },
  );
  for (const table of [
    "Company",
    "User",
    "Quotation",
    "QuotationVersion",
    "QuotationCount",
    "PerilValue",
    "Policy",
    "Invoice",
    "Binder",
    "TransactionMonthTotal",
  ])
    await db.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
  await db.$executeRawUnsafe("CHECKPOINT");
  return performance.now() - started;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function burst(fn: () => Promise<unknown>, calls: number, concurrency: number, samples: number[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls) {
        next++;
        const t = performance.now();
        await fn();
        samples.push(performance.now() - t);
      }
    }),
  );
}

/** a and b alike: a warm-up each, then alternating bursts, so that other load weighs on both. */
async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, calls: number, concurrency: number) {
  const samples: [number[], number[]] = [[], []];
  for (const fn of [a, b]) await Promise.all(Array.from({ length: concurrency }, () => fn()));
  for (let r = 0; r < 5; r++) {
    await burst(a, Math.ceil(calls / 5), concurrency, samples[0]);
    await burst(b, Math.ceil(calls / 5), concurrency, samples[1]);
  }
  return samples.map((s) => ({ p50: percentile(s, 50), p95: percentile(s, 95) }));
}

async function signedInActor(email: string): Promise<Actor> {
  const { sessionId } = await signInWithPassword({ email, password: DEMO_PASSWORD }, { ip: null, userAgent: "bench" });
  const actor = await actorForSession(sessionId);
  if (!actor) throw new Error(`no actor for ${email}`);
  return actor;
}

/** Reads a response to its end; time, the process's CPU time, bytes and the peak memory (RSS and heap) above the level before. */
async function measureExport(make: () => Promise<Response>) {
  if (global.gc) global.gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const response = await make();
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(timer);
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    load: loadavg()[0].toFixed(1),
    bytes,
    rssMb: (peakRss - before.rss) / 1e6,
    heapMb: (peakHeap - before.heapUsed) / 1e6,
  };
}

export async function benchReports(
  options: { quotations?: number; policies?: number; transactions?: number; calls?: number; concurrency?: number } = {},
) {
  const quotations = options.quotations ?? 100_000;
  const policies = options.policies ?? 20_000;
  const transactions = options.transactions ?? 100_000;
  const calls = options.calls ?? 200;
  const concurrency = options.concurrency ?? 16;
  // BENCH_REPORTS_SKIP_SEED=1 measures again a database this bench seeded before.
  const seedMs = process.env.BENCH_REPORTS_SKIP_SEED === "1" ? 0 : await seed({ quotations, policies, transactions });
  const year = currentYearRange();
  const load = loadavg()[0].toFixed(1);

  const admin = await signedInActor("admin@example.com");
  const [{ email, companyId }] = await db.$queryRawUnsafe<{ email: string; companyId: number }[]>(
    `SELECT email, "companyId" FROM "User" WHERE email LIKE 'report.broker.%' ORDER BY id LIMIT 1`,
  );
  const broker = await signedInActor(email);
  const [{ n: invoices }] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "Invoice" WHERE "issuedAt" >= $1::timestamp AND "issuedAt" < $2::timestamp`,
    nyMidnightUtc(year.from),
    nyMidnightUtc(year.until),
  );

  const from = nyMidnightUtc(year.from);
  const until = nyMidnightUtc(year.until);
  const live = `ARRAY['RATING_IN_PROGRESS','RATING_COMPLETED','READY','REFERRED_TO_UNDERWRITER','PRE_BOUND_REFERRED_TO_UNDERWRITER','PRE_BOUND','SIGNED','READY_TO_BIND']`;
  /**
   * The statistics' figures in plain SQL, read the same way as getStatistics for the same range
   * (`yearOnly`: this year; otherwise all time): the kept monthly totals, the quotations by status
   * (from "Quotation" for a range, from the kept counts for all time), the binders' capacity and the
   * filters' choices (a broker's binders are those of its policies).
   */
  const plainStatistics = (scope: number | null, yearOnly: boolean) =>
    Promise.all([
      db.$queryRawUnsafe(
        `SELECT to_char(t.month, 'YYYY-MM'), t."brokerCompanyId", min(c.name), sum(t.n)::int, (sum(t.n) FILTER (WHERE t.kind = 'BIND'))::int,
                sum(t."grossPremium")::text, sum(t.commission)::text
         FROM "TransactionMonthTotal" t JOIN "Company" c ON c.id = t."brokerCompanyId"
         WHERE ${yearOnly ? `t.month >= '${year.from}'::date AND t.month < '${year.until}'::date` : "TRUE"} ${scope ? `AND t."brokerCompanyId" = ${scope}` : ""}
         GROUP BY t.month, t."brokerCompanyId"`,
      ),
      yearOnly
        ? db.$queryRawUnsafe(
            `SELECT status, count(*)::int FROM "Quotation" WHERE "createdAt" >= $1::timestamp AND "createdAt" < $2::timestamp ${scope ? `AND "brokerCompanyId" = ${scope}` : ""} GROUP BY status`,
            from,
            until,
          )
        : db.$queryRawUnsafe(
            `SELECT status, sum(n)::int FROM "QuotationCount" ${scope ? `WHERE "brokerCompanyId" = ${scope}` : ""} GROUP BY status HAVING sum(n) > 0`,
          ),
      scope
        ? Promise.resolve([])
        : db.$queryRawUnsafe(
            `SELECT b.id, (SELECT sum("aggregateLimit") FROM "Policy" p WHERE p."binderId" = b.id AND p.status <> 'CANCELLED') FROM "Binder" b`,
          ),
      scope
        ? db.$queryRawUnsafe(
            `SELECT id, "uniqueMarketReference" FROM "Binder" WHERE id IN (SELECT DISTINCT "binderId" FROM "Policy" WHERE "brokerCompanyId" = ${scope})`,
          )
        : Promise.all([
            db.$queryRawUnsafe(`SELECT id, "uniqueMarketReference" FROM "Binder" ORDER BY "from" DESC, id DESC`),
            db.$queryRawUnsafe(`SELECT id, name FROM "Company" WHERE role = 'BROKER' ORDER BY name, id`),
          ]),
      db.$queryRawUnsafe(`SELECT count(*) FROM unnest(${live}) s`),
    ]);
  /** The bordereau's first page with the totals of the year in plain SQL: one statement, as listBordereaux reads them. */
  const plainPage = () =>
    db.$queryRawUnsafe(
      `WITH totals AS (
         SELECT count(*)::int AS n, sum(i."grossBoundPremium")::text AS gross, sum(i.commission)::text AS commission, sum(i."grossBoundPremium" - i.commission)::text AS net,
                sum(i."stateTax")::text AS tax, sum(i."stampingFee")::text AS stamping, sum(i."municipalityTax")::text AS municipality, sum(i.fees)::text AS fees
         FROM "Invoice" i JOIN "Policy" p ON p.id = i."policyId" JOIN "Binder" b ON b.id = p."binderId" JOIN "Company" c ON c.id = p."brokerCompanyId"
         WHERE i."issuedAt" >= $1::timestamp AND i."issuedAt" < $2::timestamp)
       SELECT totals.*, page.* FROM totals LEFT JOIN LATERAL (
         SELECT i.id, p."policyNumber", b."uniqueMarketReference", c.name, p."insuredName", v."locationState", i."grossBoundPremium"::text, i.commission::text
         FROM "Invoice" i JOIN "Policy" p ON p.id = i."policyId" JOIN "Binder" b ON b.id = p."binderId" JOIN "Company" c ON c.id = p."brokerCompanyId"
         JOIN "QuotationVersion" v ON v.id = p."quotationVersionId"
         WHERE i."issuedAt" >= $1::timestamp AND i."issuedAt" < $2::timestamp ORDER BY i."issuedAt", i.id LIMIT 10) page ON TRUE`,
      from,
      until,
    );

  const thisYear = { currentYear: true } as const;
  const pageUrl = `http://bench/api/report/bordereaux?from=${year.from}&until=${year.until}`;
  const rows: { name: string; p50: number; p95: number; sqlP50: number; sqlP95: number }[] = [];
  for (const [name, a, b] of [
    ["statistics, admin, current year", () => getStatistics(admin, thisYear), () => plainStatistics(null, true)],
    ["statistics, broker, current year", () => getStatistics(broker, thisYear), () => plainStatistics(companyId, true)],
    ["statistics, admin, all time", () => getStatistics(admin, { currentYear: false }), () => plainStatistics(null, false)],
    ["bordereaux page 1 + totals, year", () => listBordereaux(admin, pageUrl), plainPage],
  ] as const) {
    const [x, y] = await compare(a, b, calls, concurrency);
    rows.push({ name, p50: x.p50, p95: x.p95, sqlP50: y.p50, sqlP95: y.p95 });
  }
  const loadAfterCalls = loadavg()[0].toFixed(1);

  const exportUrl = (ext: string, query = "") => `http://bench/api/report/bordereaux.${ext}?from=${year.from}&until=${year.until}${query}`;
  const exports = [
    ["CSV", await measureExport(() => exportBordereauxCsv(admin, exportUrl("csv")))],
    ["XLSX", await measureExport(() => exportBordereauxXlsx(admin, exportUrl("xlsx")))],
    ["CSV by premium", await measureExport(() => exportBordereauxCsv(admin, exportUrl("csv", "&s[field]=grossPremium&s[direction]=desc")))],
  ] as const;

  console.log(
    `\nReports and statistics (ms): ${quotations.toLocaleString("en-US")}+ quotations, ${policies.toLocaleString("en-US")} policies, ${invoices.toLocaleString("en-US")} transactions this year ` +
      `(seeded in ${(seedMs / 1000).toFixed(1)} s), ${concurrency} concurrent calls, ${calls} calls per case; load average ${load} before, ${loadAfterCalls} after`,
  );
  console.log("case                                   │ use case p50    p95 │ plain SQL p50    p95 │ p95 ratio");
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(38)} │ ${r.p50.toFixed(1).padStart(12)} ${r.p95.toFixed(1).padStart(6)} │ ${r.sqlP50.toFixed(1).padStart(13)} ${r.sqlP95.toFixed(1).padStart(6)} │ ${(r.p95 / r.sqlP95).toFixed(1).padStart(8)}×`,
    );
  }
  for (const [name, e] of exports) {
    console.log(
      `export ${name.padEnd(14)} of ${invoices.toLocaleString("en-US")} transactions: ${(e.ms / 1000).toFixed(2)} s (Node CPU ${(e.cpuMs / 1000).toFixed(2)} s, load average ${e.load}), ` +
        `${(e.bytes / 1e6).toFixed(1)} MB, peak memory above start: RSS ${e.rssMb.toFixed(0)} MB, heap ${e.heapMb.toFixed(0)} MB`,
    );
  }
  const [csv, xlsx] = [exports[0][1], exports[1][1]];
  return { rows, csv, xlsx, invoices };
}
