import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import type { Pagination } from "@/lib/api/list-query";
import { CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import type { ClaimListItemDto } from "@/lib/claims/claim-dto";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";

/**
 * A claim's first loss date is the earliest day of its loss determinations (null while it has
 * none): no column, so a condition on it is one on those rows. The earliest day is at least D when
 * every day is; at most D when some day is; D itself when some day is D and none is earlier.
 */
function firstLossDateWhere(condition: Record<string, unknown>): Prisma.ClaimWhereInput {
  const some = (date: Prisma.DateTimeFilter): Prisma.ClaimWhereInput => ({ determinations: { some: { date } } });
  const all = (date: Prisma.DateTimeFilter): Prisma.ClaimWhereInput => ({ determinations: { every: { date } } });
  const hasDays: Prisma.ClaimWhereInput = { determinations: { some: {} } };
  const equals = (day: Date): Prisma.ClaimWhereInput => ({ AND: [some({ equals: day }), all({ gte: day })] });
  const [[operator, value]] = Object.entries(condition) as [string, unknown][];
  switch (operator) {
    case "gte":
    case "gt":
      return { AND: [hasDays, all({ [operator]: value as Date })] };
    case "lte":
    case "lt":
      return some({ [operator]: value as Date });
    case "in":
      return { OR: (value as Date[]).map(equals) };
    case "equals":
      return value === null ? { determinations: { none: {} } } : equals(value as Date);
    case "not":
      return value === null ? hasDays : { NOT: equals(value as Date) };
    default:
      throw new Error(`firstLossDate: no condition for ${operator}`);
  }
}

export const CLAIM_FIELDS: ResourceFields = {
  claimNumber: { type: "string" },
  policyNumber: { type: "string", path: ["policy", "policyNumber"] },
  insuredName: { type: "string", path: ["policy", "insuredName"] },
  "brokerCompany.name": { type: "string", path: ["policy", "brokerCompany", "name"] },
  status: { type: "enum", values: CLAIM_STATUSES },
  firstLossDate: { type: "date", where: firstLossDateWhere },
  createdAt: { type: "date" },
  amount: { type: "number", filterable: false },
};

const LIST_INCLUDE = {
  policy: { select: { policyNumber: true, insuredName: true, brokerCompany: { select: { id: true, name: true } } } },
} satisfies Prisma.ClaimInclude;

/** GET /api/claim: the claims the actor may read, newest first unless told otherwise. */
export async function listClaims(actor: Actor, url: string): Promise<{ items: ClaimListItemDto[]; pagination: Pagination }> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Claim")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, CLAIM_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const scoped: Prisma.ClaimWhereInput = { AND: [accessibleWhere(ability, "read", "Claim"), where] };

  const [rows, itemsCount] =
    query.sort?.field === "firstLossDate"
      ? await byFirstLossDate(scoped, query.sort.direction, skip, take)
      : await Promise.all([
          db.claim.findMany({
            where: scoped,
            orderBy: orderBy as Prisma.ClaimOrderByWithRelationInput[],
            skip,
            take,
            include: LIST_INCLUDE,
          }),
          db.claim.count({ where: scoped }),
        ]);
  const firstDays = await firstLossDates(rows.map((r) => r.id));
  return {
    items: rows.map((c) => ({
      id: c.id,
      claimNumber: c.claimNumber,
      policyId: c.policyId,
      policyNumber: c.policy.policyNumber,
      insuredName: c.policy.insuredName,
      brokerCompany: c.policy.brokerCompany,
      status: c.status,
      origin: c.origin,
      firstLossDate: firstDays.get(c.id) ?? null,
      amount: money(c.amount),
      paidAmount: money(c.paidAmount),
      createdAt: isoSeconds(c.createdAt),
    })),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}

/** The earliest loss day of each claim. */
async function firstLossDates(claimIds: number[]): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const groups = await db.lossDetermination.groupBy({ by: ["claimId"], where: { claimId: { in: claimIds } }, _min: { date: true } });
  return new Map(groups.flatMap((g) => (g.claimId !== null && g._min.date ? [[g.claimId, isoDate(g._min.date)] as const] : [])));
}

/**
 * The page sorted by first loss date, which Prisma cannot order by: the matching claims' ids (the
 * permission scope and the filter applied by Prisma), ordered and cut by PostgreSQL, then read.
 * Claims without a loss day come last going up, first going down (PostgreSQL's NULL order), and
 * the id breaks ties in the same direction.
 */
async function byFirstLossDate(where: Prisma.ClaimWhereInput, direction: "asc" | "desc", skip: number, take: number) {
  const matching = (await db.claim.findMany({ where, select: { id: true } })).map((c) => c.id);
  const order = Prisma.raw(direction === "desc" ? "DESC" : "ASC");
  const page = await db.$queryRaw<{ id: number }[]>`
    SELECT c.id FROM "Claim" c
    LEFT JOIN LATERAL (SELECT min(d.date) AS first FROM "LossDetermination" d WHERE d."claimId" = c.id) f ON true
    WHERE c.id = ANY(${matching}::int[])
    ORDER BY f.first ${order}, c.id ${order}
    OFFSET ${skip} LIMIT ${take}`;
  const rows = await db.claim.findMany({ where: { id: { in: page.map((p) => p.id) } }, include: LIST_INCLUDE });
  const position = new Map(page.map((p, i) => [p.id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return [rows, matching.length] as const;
}
