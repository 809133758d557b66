import { Prisma } from "@/generated/prisma/client";
import { validationFailure } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import { PERIL_LABELS, PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import {
  TRANSACTION_TYPES,
  currentMonthRange,
  reportRangeSchema,
  type BordereauRow,
  type BordereauTotals,
  type TransactionType,
} from "@/lib/reports/bordereaux";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import type { ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { TRANSACTIONS_FROM, TRANSACTION_DAY, dayRange, listWhereSql, policyScopeSql, type SqlField } from "./bordereau-sql";

type Sql = Prisma.Sql;

// The premium transactions as the bordereau and the statistics read them (issue 13, D48–D51).

export type DayRange = { from: string; until: string };

/** What selects transactions: the reader's scope, the range and the structured filters, plus an optional list-query where. */
export type TransactionFilter = {
  range: DayRange | null;
  binderId?: number;
  brokerCompanyId?: number;
  kinds?: TransactionType[];
  /** The `where` parseListQuery made of `f` over BORDEREAU_FIELDS. */
  listWhere?: Record<string, unknown>;
};

/** The bordereau's list-query fields (DESIGN §3 allow-list); each `path` is its key in BORDEREAU_SQL. */
export const BORDEREAU_FIELDS: ResourceFields = {
  transactionType: { type: "enum", values: TRANSACTION_TYPES, path: ["transactionType"] },
  transactionDate: { type: "date", filterable: false, path: ["transactionDate"] },
  policyNumber: { type: "string", path: ["policyNumber"] },
  insuredName: { type: "string", path: ["insuredName"] },
  insuredState: { type: "string", path: ["insuredState"] },
  binderId: { type: "number", path: ["binderId"] },
  uniqueMarketReference: { type: "string", path: ["uniqueMarketReference"] },
  brokerCompanyId: { type: "number", path: ["brokerCompanyId"] },
  "brokerCompany.name": { type: "string", path: ["brokerCompanyName"] },
  grossPremium: { type: "number", filterable: false, path: ["grossPremium"] },
  id: { type: "number", filterable: false, path: ["id"] },
};

export const BORDEREAU_SQL: Record<string, SqlField> = {
  transactionType: { sql: Prisma.sql`i.kind`, type: "enum" },
  transactionDate: { sql: Prisma.sql`i."issuedAt"`, type: "date" },
  policyNumber: { sql: Prisma.sql`p."policyNumber"`, type: "text" },
  insuredName: { sql: Prisma.sql`p."insuredName"`, type: "text" },
  insuredState: { sql: Prisma.sql`p."insuredState"::text`, type: "text" },
  binderId: { sql: Prisma.sql`p."binderId"`, type: "int" },
  uniqueMarketReference: { sql: Prisma.sql`b."uniqueMarketReference"`, type: "text" },
  brokerCompanyId: { sql: Prisma.sql`p."brokerCompanyId"`, type: "int" },
  brokerCompanyName: { sql: Prisma.sql`bc.name`, type: "text" },
  grossPremium: { sql: Prisma.sql`i."grossBoundPremium"`, type: "money" },
  id: { sql: Prisma.sql`i.id`, type: "int" },
};

/** from and until of a request (YYYY-MM-DD, New York days); the current month when left out. */
export function parseDayRange(raw: { from?: unknown; until?: unknown }, now = new Date()): DayRange {
  const month = currentMonthRange(now);
  const text = (v: unknown, fallback: string) => (v === undefined || v === "" ? fallback : typeof v === "string" ? v : "");
  const parsed = reportRangeSchema.safeParse({ from: text(raw.from, month.from), until: text(raw.until, month.until) });
  if (!parsed.success) throw validationFailure(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  return parsed.data;
}

/** The WHERE of the transactions an actor may read that match a filter. */
export function transactionWhere(actor: Actor, filter: TransactionFilter): Sql {
  const scope = policyScopeSql(accessibleWhere(abilityFor(actor), "read", "Policy"));
  const parts: Sql[] = [scope, dayRange(Prisma.sql`i."issuedAt"`, filter.range)];
  if (filter.binderId !== undefined) parts.push(Prisma.sql`p."binderId" = ${filter.binderId}::int`);
  if (filter.brokerCompanyId !== undefined) parts.push(Prisma.sql`p."brokerCompanyId" = ${filter.brokerCompanyId}::int`);
  if (filter.kinds) parts.push(filter.kinds.length ? Prisma.sql`i.kind::text IN (${Prisma.join(filter.kinds)})` : Prisma.sql`FALSE`);
  if (filter.listWhere && Object.keys(filter.listWhere).length > 0) parts.push(listWhereSql(filter.listWhere, BORDEREAU_SQL));
  return Prisma.join(parts, " AND ");
}

const ROW_COLUMNS = Prisma.sql`
  i.id, i."invoiceNumber", b."uniqueMarketReference", b.id AS "binderId", p.id AS "policyId", p."policyNumber",
  i.kind::text AS "transactionType", to_char(${TRANSACTION_DAY}, 'YYYY-MM-DD') AS "transactionDate",
  p."insuredName", concat_ws(', ', nullif(p."insuredStreet", ''), nullif(p."insuredCity", '')) AS "insuredAddress",
  p."insuredState"::text AS "insuredState", p."insuredZipCode",
  to_char(p."dateFrom", 'YYYY-MM-DD') AS "riskInception", to_char(p."dateUntil", 'YYYY-MM-DD') AS "riskExpiry",
  p."itemName", p.kind::text AS "itemKind", v."locationState"::text AS "locationState",
  (SELECT string_agg(pv.peril::text || ':' || coalesce(pv.threshold::text, ''), ',' ORDER BY pv.peril)
     FROM "PerilValue" pv WHERE pv."versionId" = p."quotationVersionId" AND pv.selected) AS perils,
  p."aggregateLimit"::text AS "sumInsured", p.deductible::text AS deductible,
  i."grossBoundPremium"::text AS "grossPremium", i."commissionRate"::text AS "commissionRate", i.commission::text AS commission,
  (i."grossBoundPremium" - i.commission)::text AS "netPremium",
  i."stateTax"::text AS "stateTax", i."stampingFee"::text AS "stampingFee", i."municipalityTax"::text AS "municipalityTax", i.fees::text AS fees,
  bc.id AS "brokerCompanyId", bc.name AS "brokerCompanyName"`;

const ROWS_FROM = Prisma.sql`${TRANSACTIONS_FROM} JOIN "QuotationVersion" v ON v.id = p."quotationVersionId"`;

type RawRow = Omit<BordereauRow, "perils" | "brokerCompany"> & { perils: string | null; brokerCompanyId: number; brokerCompanyName: string };

function trimThreshold(text: string): string {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

/** "rainfall:0.500,lightning:" → "Rainfall ≥ 0.5 in; Lightning". */
export function formatPerils(packed: string | null): string {
  if (!packed) return "";
  return packed
    .split(",")
    .map((item) => {
      const [peril, threshold] = item.split(":") as [PerilName, string];
      const label = PERIL_LABELS[peril] ?? peril;
      if (!threshold) return label;
      const unit = PERIL_THRESHOLD_UNITS[peril];
      return `${label} ${peril === "minimumTemperature" ? "≤" : "≥"} ${trimThreshold(threshold)}${unit ? ` ${unit}` : ""}`;
    })
    .join("; ");
}

function toRow(r: RawRow): BordereauRow {
  const { brokerCompanyId, brokerCompanyName, perils, ...rest } = r;
  return { ...rest, perils: formatPerils(perils), brokerCompany: { id: brokerCompanyId, name: brokerCompanyName } };
}

/** One page of the bordereau, in the given order (SQL expressions with direction), the invoice id last. */
export async function transactionPage(where: Sql, orderBy: Sql, skip: number, take: number): Promise<BordereauRow[]> {
  const rows = await db.$queryRaw<RawRow[]>`SELECT ${ROW_COLUMNS} ${ROWS_FROM} WHERE ${where} ORDER BY ${orderBy} LIMIT ${take}::int OFFSET ${skip}::int`;
  return rows.map(toRow);
}

const money = (expr: Sql) => Prisma.sql`coalesce(sum(${expr}), 0)::numeric(20, 2)::text`;

/** The count and the money totals of the transactions matching `where`. */
export async function transactionTotals(where: Sql): Promise<BordereauTotals> {
  const [t] = await db.$queryRaw<BordereauTotals[]>`
    SELECT count(*)::int AS transactions,
           ${money(Prisma.sql`i."grossBoundPremium"`)} AS "grossPremium", ${money(Prisma.sql`i.commission`)} AS commission,
           ${money(Prisma.sql`i."grossBoundPremium" - i.commission`)} AS "netPremium", ${money(Prisma.sql`i."stateTax"`)} AS "stateTax",
           ${money(Prisma.sql`i."stampingFee"`)} AS "stampingFee", ${money(Prisma.sql`i."municipalityTax"`)} AS "municipalityTax",
           ${money(Prisma.sql`i.fees`)} AS fees
    ${TRANSACTIONS_FROM} WHERE ${where}`;
  return t;
}

/**
 * Every transaction matching `where`, in transaction order (issue time, then id), read in batches
 * by keyset on (issuedAt, id) so that an export of any size holds one batch at a time.
 */
export async function* transactionBatches(where: Sql, batchSize = 2000): AsyncGenerator<BordereauRow[]> {
  let after: { issuedAt: string; id: number } | null = null;
  for (;;) {
    const keyset: Sql = after ? Prisma.sql`AND (i."issuedAt", i.id) > (${after.issuedAt}::timestamp, ${after.id}::int)` : Prisma.empty;
    const rows = await db.$queryRaw<(RawRow & { issuedAtKey: string })[]>`
      SELECT ${ROW_COLUMNS}, to_char(i."issuedAt", 'YYYY-MM-DD HH24:MI:SS.US') AS "issuedAtKey"
      ${ROWS_FROM} WHERE ${where} ${keyset} ORDER BY i."issuedAt", i.id LIMIT ${batchSize}::int`;
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    after = { issuedAt: last.issuedAtKey, id: last.id };
    yield rows.map(({ issuedAtKey: _, ...r }) => toRow(r));
    if (rows.length < batchSize) return;
  }
}

/** Money, commission and counts of the matching transactions by New York month and broker company (the statistics' one grouped read). */
export type TransactionGroup = {
  month: string;
  brokerCompanyId: number;
  brokerCompanyName: string;
  transactions: number;
  policies: number;
  grossPremium: string;
  commission: string;
  netPremium: string;
};

export async function transactionGroups(where: Sql): Promise<TransactionGroup[]> {
  return db.$queryRaw<TransactionGroup[]>`
    SELECT to_char(${TRANSACTION_DAY}, 'YYYY-MM') AS month, bc.id AS "brokerCompanyId", min(bc.name) AS "brokerCompanyName",
           count(*)::int AS transactions, (count(*) FILTER (WHERE i.kind = 'BIND'))::int AS policies,
           ${money(Prisma.sql`i."grossBoundPremium"`)} AS "grossPremium", ${money(Prisma.sql`i.commission`)} AS commission,
           ${money(Prisma.sql`i."grossBoundPremium" - i.commission`)} AS "netPremium"
    ${TRANSACTIONS_FROM} WHERE ${where}
    GROUP BY 1, 2 ORDER BY 1, 2`;
}
