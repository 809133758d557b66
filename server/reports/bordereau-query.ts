import "server-only";
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
import {
  TRANSACTIONS_FROM,
  TRANSACTION_DAY,
  afterSql,
  dayRange,
  listWhereSql,
  orderBySql,
  policyScopeSql,
  type OrderTerm,
  type SqlField,
} from "./bordereau-sql";

export type { OrderTerm };

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
  transactionType: { sql: Prisma.sql`i.kind`, type: "enum", enumType: `"InvoiceKind"` },
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
  to_char(coalesce(i."riskInception", p."dateFrom"), 'YYYY-MM-DD') AS "riskInception",
  to_char(coalesce(i."riskExpiry", p."dateUntil"), 'YYYY-MM-DD') AS "riskExpiry",
  p."itemName", p.kind::text AS "itemKind", v."locationState"::text AS "locationState",
  pv.perils,
  coalesce(i."sumInsured", p."aggregateLimit")::text AS "sumInsured", coalesce(i.deductible, p.deductible)::text AS deductible,
  i."grossBoundPremium"::text AS "grossPremium", i."commissionRate"::text AS "commissionRate", i.commission::text AS commission,
  (i."grossBoundPremium" - i.commission)::text AS "netPremium",
  i."stateTax"::text AS "stateTax", i."stampingFee"::text AS "stampingFee", i."municipalityTax"::text AS "municipalityTax", i.fees::text AS fees,
  bc.id AS "brokerCompanyId", bc.name AS "brokerCompanyName"`;

/**
 * The rows' FROM: the transactions with the terms each was issued on (D101: the invoice's terms
 * version and figures; the policy's current ones only for a row that recorded none) and the
 * version's insured perils packed as "peril:threshold,…" (a lateral join, which PostgreSQL reads
 * once per terms version of a batch rather than once per row).
 */
const ROWS_FROM = Prisma.sql`${TRANSACTIONS_FROM} JOIN "QuotationVersion" v ON v.id = coalesce(i."termsVersionId", p."quotationVersionId")
  LEFT JOIN LATERAL (
    SELECT string_agg(pv.peril::text || ':' || coalesce(pv.threshold::text, ''), ',' ORDER BY pv.peril) AS perils
    FROM "PerilValue" pv WHERE pv."versionId" = v.id AND pv.selected
  ) pv ON TRUE`;

type RawRow = Omit<BordereauRow, "perils" | "brokerCompany"> & {
  perils: string | null;
  brokerCompanyId: number;
  brokerCompanyName: string;
};

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

/** A row as the API gives it, built field by field: one object shape, whatever else the query selected (keyset keys). */
function toRow(r: RawRow): BordereauRow {
  return {
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    uniqueMarketReference: r.uniqueMarketReference,
    binderId: r.binderId,
    policyId: r.policyId,
    policyNumber: r.policyNumber,
    transactionType: r.transactionType,
    transactionDate: r.transactionDate,
    insuredName: r.insuredName,
    insuredAddress: r.insuredAddress,
    insuredState: r.insuredState,
    insuredZipCode: r.insuredZipCode,
    riskInception: r.riskInception,
    riskExpiry: r.riskExpiry,
    itemName: r.itemName,
    itemKind: r.itemKind,
    locationState: r.locationState,
    perils: formatPerils(r.perils),
    sumInsured: r.sumInsured,
    deductible: r.deductible,
    grossPremium: r.grossPremium,
    commissionRate: r.commissionRate,
    commission: r.commission,
    netPremium: r.netPremium,
    stateTax: r.stateTax,
    stampingFee: r.stampingFee,
    municipalityTax: r.municipalityTax,
    fees: r.fees,
    brokerCompany: { id: r.brokerCompanyId, name: r.brokerCompanyName },
  };
}

const money = (expr: Sql) => Prisma.sql`coalesce(sum(${expr}), 0)::numeric(20, 2)::text`;

const TOTALS_COLUMNS = Prisma.sql`
  count(*)::int AS transactions,
  ${money(Prisma.sql`i."grossBoundPremium"`)} AS "grossPremium", ${money(Prisma.sql`i.commission`)} AS commission,
  ${money(Prisma.sql`i."grossBoundPremium" - i.commission`)} AS "netPremium", ${money(Prisma.sql`i."stateTax"`)} AS "stateTax",
  ${money(Prisma.sql`i."stampingFee"`)} AS "stampingFee", ${money(Prisma.sql`i."municipalityTax"`)} AS "municipalityTax",
  ${money(Prisma.sql`i.fees`)} AS fees`;

/**
 * One page of the bordereau in the given order, and the count and money totals of every
 * transaction matching `where`, read by one statement: one snapshot, so the totals and the page
 * always describe the same transactions, even while invoices are being issued.
 */
export async function transactionPageWithTotals(
  where: Sql,
  order: OrderTerm[],
  skip: number,
  take: number,
): Promise<{ items: BordereauRow[]; totals: BordereauTotals }> {
  // The one totals row, joined to the page: an empty page still brings the totals (its columns are
  // null). A join ON TRUE to a one-row relation is a nested loop, which keeps the page's order.
  const rows = await db.$queryRaw<(RawRow & { totals: BordereauTotals })[]>`
    WITH totals AS (SELECT ${TOTALS_COLUMNS} ${TRANSACTIONS_FROM} WHERE ${where})
    SELECT row_to_json(totals) AS totals, page.*
    FROM totals LEFT JOIN LATERAL (
      SELECT ${ROW_COLUMNS} ${ROWS_FROM} WHERE ${where} ORDER BY ${orderBySql(order)} LIMIT ${take}::int OFFSET ${skip}::int
    ) page ON TRUE`;
  const totals = typeof rows[0].totals === "string" ? (JSON.parse(rows[0].totals) as BordereauTotals) : rows[0].totals;
  const items = rows.filter((r) => r.id !== null).map(toRow);
  return { items, totals };
}

/** The batch size of the exports: larger when the order has no index to walk, as each batch then sorts what is left. */
const batchSizeFor = (order: OrderTerm[]) => (order[0].field === BORDEREAU_SQL.transactionDate ? 2000 : 10000);

/**
 * Every transaction matching `where`, in the given order (the invoice id last), read in batches by
 * keyset: each batch starts after the last row of the previous one, compared on the order's terms,
 * so that an export of any size holds one batch at a time. In the default order (issue time, id)
 * the batches walk the index on ("issuedAt", id).
 */
export async function* transactionBatches(where: Sql, order: OrderTerm[], batchSize = batchSizeFor(order)): AsyncGenerator<BordereauRow[]> {
  const keys = Prisma.join(order.map((t, k) => Prisma.sql`(${t.field.sql})::text AS ${Prisma.raw(`"orderKey${k}"`)}`));
  let after: string[] | null = null;
  for (;;) {
    const keyset = after ? Prisma.sql`AND ${afterSql(order, after)}` : Prisma.empty;
    const rows: (RawRow & Record<string, string>)[] = await db.$queryRaw<(RawRow & Record<string, string>)[]>`
      SELECT ${ROW_COLUMNS}, ${keys}
      ${ROWS_FROM} WHERE ${where} ${keyset} ORDER BY ${orderBySql(order)} LIMIT ${batchSize}::int`;
    if (rows.length === 0) return;
    const last: Record<string, string> = rows[rows.length - 1];
    after = order.map((_, k) => last[`orderKey${k}`]);
    yield rows.map(toRow);
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
