import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { CLAIM_STATUSES, type ClaimStatusName } from "@/lib/claims/claim-actions";
import { abilityFor } from "@/lib/permissions/rules";
import { PERIL_LABELS, type PerilName } from "@/lib/rater/perils";
import { REPORT_TIME_ZONE } from "@/lib/reports/bordereau-fields";
import { CLAIMS_CURRENCY, type ClaimsBordereauRow, type ClaimsBordereauTotals } from "@/lib/reports/claims-bordereau";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import type { ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import type { DayRange } from "./bordereau-query";
import { afterSql, listWhereSql, nyMidnightUtc, orderBySql, policyScopeSql, type OrderTerm, type SqlField } from "./bordereau-sql";

type Sql = Prisma.Sql;

// The one SQL of the claims bordereau (decision D114), shared by its page, its totals, its exports
// and the statistics' claim figures, so that they cannot disagree. A claim's figures are read as at
// the range: its status at the range's end from the moments the claim records (determined, decided,
// paid), the payment by its date. Everything reaches SQL as a bound parameter.

/** Claims with their policy, binder and broker company. */
export const CLAIMS_FROM = Prisma.sql`
  FROM "Claim" c
  JOIN "Policy" p ON p.id = c."policyId"
  JOIN "Binder" b ON b.id = p."binderId"
  JOIN "Company" bc ON bc.id = p."brokerCompanyId"`;

/** The New York day a claim was opened (createdAt is a UTC timestamp without zone). */
const OPENED_DAY = Prisma.sql`((c."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${Prisma.raw(`'${REPORT_TIME_ZONE}'`)})::date`;

/**
 * The expressions of a claim as at a range (D114). `from` and `until` are New York days; the
 * payment date (`paidAt`) is a day and compares with them as days, the moments (created, determined,
 * decided) with their New York midnights.
 */
export function claimRangeSql(range: DayRange) {
  const from = Prisma.sql`${range.from}::date`;
  const until = Prisma.sql`${range.until}::date`;
  const start = Prisma.sql`${nyMidnightUtc(range.from)}::timestamp`;
  const end = Prisma.sql`${nyMidnightUtc(range.until)}::timestamp`;
  // When the claim was approved or declined; when it was determined (its latest determination; a
  // claim declined from NOTIFIED never was: its decline is its first moment after notice). A claim
  // past a status whose moment is not recorded is taken as there from its opening.
  const decided = Prisma.sql`coalesce(c."decidedAt", c."createdAt")`;
  const determined = Prisma.sql`(CASE WHEN c.status = 'NOTIFIED' THEN NULL ELSE coalesce(c."determinedAt", c."decidedAt", c."createdAt") END)`;
  const statusAtEnd = Prisma.sql`(CASE
    WHEN c."paidAt" < ${until} THEN 'PAID'
    WHEN c.status = 'DECLINED' AND ${decided} < ${end} THEN 'DECLINED'
    WHEN c.status IN ('APPROVED', 'PAID') AND ${decided} < ${end} THEN 'APPROVED'
    WHEN ${determined} < ${end} THEN 'DETERMINED'
    ELSE 'NOTIFIED' END)`;
  return {
    statusAtEnd,
    paidThisPeriod: Prisma.sql`(CASE WHEN c."paidAt" >= ${from} AND c."paidAt" < ${until} THEN coalesce(c."paidAmount", 0) ELSE 0 END)`,
    paidToDate: Prisma.sql`(CASE WHEN c."paidAt" < ${until} THEN coalesce(c."paidAmount", 0) ELSE 0 END)`,
    outstanding: Prisma.sql`(CASE WHEN ${statusAtEnd} IN ('DETERMINED', 'APPROVED') THEN coalesce(c.amount, 0) ELSE 0 END)`,
    /**
     * The rows: opened before the range's end, and not closed before its start (neither paid on a
     * day before `from` nor declined before `from` 00:00). So every claim open at some moment of
     * the range, which includes every claim with a payment in it.
     */
    inRange: Prisma.sql`(c."createdAt" < ${end}
      AND (c."paidAt" IS NULL OR c."paidAt" >= ${from})
      AND NOT (c.status = 'DECLINED' AND ${decided} < ${start}))`,
  };
}

/** What selects claims: the reader's scope, the range and the structured filters, plus an optional list-query where. */
export type ClaimFilter = {
  range: DayRange;
  binderId?: number;
  brokerCompanyId?: number;
  /** The `where` parseListQuery made of `f` over CLAIMS_BORDEREAU_FIELDS. */
  listWhere?: Record<string, unknown>;
};

/** The claims bordereau's list-query fields (DESIGN §3 allow-list); each `path` is its key in claimsBordereauSql. */
export const CLAIMS_BORDEREAU_FIELDS: ResourceFields = {
  status: { type: "enum", values: CLAIM_STATUSES, sortable: false, path: ["status"] },
  openedDate: { type: "date", filterable: false, path: ["openedDate"] },
  claimNumber: { type: "string", path: ["claimNumber"] },
  policyNumber: { type: "string", path: ["policyNumber"] },
  insuredName: { type: "string", path: ["insuredName"] },
  binderId: { type: "number", sortable: false, path: ["binderId"] },
  uniqueMarketReference: { type: "string", path: ["uniqueMarketReference"] },
  brokerCompanyId: { type: "number", sortable: false, path: ["brokerCompanyId"] },
  "brokerCompany.name": { type: "string", path: ["brokerCompanyName"] },
  id: { type: "number", filterable: false, path: ["id"] },
};

/** The SQL of each list-query field for a range (the status is the status at the range's end). */
export function claimsBordereauSql(range: DayRange): Record<string, SqlField> {
  return {
    status: { sql: claimRangeSql(range).statusAtEnd, type: "text" },
    openedDate: { sql: Prisma.sql`c."createdAt"`, type: "date" },
    claimNumber: { sql: Prisma.sql`c."claimNumber"`, type: "text" },
    policyNumber: { sql: Prisma.sql`p."policyNumber"`, type: "text" },
    insuredName: { sql: Prisma.sql`p."insuredName"`, type: "text" },
    binderId: { sql: Prisma.sql`p."binderId"`, type: "int" },
    uniqueMarketReference: { sql: Prisma.sql`b."uniqueMarketReference"`, type: "text" },
    brokerCompanyId: { sql: Prisma.sql`p."brokerCompanyId"`, type: "int" },
    brokerCompanyName: { sql: Prisma.sql`bc.name`, type: "text" },
    id: { sql: Prisma.sql`c.id`, type: "int" },
  };
}

/** The WHERE of the claims an actor may read that match a filter: the rows of the claims bordereau. */
export function claimWhere(actor: Actor, filter: ClaimFilter): Sql {
  const parts: Sql[] = [policyScopeSql(accessibleWhere(abilityFor(actor), "read", "Claim"), "c"), claimRangeSql(filter.range).inRange];
  if (filter.binderId !== undefined) parts.push(Prisma.sql`p."binderId" = ${filter.binderId}::int`);
  if (filter.brokerCompanyId !== undefined) parts.push(Prisma.sql`p."brokerCompanyId" = ${filter.brokerCompanyId}::int`);
  if (filter.listWhere && Object.keys(filter.listWhere).length > 0) {
    parts.push(listWhereSql(filter.listWhere, claimsBordereauSql(filter.range)));
  }
  return Prisma.join(parts, " AND ");
}

function rowColumns(range: DayRange): Sql {
  const at = claimRangeSql(range);
  return Prisma.sql`
  c.id, c."claimNumber", p.id AS "policyId", p."policyNumber", b.id AS "binderId", b."uniqueMarketReference", p."insuredName",
  to_char(${OPENED_DAY}, 'YYYY-MM-DD') AS "openedDate",
  to_char(coalesce(ld.first, (SELECT min(n) FROM unnest(c."noticeDates") n)), 'YYYY-MM-DD') AS "lossDateFrom",
  to_char(coalesce(ld.last, (SELECT max(n) FROM unnest(c."noticeDates") n)), 'YYYY-MM-DD') AS "lossDateTo",
  ld.perils, ${at.statusAtEnd} AS status,
  ${at.paidThisPeriod}::numeric(14, 2)::text AS "paidThisPeriod", ${at.paidToDate}::numeric(14, 2)::text AS "paidToDate",
  ${at.outstanding}::numeric(14, 2)::text AS outstanding,
  bc.id AS "brokerCompanyId", bc.name AS "brokerCompanyName"`;
}

/**
 * The rows' FROM: the claims with their days (the first and last of their loss determinations,
 * whatever the result: the claims list's first loss date, D111) and the perils of their triggered
 * days in the enum's order.
 */
const ROWS_FROM = Prisma.sql`${CLAIMS_FROM}
  LEFT JOIN LATERAL (
    SELECT min(d.date) AS first, max(d.date) AS last,
           array_to_string(array_agg(DISTINCT d.peril ORDER BY d.peril) FILTER (WHERE d.result = 'TRIGGERED'), ',') AS perils
    FROM "LossDetermination" d WHERE d."claimId" = c.id
  ) ld ON TRUE`;

type RawRow = Omit<ClaimsBordereauRow, "perils" | "brokerCompany" | "currency"> & {
  perils: string | null;
  brokerCompanyId: number;
  brokerCompanyName: string;
};

/** "rainfall,lightning" → "Rainfall; Lightning". */
function perilLabels(packed: string | null): string {
  if (!packed) return "";
  return packed
    .split(",")
    .map((p) => PERIL_LABELS[p as PerilName] ?? p)
    .join("; ");
}

/** A row as the API gives it, built field by field: one object shape, whatever else the query selected (keyset keys). */
function toRow(r: RawRow): ClaimsBordereauRow {
  return {
    id: r.id,
    claimNumber: r.claimNumber,
    policyId: r.policyId,
    policyNumber: r.policyNumber,
    binderId: r.binderId,
    uniqueMarketReference: r.uniqueMarketReference,
    insuredName: r.insuredName,
    openedDate: r.openedDate,
    lossDateFrom: r.lossDateFrom,
    lossDateTo: r.lossDateTo,
    perils: perilLabels(r.perils),
    status: r.status as ClaimStatusName,
    paidThisPeriod: r.paidThisPeriod,
    paidToDate: r.paidToDate,
    outstanding: r.outstanding,
    currency: CLAIMS_CURRENCY,
    brokerCompany: { id: r.brokerCompanyId, name: r.brokerCompanyName },
  };
}

const money = (expr: Sql) => Prisma.sql`coalesce(sum(${expr}), 0)::numeric(20, 2)::text`;

function totalsColumns(range: DayRange): Sql {
  const at = claimRangeSql(range);
  return Prisma.sql`count(*)::int AS claims, ${money(at.paidThisPeriod)} AS "paidThisPeriod",
    ${money(at.paidToDate)} AS "paidToDate", ${money(at.outstanding)} AS outstanding`;
}

/** The count and money totals of the claims matching `where` (the statistics' claim figures). */
export async function claimTotals(range: DayRange, where: Sql): Promise<ClaimsBordereauTotals> {
  const [totals] = await db.$queryRaw<ClaimsBordereauTotals[]>`SELECT ${totalsColumns(range)} ${CLAIMS_FROM} WHERE ${where}`;
  return totals;
}

/**
 * One page of the claims bordereau in the given order, and the count and money totals of every
 * claim matching `where`, read by one statement: one snapshot, so the totals and the page always
 * describe the same claims, even while claims are being paid.
 */
export async function claimPageWithTotals(
  range: DayRange,
  where: Sql,
  order: OrderTerm[],
  skip: number,
  take: number,
): Promise<{ items: ClaimsBordereauRow[]; totals: ClaimsBordereauTotals }> {
  const rows = await db.$queryRaw<(RawRow & { totals: ClaimsBordereauTotals | string })[]>`
    WITH totals AS (SELECT ${totalsColumns(range)} ${CLAIMS_FROM} WHERE ${where})
    SELECT row_to_json(totals) AS totals, page.*
    FROM totals LEFT JOIN LATERAL (
      SELECT ${rowColumns(range)} ${ROWS_FROM} WHERE ${where} ORDER BY ${orderBySql(order)} LIMIT ${take}::int OFFSET ${skip}::int
    ) page ON TRUE`;
  const raw = rows[0].totals;
  const totals = typeof raw === "string" ? (JSON.parse(raw) as ClaimsBordereauTotals) : raw;
  const items = rows.filter((r) => r.id !== null).map(toRow);
  return { items, totals };
}

/**
 * Every claim matching `where`, in the given order (the claim id last), read in batches by keyset:
 * each batch starts after the last row of the previous one, compared on the order's terms, so that
 * an export of any size holds one batch at a time.
 */
export async function* claimBatches(
  range: DayRange,
  where: Sql,
  order: OrderTerm[],
  batchSize = 2000,
): AsyncGenerator<ClaimsBordereauRow[]> {
  const keys = Prisma.join(order.map((t, k) => Prisma.sql`(${t.field.sql})::text AS ${Prisma.raw(`"orderKey${k}"`)}`));
  const columns = rowColumns(range);
  let after: string[] | null = null;
  for (;;) {
    const keyset = after ? Prisma.sql`AND ${afterSql(order, after)}` : Prisma.empty;
    const rows: (RawRow & Record<string, string>)[] = await db.$queryRaw<(RawRow & Record<string, string>)[]>`
      SELECT ${columns}, ${keys}
      ${ROWS_FROM} WHERE ${where} ${keyset} ORDER BY ${orderBySql(order)} LIMIT ${batchSize}::int`;
    if (rows.length === 0) return;
    const last: Record<string, string> = rows[rows.length - 1];
    after = order.map((_, k) => last[`orderKey${k}`]);
    yield rows.map(toRow);
    if (rows.length < batchSize) return;
  }
}
