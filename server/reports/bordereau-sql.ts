import "server-only";
import { fromZonedTime } from "date-fns-tz";
import { Prisma } from "@/generated/prisma/client";
import { REPORT_TIME_ZONE } from "@/lib/reports/bordereaux";

// The one SQL of the premium transactions (issue 13, decision D49): the FROM, the WHERE of scope,
// range and filters, shared by the bordereau's page, its totals, its exports and the statistics,
// so that they cannot disagree. Everything reaches SQL as a bound parameter.

type Sql = Prisma.Sql;
type Where = Record<string, unknown>;

/** Invoices with their policy, binder and broker company. */
export const TRANSACTIONS_FROM = Prisma.sql`
  FROM "Invoice" i
  JOIN "Policy" p ON p.id = i."policyId"
  JOIN "Binder" b ON b.id = p."binderId"
  JOIN "Company" bc ON bc.id = p."brokerCompanyId"`;

/** The New York day of an invoice's issue (issuedAt is a UTC timestamp without zone). */
export const TRANSACTION_DAY = Prisma.sql`((i."issuedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${Prisma.raw(`'${REPORT_TIME_ZONE}'`)})::date`;

/** 00:00 of a New York calendar day as the UTC wall time the timestamp columns hold ("2026-11-01 04:00:00"). */
export function nyMidnightUtc(day: string): string {
  return fromZonedTime(`${day}T00:00:00`, REPORT_TIME_ZONE).toISOString().replace("T", " ").replace("Z", "");
}

/** `column` in [from 00:00, until 00:00) New York time; index-friendly (a range on the column itself). */
export function dayRange(column: Sql, range: { from: string; until: string } | null): Sql {
  if (!range) return Prisma.sql`TRUE`;
  return Prisma.sql`(${column} >= ${nyMidnightUtc(range.from)}::timestamp AND ${column} < ${nyMidnightUtc(range.until)}::timestamp)`;
}

/**
 * The policy scope of `accessibleWhere(ability, "read", "Policy")` as SQL on the alias `p`. Its rule
 * conditions are plain equalities on brokerCompanyId or brokerUserId (lib/permissions/rules.ts);
 * anything else is refused rather than guessed, so a new rule cannot silently widen a report.
 */
export function policyScopeSql(where: Where, alias = "p"): Sql {
  const parts: Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (key === "AND" || key === "OR") {
      const inner = (value as Where[]).map((w) => policyScopeSql(w, alias));
      if (inner.length === 0) parts.push(Prisma.sql`${Prisma.raw(key === "AND" ? "TRUE" : "FALSE")}`);
      else parts.push(Prisma.sql`(${Prisma.join(inner, key === "AND" ? " AND " : " OR ")})`);
    } else if (key === "NOT") {
      parts.push(Prisma.sql`NOT (${policyScopeSql(value as Where, alias)})`);
    } else if (key === "brokerCompanyId" || key === "brokerUserId" || key === "id") {
      const column = Prisma.raw(`${alias}."${key}"`);
      if (typeof value === "number") parts.push(Prisma.sql`${column} = ${value}`);
      else if (value && typeof value === "object" && Array.isArray((value as { in?: unknown }).in)) {
        const list = (value as { in: number[] }).in;
        parts.push(list.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`${column} IN (${Prisma.join(list)})`);
      } else throw new Error(`Unsupported scope condition on ${key}`);
    } else {
      throw new Error(`Unsupported scope condition ${key}`);
    }
  }
  return parts.length === 0 ? Prisma.sql`TRUE` : Prisma.sql`(${Prisma.join(parts, " AND ")})`;
}

/**
 * A list-query field of the bordereau: its SQL expression, how its values compare, and for an enum
 * the PostgreSQL type its text casts back to (an enum sorts in its declared order, not by name).
 */
export type SqlField = { sql: Sql; type: "text" | "int" | "enum" | "money" | "date"; enumType?: string };

/** The SQL type a field's value (read as text) is cast back to, to compare with the field. */
export function sqlTypeOf(field: SqlField): Sql {
  switch (field.type) {
    case "int":
      return Prisma.raw("int");
    case "money":
      return Prisma.raw("numeric");
    case "date":
      return Prisma.raw("timestamp");
    case "enum":
      if (!field.enumType) throw new Error("An enum field needs its enumType");
      return Prisma.raw(field.enumType);
    default:
      return Prisma.raw("text");
  }
}

/** One term of a report's order: a list-query field's SQL and its direction. The record's id is always the last term. */
export type OrderTerm = { field: SqlField; direction: "asc" | "desc" };

export function orderBySql(order: OrderTerm[]): Sql {
  return Prisma.join(order.map((t) => Prisma.sql`${t.field.sql} ${Prisma.raw(t.direction === "desc" ? "DESC" : "ASC")}`));
}

/**
 * The rows after `values` (the last row's order keys, read as text) in `order`, for the exports'
 * keyset batches: one row comparison when every term goes the same way (index-friendly), else term
 * by term.
 */
export function afterSql(order: OrderTerm[], values: string[]): Sql {
  const value = (k: number) => Prisma.sql`${values[k]}::${sqlTypeOf(order[k].field)}`;
  const op = (t: OrderTerm) => Prisma.raw(t.direction === "desc" ? "<" : ">");
  if (order.every((t) => t.direction === order[0].direction)) {
    return Prisma.sql`(${Prisma.join(order.map((t) => t.field.sql))}) ${op(order[0])} (${Prisma.join(order.map((_, k) => value(k)))})`;
  }
  const alternatives = order.map((t, k) =>
    Prisma.join(
      [...order.slice(0, k).map((e, j) => Prisma.sql`${e.field.sql} = ${value(j)}`), Prisma.sql`${t.field.sql} ${op(t)} ${value(k)}`],
      " AND ",
    ),
  );
  return Prisma.sql`((${Prisma.join(alternatives, ") OR (")}))`;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The `where` parseListQuery builds from `f` (server/http/list-query.ts) as SQL. Each field's
 * `path` is its own name, so the where is `{ name: { operator: value } }` nested in AND / OR; the
 * operators are those filterToWhere writes (contains, in, equals, not, gte, lte, lt).
 */
export function listWhereSql(where: Where, fields: Record<string, SqlField>): Sql {
  const parts: Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (key === "AND" || key === "OR") {
      const inner = (value as Where[]).map((w) => listWhereSql(w, fields));
      parts.push(inner.length === 0 ? Prisma.sql`TRUE` : Prisma.sql`(${Prisma.join(inner, key === "AND" ? " AND " : " OR ")})`);
      continue;
    }
    const field = fields[key];
    if (!field) throw new Error(`No SQL for field ${key}`);
    const column = field.type === "enum" ? Prisma.sql`${field.sql}::text` : field.sql;
    const cast = (v: unknown): Sql =>
      field.type === "int"
        ? Prisma.sql`${Number(v)}::int`
        : field.type === "money"
          ? Prisma.sql`${String(v)}::numeric`
          : Prisma.sql`${String(v)}`;
    for (const [op, arg] of Object.entries(value as Where)) {
      switch (op) {
        case "mode":
          break;
        case "contains":
          parts.push(Prisma.sql`${column} ILIKE ${`%${escapeLike(String(arg))}%`}`);
          break;
        case "in": {
          const list = arg as unknown[];
          parts.push(list.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`${column} IN (${Prisma.join(list.map(cast))})`);
          break;
        }
        case "equals":
          parts.push(arg === null ? Prisma.sql`${column} IS NULL` : Prisma.sql`${column} = ${cast(arg)}`);
          break;
        case "not":
          parts.push(arg === null ? Prisma.sql`${column} IS NOT NULL` : Prisma.sql`${column} IS DISTINCT FROM ${cast(arg)}`);
          break;
        case "gte":
          parts.push(Prisma.sql`${column} >= ${cast(arg)}`);
          break;
        case "lte":
          parts.push(Prisma.sql`${column} <= ${cast(arg)}`);
          break;
        case "lt":
          parts.push(Prisma.sql`${column} < ${cast(arg)}`);
          break;
        default:
          throw new Error(`Unsupported operator ${op}`);
      }
    }
  }
  return parts.length === 0 ? Prisma.sql`TRUE` : Prisma.sql`(${Prisma.join(parts, " AND ")})`;
}
