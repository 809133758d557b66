// Claims determination benchmark: BENCH_CLAIM_POLICIES (20,000) LIVE event policies, written by
// SQL, all covering one day at one station with two insured perils (rainfall, at 0.5 in for half
// of them and 2 in for the others, and maximum temperature at 95 °F). The day's observation arrives
// (upsertObservations: 1 in of rain, 25 °C), then determineStationDays(station, [day]) determines
// every policy: two results each, and a claim opened and determined for the half whose threshold
// the rain reached. Reports the total, each batch's time per policy (p50/p95), the CPU of the Node
// process and of the database's backends, and beside it the plain SQL that reads the same rows (the
// policies, their versions and perils, the observation) batch by batch, with the ratio.
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { determineStationDays } from "@/server/claims/determine-station-days";
import { BATCH, observeBatches } from "@/server/claims/internal/policy-batches";
import { db } from "@/server/db";
import { upsertObservations } from "@/server/weather/save-observations";

const STATION = "BENCH0CLAIMS";

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU time (ms) used so far by the PostgreSQL backends of `database` (/proc/<pid>/schedstat); null when not on this machine. */
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

/** The policies, each on its own quotation and version, as a bind writes them (the rating naming the station). */
async function seed(policies: number, day: string) {
  const started = performance.now();
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`
        INSERT INTO "WeatherStation" (id, name, state, latitude, longitude, elements)
        VALUES (${STATION}, 'CLAIMS BENCH STATION', 'WI', 42.95, -87.9, ARRAY['PRCP', 'SNOW', 'TMAX', 'TMIN'])
        ON CONFLICT (id) DO NOTHING`;
      const [broker] = await tx.$queryRaw<{ id: number; companyId: number }[]>`
        SELECT id, "companyId" FROM "User" WHERE email = 'broker@example.com'`;
      const [binder] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Binder" ORDER BY id LIMIT 1`;
      await tx.$executeRaw`
        INSERT INTO "Quotation" ("quotationNumber", "brokerCompanyId", "brokerUserId", "createdById", status, "insuredName", "eventDate", "updatedAt")
        SELECT 'CQ-' || lpad(g::text, 6, '0'), ${broker.companyId}, ${broker.id}, ${broker.id}, 'BOUND', 'Claims Insured ' || g, ${day}::date, now()
        FROM generate_series(1, ${policies}) g`;
      const rating = {
        result: {
          options: [
            { peril: "rainfall", station: { id: STATION } },
            { peril: "maximumTemperature", station: { id: STATION } },
          ],
        },
      };
      await tx.$executeRaw`
        INSERT INTO "QuotationVersion" ("quotationId", "versionNumber", status, kind, "applicantName", "applicantState", "eventName", "datesOfCoverage",
                                        "eventDateFrom", "eventDateUntil", "locationCity", "locationState", "locationZipCode", "limitPerDay", deductible,
                                        "claimsVerificationSource", "stationId", rating, "totalPremium", "referralReasons", "updatedAt")
        SELECT q.id, 1, 'BOUND', 'EVENT', q."insuredName", 'WI', 'Festival ' || q.id, ARRAY[${day}::date], ${day}::date, ${day}::date,
               'Milwaukee', 'WI', '53207', 10000, 500, 'CLOSEST_WEATHER_STATION', ${STATION}, ${JSON.stringify(rating)}::jsonb, 1000, ARRAY[]::text[], now()
        FROM "Quotation" q WHERE q."quotationNumber" LIKE 'CQ-%'`;
      // Rainfall at 0.5 in (the day's 1 in reaches it) for the even quotations, at 2 in for the odd ones.
      await tx.$executeRaw`
        INSERT INTO "PerilValue" ("versionId", peril, threshold, "limitPerDay", "limit", premium, selected, quotable)
        SELECT v.id, p.peril::"Peril", CASE WHEN p.peril = 'rainfall' AND v."quotationId" % 2 = 1 THEN 2 ELSE p.threshold END, 10000, 10000, p.premium, true, true
        FROM "QuotationVersion" v JOIN "Quotation" q ON q.id = v."quotationId" AND q."quotationNumber" LIKE 'CQ-%'
        CROSS JOIN (VALUES ('rainfall', 0.5, 800), ('maximumTemperature', 95, 200)) AS p(peril, threshold, premium)`;
      await tx.$executeRaw`
        INSERT INTO "Policy" ("policyNumber", "quotationId", "quotationVersionId", "boundVersionId", "brokerCompanyId", "brokerUserId", "binderId",
                              "insuredName", "insuredCity", "insuredState", "insuredZipCode", kind, "itemName", "dateFrom", "dateUntil",
                              deductible, "aggregateLimit", premium, status, "updatedAt")
        SELECT 'WEP-CLM-' || substr(q."quotationNumber", 4), q.id, v.id, v.id, q."brokerCompanyId", q."brokerUserId", ${binder.id},
               q."insuredName", 'Milwaukee', 'WI', '53207', 'EVENT', v."eventName", ${day}::date, ${day}::date, 500, 10000, 1000, 'LIVE', now()
        FROM "Quotation" q JOIN "QuotationVersion" v ON v."quotationId" = q.id
        WHERE q."quotationNumber" LIKE 'CQ-%'`;
    },
    { timeout: 600_000 },
  );
  for (const table of ["Quotation", "QuotationVersion", "PerilValue", "Policy", "LossDetermination", "Claim"])
    await db.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
  return performance.now() - started;
}

/** The rows the engine reads for a batch of policies, in plain SQL: policies, versions and perils, and the day's observation. */
async function plainRead(ids: number[], day: string) {
  await db.$queryRaw`
    SELECT p.id, p."policyNumber", p.kind, p."brokerCompanyId", p."brokerUserId", p.deductible, p."aggregateLimit",
           v."datesOfCoverage", v."promotionDate", v."locationState", v."claimsVerificationSource", v."limitPerDay", v."stationId", v.rating->'result'->'options',
           pv.peril, pv.threshold, pv."limitPerDay", pv.selected, pv.premium
    FROM "Policy" p JOIN "QuotationVersion" v ON v.id = p."quotationVersionId" JOIN "PerilValue" pv ON pv."versionId" = v.id
    WHERE p.id = ANY(${ids}::int[])`;
  await db.$queryRaw`SELECT * FROM "WeatherObservation" WHERE "stationId" = ${STATION} AND date = ${day}::date`;
}

export async function benchClaims(options: { policies?: number } = {}) {
  const policies = options.policies ?? 20_000;
  // A day that is over everywhere in the United States.
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const seedMs = await seed(policies, day);
  const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const loadBefore = loadavg()[0].toFixed(1);

  // The day's observation arrives: 1 in of rain (254 tenths of mm), 25 °C.
  const observed = performance.now();
  await db.$transaction((tx) =>
    upsertObservations(tx, STATION, [{ date: day, prcp: 254, snow: 0, tmax: 250, tmin: 150, awnd: null, wsf2: null, thunder: null }]),
  );
  const observationMs = performance.now() - observed;

  const batches: { policies: number; ms: number }[] = [];
  observeBatches((n, ms) => batches.push({ policies: n, ms }));
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpuMs(database);
  const started = performance.now();
  const written = await determineStationDays(STATION, [day]);
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const pgAfter = postgresCpuMs(database);
  observeBatches(null);
  const loadAfter = loadavg()[0].toFixed(1);

  const [check] = await db.$queryRaw<{ rows: number; triggered: number; claims: number; determined: number; amounts: string[] }[]>`
    SELECT (SELECT count(*)::int FROM "LossDetermination" l JOIN "Policy" p ON p.id = l."policyId" WHERE p."policyNumber" LIKE 'WEP-CLM-%') AS rows,
           (SELECT count(*)::int FROM "LossDetermination" l JOIN "Policy" p ON p.id = l."policyId" WHERE p."policyNumber" LIKE 'WEP-CLM-%' AND l.result = 'TRIGGERED') AS triggered,
           (SELECT count(*)::int FROM "Claim" WHERE "claimNumber" LIKE 'WEP-CLM-%') AS claims,
           (SELECT count(*)::int FROM "Claim" WHERE "claimNumber" LIKE 'WEP-CLM-%' AND status = 'DETERMINED') AS determined,
           (SELECT array_agg(DISTINCT amount::text) FROM "Claim" WHERE "claimNumber" LIKE 'WEP-CLM-%') AS amounts`;
  if (check.rows !== policies * 2 || check.claims !== Math.ceil(policies / 2) || check.determined !== check.claims) {
    throw new Error(`unexpected outcome: ${JSON.stringify(check)}`);
  }

  // The same rows read by plain SQL, batch by batch as the engine reads them.
  const ids = (await db.$queryRaw<{ id: number }[]>`SELECT id FROM "Policy" WHERE "policyNumber" LIKE 'WEP-CLM-%' ORDER BY id`).map(
    (r) => r.id,
  );
  await plainRead(ids.slice(0, BATCH), day);
  const plainBatches: { policies: number; ms: number }[] = [];
  const plainStarted = performance.now();
  for (let i = 0; i < ids.length; i += BATCH) {
    const t = performance.now();
    await plainRead(ids.slice(i, i + BATCH), day);
    plainBatches.push({ policies: Math.min(BATCH, ids.length - i), ms: performance.now() - t });
  }
  const plainMs = performance.now() - plainStarted;

  const perPolicy = (list: { policies: number; ms: number }[]) => list.map((b) => b.ms / b.policies);
  const engine = perPolicy(batches);
  const plain = perPolicy(plainBatches);
  const f = (v: number, d = 2) => v.toFixed(d);
  console.log(
    `\nClaims determination: ${policies.toLocaleString("en-US")} LIVE event policies on one day at one station (seeded in ${f(seedMs / 1000, 1)} s), ` +
      `${batches.length} batches of up to ${BATCH}; load average ${loadBefore} before, ${loadAfter} after`,
  );
  console.log(
    `observation saved (upsertObservations): ${f(observationMs, 1)} ms; determineStationDays: ${f(totalMs / 1000, 1)} s, ` +
      `${written.toLocaleString("en-US")} determinations (${check.triggered.toLocaleString("en-US")} triggered), ${check.claims.toLocaleString("en-US")} claims determined (${check.amounts.join(", ")})`,
  );
  const inBatches = batches.reduce((sum, b) => sum + b.ms, 0);
  console.log(
    `selecting the policies: ${f(totalMs - inBatches, 0)} ms; the batches (lock, read, determine, write, claims): ${f(inBatches / 1000, 1)} s`,
  );
  console.log(
    `CPU: Node ${f((used.user + used.system) / 1000 / 1000, 1)} s, PostgreSQL backends ${pgBefore !== null && pgAfter !== null ? `${f((pgAfter - pgBefore) / 1000, 1)} s` : "n/a"}`,
  );
  console.log("per policy (ms)                         │   total s │   p50    p95 │ ratio to plain SQL (total, p95)");
  console.log(
    `determineStationDays (batch ÷ its size)  │ ${f(totalMs / 1000, 1).padStart(9)} │ ${f(percentile(engine, 50)).padStart(5)} ${f(percentile(engine, 95)).padStart(6)} │ ` +
      `${f(totalMs / plainMs, 0)}×, ${f(percentile(engine, 95) / percentile(plain, 95), 0)}×`,
  );
  console.log(
    `plain SQL reads of the same rows         │ ${f(plainMs / 1000, 1).padStart(9)} │ ${f(percentile(plain, 50), 3).padStart(5)} ${f(percentile(plain, 95), 3).padStart(6)} │`,
  );
  return { totalMs, plainMs, engine, plain, written, claims: check.claims };
}
