import "server-only";
import type { QuotationStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoDate, isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";

export const QUOTATION_FIELDS: ResourceFields = {
  quotationNumber: { type: "string" },
  insuredName: { type: "string" },
  "brokerCompany.name": { type: "string" },
  brokerCompanyId: { type: "number" },
  brokerUserId: { type: "number" },
  eventDate: { type: "date" },
  createdAt: { type: "date" },
  status: { type: "enum", values: Object.keys(QUOTATION_STATUS_LABELS) as QuotationStatus[] },
};

type Where = Record<string, unknown>;
/** Above this many matching companies the relation filter is left as it is. */
const MAX_RESOLVED_COMPANIES = 1000;

/**
 * Replaces each filter on the broker company's name (`{ brokerCompany: { name: … } }`) by the ids of
 * the companies it matches (`{ brokerCompanyId: { in: [...] } }`): the same rows, but a condition on
 * the quotation's own columns, so that a text search ORing it with `quotationNumber` and
 * `insuredName` can use their trigram indexes (one bitmap scan) instead of joining every quotation
 * to its company and reading the whole table.
 */
async function resolveCompanyNames(where: Where): Promise<Where> {
  const conditions: unknown[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "brokerCompany" && isNameOnly(value)) conditions.push(value.name);
      else collect(value);
    }
  };
  collect(where);
  if (conditions.length === 0) return where;
  const ids = await Promise.all(
    conditions.map((name) => db.company.findMany({ where: { name } as Where, select: { id: true }, take: MAX_RESOLVED_COMPANIES + 1 })),
  );
  const resolved = new Map(conditions.map((c, i) => [c, ids[i].length > MAX_RESOLVED_COMPANIES ? null : ids[i].map((r) => r.id)]));
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== "object" || node === null || node instanceof Date) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        // (Beside its own brokerCompanyId condition, which parseListQuery never writes, it stays a relation filter.)
        const companyIds =
          key === "brokerCompany" && isNameOnly(value) && !("brokerCompanyId" in node) ? resolved.get(value.name) : undefined;
        return companyIds ? ["brokerCompanyId", { in: companyIds }] : [key, rewrite(value)];
      }),
    );
  };
  return rewrite(where) as Where;
}

function isNameOnly(value: unknown): value is { name: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && "name" in value;
}

/**
 * The names of the page's broker companies. The actor's own company (read with the session in this
 * request) is known already, so a broker's page, whose rows are all of its company, needs no query.
 */
async function companyNames(actor: Actor, ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>([[actor.companyId, actor.companyName]]);
  const missing = [...new Set(ids)].filter((id) => !names.has(id));
  if (missing.length > 0) {
    for (const c of await db.company.findMany({ where: { id: { in: missing } }, select: { id: true, name: true } }))
      names.set(c.id, c.name);
  }
  return names;
}

const COUNTED_COLUMNS = new Set(["brokerCompanyId", "brokerUserId", "status"]);

/** Whether a where clause reads only the columns QuotationCount is kept by (and AND/OR/NOT of them). */
function onCountedColumns(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(onCountedColumns);
  if (typeof node !== "object" || node === null) return false;
  return Object.entries(node).every(([key, value]) =>
    key === "AND" || key === "OR" || key === "NOT" ? onCountedColumns(Array.isArray(value) ? value : [value]) : COUNTED_COLUMNS.has(key),
  );
}

/**
 * The number of quotations matching a where clause: from the trigger-kept QuotationCount when the
 * clause is on broker, company and status only (an underwriter's unfiltered list, status filters,
 * a broker's scope), so that no count(*) scans the table; by count(*) otherwise.
 */
async function countQuotations(where: Where): Promise<number> {
  if (!onCountedColumns(where)) return db.quotation.count({ where });
  const { _sum } = await db.quotationCount.aggregate({ where: where as never, _sum: { n: true } });
  return _sum.n ?? 0;
}

/** GET /api/quotation: the quotations the actor may read (a broker: its company's, or its own). */
export async function listQuotations(actor: Actor, url: string) {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Quotation")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, QUOTATION_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const scoped = { AND: [accessibleWhere(ability, "read", "Quotation"), await resolveCompanyNames(where)] };
  // The page and then its companies' names, while the count runs.
  const [[rows, companies], itemsCount] = await Promise.all([
    db.quotation
      .findMany({
        where: scoped,
        orderBy,
        skip,
        take,
        select: {
          id: true,
          quotationNumber: true,
          insuredName: true,
          brokerCompanyId: true,
          eventDate: true,
          status: true,
          createdAt: true,
        },
      })
      .then(
        async (page) =>
          [
            page,
            await companyNames(
              actor,
              page.map((q) => q.brokerCompanyId),
            ),
          ] as const,
      ),
    countQuotations(scoped),
  ]);
  return {
    items: rows.map((q) => ({
      id: q.id,
      quotationNumber: q.quotationNumber,
      insuredName: q.insuredName,
      brokerCompany: { id: q.brokerCompanyId, name: companies.get(q.brokerCompanyId)! },
      eventDate: isoDate(q.eventDate),
      status: q.status,
      createdAt: isoSeconds(q.createdAt),
    })),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}
