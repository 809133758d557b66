import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { currentMonthRange, currentYearRange } from "@/lib/reports/bordereaux";
import { LIVE_QUOTATION_STATUSES, statisticsQuerySchema } from "@/lib/statistics/statistics";
import { parseInput } from "@/server/http/parse-input";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { listPolicies } from "@/server/policies/list-policies";
import { listQuotations } from "@/server/quotations/list-quotations";
import { listBordereaux } from "@/server/reports/list-bordereaux";
import { getStatistics } from "@/server/statistics/get-statistics";
import { livePolicy, nyDay, servicingSetup, type ServicingActors } from "../policies/servicing/servicing-support";
import { quotation } from "../support/factories";
import { splitByMonth } from "@/server/statistics/transaction-months";

// The statistics (issue 13): every figure equals a count or sum written here in plain SQL, and the
// bordereau's totals for the same filters, as each role sees them.

let actors: ServicingActors;
const nyMidnight = (day: string) => fromZonedTime(`${day}T00:00:00`, "America/New_York");
const NY = `AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York'`;
// Parsed as the route parses the query (a refusal rejects the promise, as the call would).
const stats = async (actor: Actor, query: Record<string, string> = {}) => getStatistics(actor, parseInput(statisticsQuerySchema, query));

/** Independent figures: invoices (transactions) and quotations in scope, by plain SQL. */
async function expected(
  scope: { companyId?: number; userId?: number },
  filter: { from?: string; until?: string; binderId?: number; brokerCompanyId?: number },
) {
  const conds: string[] = ["TRUE"];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conds.push(sql.replace("?", `$${params.length}`));
  };
  if (scope.companyId) add(`p."brokerCompanyId" = ?`, scope.companyId);
  if (scope.userId) add(`p."brokerUserId" = ?`, scope.userId);
  if (filter.brokerCompanyId) add(`p."brokerCompanyId" = ?`, filter.brokerCompanyId);
  if (filter.binderId) add(`p."binderId" = ?`, filter.binderId);
  if (filter.from) add(`(i."issuedAt" ${NY})::date >= ?::date`, filter.from);
  if (filter.until) add(`(i."issuedAt" ${NY})::date < ?::date`, filter.until);
  const [money] = await db.$queryRawUnsafe<{ policies: number; transactions: number; premium: string; commission: string }[]>(
    `SELECT count(*) FILTER (WHERE i.kind = 'BIND')::int AS policies, count(*)::int AS transactions,
            coalesce(sum(i."grossBoundPremium"), 0)::numeric(20,2)::text AS premium, coalesce(sum(i.commission), 0)::numeric(20,2)::text AS commission
     FROM "Invoice" i JOIN "Policy" p ON p.id = i."policyId" WHERE ${conds.join(" AND ")}`,
    ...params,
  );
  const qConds: string[] = [`q.status::text = ANY($1::text[])`];
  const qParams: unknown[] = [[...LIVE_QUOTATION_STATUSES]];
  const qAdd = (sql: string, value: unknown) => {
    qParams.push(value);
    qConds.push(sql.replace("?", `$${qParams.length}`));
  };
  if (scope.companyId) qAdd(`q."brokerCompanyId" = ?`, scope.companyId);
  if (scope.userId) qAdd(`q."brokerUserId" = ?`, scope.userId);
  if (filter.brokerCompanyId) qAdd(`q."brokerCompanyId" = ?`, filter.brokerCompanyId);
  if (filter.from) qAdd(`(q."createdAt" ${NY})::date >= ?::date`, filter.from);
  if (filter.until) qAdd(`(q."createdAt" ${NY})::date < ?::date`, filter.until);
  const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "Quotation" q WHERE ${qConds.join(" AND ")}`,
    ...qParams,
  );
  return { ...money, liveQuotations: n };
}

const pick = (s: Awaited<ReturnType<typeof getStatistics>>) => ({
  policies: s.policies,
  transactions: s.transactions,
  premium: s.premium,
  commission: s.commission,
  liveQuotations: s.liveQuotations,
});

let binderId: number;

beforeAll(async () => {
  actors = await servicingSetup();
  const a = await livePolicy(actors);
  await livePolicy(actors, { owner: actors.ownOnlyBroker });
  const c = await livePolicy(actors, { owner: actors.otherBroker });
  await cancelPolicy(actors.underwriter, c.id, { reason: "The premium was not paid", cancellationDate: nyDay(0) });
  // Live quotations of each broker, and a draft, which is not live.
  await quotation(actors.broker.id, actors.broker.companyId, "READY");
  await quotation(actors.ownOnlyBroker.id, actors.ownOnlyBroker.companyId, "REFERRED_TO_UNDERWRITER");
  await quotation(actors.otherBroker.id, actors.otherBroker.companyId, "READY");
  await quotation(actors.otherBroker.id, actors.otherBroker.companyId, "NEW");
  binderId = (await db.policy.findUniqueOrThrow({ where: { id: a.id } })).binderId;
});

describe("the figures equal independent SQL", () => {
  const year = currentYearRange();
  const month = currentMonthRange();
  const cases: {
    name: string;
    query: (ids: { harbor: number; binderId: number }) => Record<string, string>;
    filter: (ids: { harbor: number; binderId: number }) => Parameters<typeof expected>[1];
  }[] = [
    { name: "all time", query: () => ({}), filter: () => ({}) },
    { name: "current year only", query: () => ({ currentYear: "true" }), filter: () => year },
    { name: "this month", query: () => month, filter: () => month },
    { name: "from only", query: () => ({ from: nyDay(-400) }), filter: () => ({ from: nyDay(-400) }) },
    {
      name: "today only (a partial month)",
      query: () => ({ from: nyDay(0), until: nyDay(1) }),
      filter: () => ({ from: nyDay(0), until: nyDay(1) }),
    },
    {
      name: "a range with nothing",
      query: () => ({ from: "1990-01-01", until: "1990-02-01" }),
      filter: () => ({ from: "1990-01-01", until: "1990-02-01" }),
    },
    {
      name: "binder",
      query: (ids) => ({ binderId: String(ids.binderId), ...month }),
      filter: (ids) => ({ binderId: ids.binderId, ...month }),
    },
  ];

  it.each(cases)("admin and underwriter: $name", async (c) => {
    const ids = { harbor: actors.otherBroker.companyId, binderId };
    for (const actor of [actors.admin, actors.underwriter]) {
      expect(pick(await stats(actor, c.query(ids)))).toEqual(await expected({}, c.filter(ids)));
    }
  });

  it.each(cases)("brokers see their company's or their own: $name", async (c) => {
    const ids = { harbor: actors.otherBroker.companyId, binderId };
    expect(pick(await stats(actors.broker, c.query(ids)))).toEqual(await expected({ companyId: actors.broker.companyId }, c.filter(ids)));
    expect(pick(await stats(actors.ownOnlyBroker, c.query(ids)))).toEqual(
      await expected({ userId: actors.ownOnlyBroker.id }, c.filter(ids)),
    );
    expect(pick(await stats(actors.otherBroker, c.query(ids)))).toEqual(
      await expected({ companyId: actors.otherBroker.companyId }, c.filter(ids)),
    );
  });

  it("the broker filter (admins and underwriters)", async () => {
    const harbor = actors.otherBroker.companyId;
    const s = await stats(actors.underwriter, { brokerCompanyId: String(harbor), ...month });
    expect(pick(s)).toEqual(await expected({}, { brokerCompanyId: harbor, ...month }));
    expect(s.byBrokerCompany!.map((b) => b.id)).toEqual([harbor]);
  });
});

describe("the statistics agree with the lists and the bordereau", () => {
  it("premium, commission and policies are the bordereau's totals and BIND rows for the same filters", async () => {
    const month = currentMonthRange();
    for (const query of [month, { ...month, binderId: String(binderId) }, { ...month, brokerCompanyId: String(actors.broker.companyId) }]) {
      const s = await stats(actors.admin, query);
      const { brokerCompanyId, binderId: binder, ...range } = query as Record<string, string>;
      const f = JSON.stringify({
        ...(brokerCompanyId ? { brokerCompanyId: { eq: Number(brokerCompanyId) } } : {}),
        ...(binder ? { binderId: { eq: Number(binder) } } : {}),
      });
      const page = await listBordereaux(actors.admin, `http://portal.test/api/report/bordereaux?${new URLSearchParams({ ...range, f })}`);
      expect([s.premium, s.commission, s.netPremium, s.transactions]).toEqual([
        page.totals.grossPremium,
        page.totals.commission,
        page.totals.netPremium,
        page.totals.transactions,
      ]);
      const binds = await listBordereaux(
        actors.admin,
        `http://portal.test/api/report/bordereaux?${new URLSearchParams({ ...range, f, transactionType: "BIND" })}`,
      );
      expect(s.policies).toBe(binds.pagination.itemsCount);
    }
  });

  it("the month and broker breakdowns add up to the cards", async () => {
    const s = await stats(actors.admin);
    const sum = (values: string[]) => (values.reduce((n, v) => n + Math.round(Number(v) * 100), 0) / 100).toFixed(2);
    expect(sum(s.byMonth.map((m) => m.premium))).toBe(s.premium);
    expect(sum(s.byBrokerCompany!.map((m) => m.commission))).toBe(s.commission);
    expect(s.byMonth.reduce((n, m) => n + m.policies, 0)).toBe(s.policies);
    expect(
      s.quotationsByStatus
        .filter((q) => (LIVE_QUOTATION_STATUSES as readonly string[]).includes(q.status))
        .reduce((n, q) => n + q.count, 0),
    ).toBe(s.liveQuotations);
  });

  it("live quotations equal the quotation list's count with the same filter, for each role", async () => {
    const month = currentMonthRange();
    for (const actor of [actors.admin, actors.broker, actors.ownOnlyBroker, actors.otherBroker]) {
      const s = await stats(actor, month);
      const f = JSON.stringify({
        status: { in: [...LIVE_QUOTATION_STATUSES] },
        createdAt: { gte: nyMidnight(month.from).toISOString(), lte: new Date(nyMidnight(month.until).getTime() - 1).toISOString() },
      });
      const list = await listQuotations(actor, `http://portal.test/api/quotation?${new URLSearchParams({ f })}`);
      expect(s.liveQuotations, actor.email).toBe(list.pagination.itemsCount);
    }
  });

  it("policies equal the policy list's count for the same range and broker, for each role", async () => {
    // A policy is bound (its BIND invoice issued) in the transaction that creates it.
    const month = currentMonthRange();
    const createdIn = (range: { from: string; until: string } | null) =>
      range
        ? { createdAt: { gte: nyMidnight(range.from).toISOString(), lte: new Date(nyMidnight(range.until).getTime() - 1).toISOString() } }
        : {};
    for (const range of [month, null]) {
      for (const actor of [actors.admin, actors.underwriter, actors.broker, actors.ownOnlyBroker, actors.otherBroker]) {
        const s = await stats(actor, range ?? {});
        const list = await listPolicies(
          actor,
          `http://portal.test/api/policy?${new URLSearchParams({ f: JSON.stringify(createdIn(range)) })}`,
        );
        expect(s.policies, `${actor.email} ${range ? "this month" : "all time"}`).toBe(list.pagination.itemsCount);
      }
      const harbor = await stats(actors.admin, { ...(range ?? {}), brokerCompanyId: String(actors.otherBroker.companyId) });
      const f = JSON.stringify({ ...createdIn(range), "brokerCompany.name": { eq: actors.otherBroker.companyName } });
      const list = await listPolicies(actors.admin, `http://portal.test/api/policy?${new URLSearchParams({ f })}`);
      expect(harbor.policies).toBe(list.pagination.itemsCount);
      expect(harbor.policies).toBeGreaterThan(0);
    }
  });

  it("binder capacity used is the aggregate limits of the binder's policies that are not cancelled", async () => {
    const s = await stats(actors.admin);
    const [row] = await db.$queryRawUnsafe<{ used: string }[]>(
      `SELECT coalesce(sum("aggregateLimit"), 0)::numeric(20,2)::text AS used FROM "Policy" WHERE "binderId" = $1 AND status <> 'CANCELLED'`,
      binderId,
    );
    expect(s.binders!.find((b) => b.id === binderId)!.used).toBe(row.used);
  });
});

describe("the kept monthly aggregate", () => {
  it("splits a range into its partial first month, whole months and partial last month", () => {
    expect(splitByMonth({ from: "2026-01-01", until: "2027-01-01" })).toEqual({
      head: null,
      months: { from: "2026-01-01", until: "2027-01-01" },
      tail: null,
    });
    expect(splitByMonth({ from: "2026-01-15", until: "2026-04-10" })).toEqual({
      head: { from: "2026-01-15", until: "2026-02-01" },
      months: { from: "2026-02-01", until: "2026-04-01" },
      tail: { from: "2026-04-01", until: "2026-04-10" },
    });
    expect(splitByMonth({ from: "2026-03-02", until: "2026-03-20" })).toEqual({
      head: { from: "2026-03-02", until: "2026-03-20" },
      months: null,
      tail: null,
    });
    // No whole month inside: one read of the invoices.
    expect(splitByMonth({ from: "2026-12-20", until: "2027-01-05" })).toEqual({
      head: { from: "2026-12-20", until: "2027-01-05" },
      months: null,
      tail: null,
    });
  });

  it("stays equal to the invoices when an invoice moves in time and a policy moves to another broker", async () => {
    const fresh = () =>
      db.$queryRawUnsafe<unknown[]>(`
        SELECT to_char(date_trunc('month', (i."issuedAt" ${NY}))::date, 'YYYY-MM') AS month, p."brokerCompanyId", p."brokerUserId", p."binderId", i.kind::text,
               count(*)::int AS n, sum(i."grossBoundPremium")::numeric(20,2)::text AS gross, sum(i.commission)::numeric(20,2)::text AS commission
        FROM "Invoice" i JOIN "Policy" p ON p.id = i."policyId" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`);
    const kept = () =>
      db.$queryRawUnsafe<unknown[]>(`
        SELECT to_char(month, 'YYYY-MM') AS month, "brokerCompanyId", "brokerUserId", "binderId", kind::text, n, "grossPremium"::numeric(20,2)::text AS gross, commission::numeric(20,2)::text AS commission
        FROM "TransactionMonthTotal" WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5`);
    expect(await kept()).toEqual(await fresh());
    const moved = await livePolicy(actors);
    await db.invoice.updateMany({ where: { policyId: moved.id }, data: { issuedAt: new Date("2029-07-15T12:00:00Z") } });
    await db.policy.update({
      where: { id: moved.id },
      data: { brokerUserId: actors.otherBroker.id, brokerCompanyId: actors.otherBroker.companyId },
    });
    expect(await kept()).toEqual(await fresh());
    const july = await stats(actors.admin, { from: "2029-07-01", until: "2029-08-01" });
    expect(july.byBrokerCompany!.map((b) => b.id)).toEqual([actors.otherBroker.companyId]);
    expect(pick(july)).toEqual(await expected({}, { from: "2029-07-01", until: "2029-08-01" }));
    await db.policy.delete({ where: { id: moved.id } }).catch(() => undefined);
    expect(await kept()).toEqual(await fresh());
  });
});

describe("who sees what", () => {
  it("brokers get no broker breakdown, no binder capacity, no broker filter", async () => {
    const s = await stats(actors.broker);
    expect(s.byBrokerCompany).toBeNull();
    expect(s.binders).toBeNull();
    expect(s.options.brokerCompanies).toBeNull();
    await expect(stats(actors.broker, { brokerCompanyId: String(actors.otherBroker.companyId) })).rejects.toMatchObject({
      code: "FORBIDDEN",
      status: 403,
    });
    const admin = await stats(actors.admin);
    expect(admin.options.brokerCompanies!.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Brightline Brokers", "Harbor Insurance Agency"]),
    );
  });

  it("refuses a bad range or filter with the messages", async () => {
    await expect(stats(actors.admin, { from: "2026-05-01", until: "2026-04-01" })).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "until", message: "Must be later than 'From' date" }],
    });
    await expect(stats(actors.admin, { currentYear: "true", from: "2026-01-01" })).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
    await expect(stats(actors.admin, { binderId: "abc" })).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
  });
});
