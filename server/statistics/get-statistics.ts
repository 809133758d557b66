import "server-only";
import Decimal from "decimal.js";
import { Prisma } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { percentOf } from "@/lib/format/money";
import { abilityFor } from "@/lib/permissions/rules";
import { currentYearRange } from "@/lib/reports/bordereaux";
import {
  LIVE_QUOTATION_STATUSES,
  type StatisticsBroker,
  type StatisticsDto,
  type StatisticsMonth,
  type StatisticsQuery,
} from "@/lib/statistics/statistics";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import type { DayRange } from "@/server/reports/bordereau-query";
import { dayRange, policyScopeSql } from "@/server/reports/bordereau-sql";
import { claimTotals, claimWhere } from "@/server/reports/claims-bordereau-query";
import { transactionMonths } from "./transaction-months";

// GET /api/statistics (issue 13, decision D52). The money and the policy count come from the
// bordereau's own transactions grouped by month and broker company (transactionMonths: the kept
// monthly aggregate for whole months, the bordereau's query for the rest, D55), so they equal its
// totals for the same filters; quotations are counted in SQL, from the trigger-kept
// QuotationCount when no date range applies (D36). Nothing is summed row by row in Node: only the
// grouped figures (months × companies) are added up, exactly, with decimal.js. The claims' figures
// are the claims bordereau's totals for the same range, binder and broker company (D114), over the
// claims the reader may read.

type Sql = Prisma.Sql;
const LIVE = new Set<string>(LIVE_QUOTATION_STATUSES);
const FAR_PAST = "1900-01-01";
const FAR_FUTURE = "2100-01-01";

export type StatisticsFilter = { range: DayRange | null; currentYear: boolean; binderId?: number; brokerCompanyId?: number };

/** The query of GET /api/statistics (parsed with statisticsQuerySchema) as a filter; the broker filter needs filterByBroker Statistics. */
export function statisticsFilter(actor: Actor, q: StatisticsQuery, now = new Date()): StatisticsFilter {
  if (q.brokerCompanyId !== undefined && !abilityFor(actor).can("filterByBroker", "Statistics")) throw forbidden();
  const range = q.currentYear
    ? currentYearRange(now)
    : q.from || q.until
      ? { from: q.from ?? FAR_PAST, until: q.until ?? FAR_FUTURE }
      : null;
  return { range, currentYear: q.currentYear, binderId: q.binderId, brokerCompanyId: q.brokerCompanyId };
}

/** Quotations by status among those the actor may read, created in the range, of the broker company. */
async function quotationsByStatus(actor: Actor, filter: StatisticsFilter): Promise<StatisticsDto["quotationsByStatus"]> {
  const ability = abilityFor(actor);
  const company = (alias: string): Sql =>
    filter.brokerCompanyId === undefined
      ? Prisma.sql`TRUE`
      : Prisma.sql`${Prisma.raw(`${alias}."brokerCompanyId"`)} = ${filter.brokerCompanyId}::int`;
  if (!filter.range) {
    // The trigger-kept counts per broker company, broker and status (D36): no table scan.
    return db.$queryRaw<StatisticsDto["quotationsByStatus"]>`
      SELECT qc.status::text AS status, sum(qc.n)::int AS count FROM "QuotationCount" qc
      WHERE ${policyScopeSql(accessibleWhere(ability, "read", "Quotation"), "qc")} AND ${company("qc")}
      GROUP BY qc.status HAVING sum(qc.n) > 0`;
  }
  return db.$queryRaw<StatisticsDto["quotationsByStatus"]>`
    SELECT q.status::text AS status, count(*)::int AS count FROM "Quotation" q
    WHERE ${policyScopeSql(accessibleWhere(ability, "read", "Quotation"), "q")} AND ${company("q")} AND ${dayRange(Prisma.sql`q."createdAt"`, filter.range)}
    GROUP BY q.status`;
}

/** The claims bordereau's count and totals for the filter; all time is the range from 1900 to 2100 (every claim, as it stands). */
function claimFigures(actor: Actor, filter: StatisticsFilter) {
  const range = filter.range ?? { from: FAR_PAST, until: FAR_FUTURE };
  return claimTotals(range, claimWhere(actor, { range, binderId: filter.binderId, brokerCompanyId: filter.brokerCompanyId }));
}

/** Capacity used on each binder today (D38: aggregate limits of the policies that are not cancelled). */
async function binderCapacity(filter: StatisticsFilter) {
  const only = filter.binderId === undefined ? Prisma.sql`TRUE` : Prisma.sql`b.id = ${filter.binderId}::int`;
  const rows = await db.$queryRaw<
    { id: number; uniqueMarketReference: string; from: string; until: string; capacity: string; used: string }[]
  >`
    SELECT b.id, b."uniqueMarketReference", to_char(b."from", 'YYYY-MM-DD') AS "from", to_char(b."until", 'YYYY-MM-DD') AS "until",
           b.value::text AS capacity,
           coalesce((SELECT sum(p."aggregateLimit") FROM "Policy" p WHERE p."binderId" = b.id AND p.status <> 'CANCELLED'), 0)::numeric(20, 2)::text AS used
    FROM "Binder" b WHERE ${only} ORDER BY b."from", b.id`;
  return rows.map((r) => ({ ...r, remaining: new Decimal(r.capacity).minus(r.used).toFixed(2) }));
}

/** The choices of the statistics' filters: every binder and broker company for admins and underwriters, a broker's own binders. */
export async function statisticsFilterOptions(actor: Actor): Promise<StatisticsDto["options"]> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Statistics")) throw forbidden();
  const canFilterByBroker = ability.can("filterByBroker", "Statistics");
  const binders = canFilterByBroker
    ? db.$queryRaw<
        { id: number; uniqueMarketReference: string }[]
      >`SELECT id, "uniqueMarketReference" FROM "Binder" ORDER BY "from" DESC, id DESC`
    : db.$queryRaw<{ id: number; uniqueMarketReference: string }[]>`
        SELECT b.id, b."uniqueMarketReference" FROM "Binder" b
        WHERE b.id IN (SELECT DISTINCT p."binderId" FROM "Policy" p WHERE ${policyScopeSql(accessibleWhere(ability, "read", "Policy"), "p")})
        ORDER BY b."from" DESC, b.id DESC`;
  const companies = canFilterByBroker
    ? db.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM "Company" WHERE role = 'BROKER' ORDER BY name, id`
    : Promise.resolve(null);
  const [b, c] = await Promise.all([binders, companies]);
  return { binders: b, brokerCompanies: c };
}

const add = (a: string, b: string) => new Decimal(a).plus(b).toFixed(2);

/** GET /api/statistics: the cards and the charts' figures over what the actor may read. */
export async function getStatistics(actor: Actor, query: StatisticsQuery, now = new Date()): Promise<StatisticsDto> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Statistics")) throw forbidden();
  const filter = statisticsFilter(actor, query, now);
  const canFilterByBroker = ability.can("filterByBroker", "Statistics");

  const [groups, statuses, binders, options, claims] = await Promise.all([
    transactionMonths(actor, { range: filter.range, binderId: filter.binderId, brokerCompanyId: filter.brokerCompanyId }),
    quotationsByStatus(actor, filter),
    canFilterByBroker ? binderCapacity(filter) : Promise.resolve(null),
    statisticsFilterOptions(actor),
    claimFigures(actor, filter),
  ]);

  const months = new Map<string, StatisticsMonth>();
  const brokers = new Map<number, StatisticsBroker>();
  const total = { premium: "0.00", commission: "0.00", netPremium: "0.00", policies: 0, transactions: 0 };
  for (const g of groups) {
    const m = months.get(g.month) ?? {
      month: g.month,
      premium: "0.00",
      commission: "0.00",
      netPremium: "0.00",
      policies: 0,
      transactions: 0,
    };
    m.premium = add(m.premium, g.grossPremium);
    m.commission = add(m.commission, g.commission);
    m.netPremium = add(m.netPremium, g.netPremium);
    m.policies += g.policies;
    m.transactions += g.transactions;
    months.set(g.month, m);
    const b = brokers.get(g.brokerCompanyId) ?? {
      id: g.brokerCompanyId,
      name: g.brokerCompanyName,
      premium: "0.00",
      commission: "0.00",
      policies: 0,
      transactions: 0,
    };
    b.premium = add(b.premium, g.grossPremium);
    b.commission = add(b.commission, g.commission);
    b.policies += g.policies;
    b.transactions += g.transactions;
    brokers.set(g.brokerCompanyId, b);
    total.premium = add(total.premium, g.grossPremium);
    total.commission = add(total.commission, g.commission);
    total.netPremium = add(total.netPremium, g.netPremium);
    total.policies += g.policies;
    total.transactions += g.transactions;
  }

  const order = new Map(Object.keys(QUOTATION_ORDER).map((s, i) => [s, i]));
  const quotationsByStatusList = statuses
    .map((s) => ({ status: s.status, count: Number(s.count) }))
    .sort((a, b) => (order.get(a.status) ?? 99) - (order.get(b.status) ?? 99));

  return {
    filters: {
      from: filter.range?.from ?? null,
      until: filter.range?.until ?? null,
      currentYear: filter.currentYear,
      binderId: filter.binderId ?? null,
      brokerCompanyId: filter.brokerCompanyId ?? null,
    },
    liveQuotations: quotationsByStatusList.filter((s) => LIVE.has(s.status)).reduce((n, s) => n + s.count, 0),
    policies: total.policies,
    premium: total.premium,
    commission: total.commission,
    netPremium: total.netPremium,
    transactions: total.transactions,
    claims: claims.claims,
    claimsPaid: claims.paidThisPeriod,
    claimsOutstanding: claims.outstanding,
    // Incurred in the range (paid in it, and outstanding at its end) over its premium.
    lossRatio: percentOf(add(claims.paidThisPeriod, claims.outstanding), total.premium, 2),
    byMonth: [...months.values()],
    quotationsByStatus: quotationsByStatusList,
    byBrokerCompany: canFilterByBroker
      ? [...brokers.values()].sort((a, b) => new Decimal(b.premium).comparedTo(a.premium) || a.id - b.id)
      : null,
    binders,
    options,
  };
}

/** The statuses in lifecycle order (DESIGN §5), for the chart. */
const QUOTATION_ORDER = {
  NEW: 0,
  RATING_IN_PROGRESS: 1,
  RATING_COMPLETED: 2,
  READY: 3,
  REFERRED_TO_UNDERWRITER: 4,
  PRE_BOUND_REFERRED_TO_UNDERWRITER: 5,
  PRE_BOUND: 6,
  SIGNED: 7,
  READY_TO_BIND: 8,
  BOUND: 9,
  EXPIRED: 10,
  DECLINED: 11,
  NTU: 12,
} as const;
