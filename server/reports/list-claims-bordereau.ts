import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { ClaimsBordereauRow, ClaimsBordereauTotals } from "@/lib/reports/claims-bordereau";
import type { Actor } from "@/server/auth/actor";
import { parseListQuery, parseSearchParams } from "@/server/http/list-query";
import { parseDayRange, type DayRange } from "./bordereau-query";
import type { OrderTerm } from "./bordereau-sql";
import { CLAIMS_BORDEREAU_FIELDS, claimPageWithTotals, claimsBordereauSql, claimWhere } from "./claims-bordereau-query";

/** The request of a claims bordereau call (the page and both exports): read Report, the range, the list query's filter and order. */
export function claimsBordereauRequest(actor: Actor, url: string) {
  if (!abilityFor(actor).can("read", "Report")) throw forbidden();
  const raw = parseSearchParams(url);
  const range = parseDayRange({ from: raw.from, until: raw.until });
  const list = parseListQuery(url, CLAIMS_BORDEREAU_FIELDS, { defaultSort: { field: "openedDate", direction: "asc" } });
  const where = claimWhere(actor, { range, listWhere: list.where });
  const fields = claimsBordereauSql(range);
  const order: OrderTerm[] = list.orderBy!.map((o) => {
    const [[key, direction]] = Object.entries(o);
    return { field: fields[key], direction: direction === "desc" ? "desc" : "asc" };
  });
  return { range, where, order, list };
}

export type ClaimsBordereauPage = {
  items: ClaimsBordereauRow[];
  pagination: { index: number; size: number; itemsCount: number };
  range: DayRange;
  totals: ClaimsBordereauTotals;
};

/** GET /api/report/claims-bordereaux: one page of the claims bordereau, its range and the totals of the whole range, read together (one snapshot). */
export async function listClaimsBordereau(actor: Actor, url: string): Promise<ClaimsBordereauPage> {
  const { range, where, order, list } = claimsBordereauRequest(actor, url);
  const { items, totals } = await claimPageWithTotals(range, where, order, list.skip, list.take);
  return {
    items,
    pagination: { index: list.query.page.index, size: list.query.page.size, itemsCount: totals.claims },
    range,
    totals,
  };
}
