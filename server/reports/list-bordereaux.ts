import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { BordereauRow, BordereauTotals } from "@/lib/reports/bordereaux";
import type { Actor } from "@/server/auth/actor";
import { parseListQuery, parseSearchParams } from "@/server/http/list-query";
import {
  BORDEREAU_FIELDS,
  BORDEREAU_SQL,
  parseDayRange,
  transactionPageWithTotals,
  transactionWhere,
  type DayRange,
  type OrderTerm,
} from "./bordereau-query";

/** The request of a bordereau call (the page and both exports): read Report, the range, the list query's filter and order. */
export function bordereauRequest(actor: Actor, url: string) {
  if (!abilityFor(actor).can("read", "Report")) throw forbidden();
  const raw = parseSearchParams(url);
  const range = parseDayRange({ from: raw.from, until: raw.until });
  const list = parseListQuery(url, BORDEREAU_FIELDS, { defaultSort: { field: "transactionDate", direction: "asc" } });
  const where = transactionWhere(actor, { range, listWhere: list.where });
  const order: OrderTerm[] = list.orderBy!.map((o) => {
    const [[key, direction]] = Object.entries(o);
    return { field: BORDEREAU_SQL[key], direction: direction === "desc" ? "desc" : "asc" };
  });
  return { range, where, order, list };
}

export type BordereauPage = {
  items: BordereauRow[];
  pagination: { index: number; size: number; itemsCount: number };
  range: DayRange;
  totals: BordereauTotals;
};

/** GET /api/report/bordereaux: one page of the bordereau, its range and the totals of the whole range, read together (one snapshot). */
export async function listBordereaux(actor: Actor, url: string): Promise<BordereauPage> {
  const { range, where, order, list } = bordereauRequest(actor, url);
  const { items, totals } = await transactionPageWithTotals(where, order, list.skip, list.take);
  return {
    items,
    pagination: { index: list.query.page.index, size: list.query.page.size, itemsCount: totals.transactions },
    range,
    totals,
  };
}
