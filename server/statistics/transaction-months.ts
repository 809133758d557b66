import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { transactionGroups, transactionWhere, type DayRange, type TransactionGroup } from "@/server/reports/bordereau-query";
import { policyScopeSql } from "@/server/reports/bordereau-sql";

// The statistics' transaction figures by New York month and broker company (decision D55). Whole
// months come from the trigger-kept "TransactionMonthTotal" (migration transaction_month_total);
// the partial months at a range's edges from "Invoice" through the bordereau's own query. Both give
// the same groups.

type Sql = Prisma.Sql;
export type MonthFilter = { range: DayRange | null; binderId?: number; brokerCompanyId?: number };

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(day: string) {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/** A range as its partial first month, its whole months and its partial last month. */
export function splitByMonth(range: DayRange): { head: DayRange | null; months: DayRange | null; tail: DayRange | null } {
  const start = range.from.endsWith("-01") ? range.from : nextMonth(range.from);
  const end = firstOfMonth(range.until);
  if (start >= end) return { head: range, months: null, tail: null };
  return {
    head: start === range.from ? null : { from: range.from, until: start },
    months: { from: start, until: end },
    tail: end === range.until ? null : { from: end, until: range.until },
  };
}

async function keptGroups(actor: Actor, filter: MonthFilter, months: DayRange | null): Promise<TransactionGroup[]> {
  const parts: Sql[] = [policyScopeSql(accessibleWhere(abilityFor(actor), "read", "Policy"), "t")];
  if (months) parts.push(Prisma.sql`t.month >= ${months.from}::date AND t.month < ${months.until}::date`);
  if (filter.binderId !== undefined) parts.push(Prisma.sql`t."binderId" = ${filter.binderId}::int`);
  if (filter.brokerCompanyId !== undefined) parts.push(Prisma.sql`t."brokerCompanyId" = ${filter.brokerCompanyId}::int`);
  return db.$queryRaw<TransactionGroup[]>`
    SELECT to_char(t.month, 'YYYY-MM') AS month, t."brokerCompanyId", min(c.name) AS "brokerCompanyName",
           sum(t.n)::int AS transactions, coalesce(sum(t.n) FILTER (WHERE t.kind = 'BIND'), 0)::int AS policies,
           sum(t."grossPremium")::numeric(20, 2)::text AS "grossPremium", sum(t.commission)::numeric(20, 2)::text AS commission,
           sum(t."grossPremium" - t.commission)::numeric(20, 2)::text AS "netPremium"
    FROM "TransactionMonthTotal" t JOIN "Company" c ON c.id = t."brokerCompanyId"
    WHERE ${Prisma.join(parts, " AND ")}
    GROUP BY t.month, t."brokerCompanyId" HAVING sum(t.n) <> 0
    ORDER BY 1, 2`;
}

function rawGroups(actor: Actor, filter: MonthFilter, range: DayRange | null) {
  return transactionGroups(transactionWhere(actor, { range, binderId: filter.binderId, brokerCompanyId: filter.brokerCompanyId }));
}

/** The transactions the actor may read that match the filter, grouped by New York month and broker company. */
export async function transactionMonths(actor: Actor, filter: MonthFilter): Promise<TransactionGroup[]> {
  if (!filter.range) return keptGroups(actor, filter, null);
  const { head, months, tail } = splitByMonth(filter.range);
  const reads = [
    head ? rawGroups(actor, filter, head) : Promise.resolve([]),
    months ? keptGroups(actor, filter, months) : Promise.resolve([]),
    tail ? rawGroups(actor, filter, tail) : Promise.resolve([]),
  ];
  return (await Promise.all(reads)).flat();
}
