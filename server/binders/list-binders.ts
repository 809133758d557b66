import "server-only";
import type { Binder } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import type { BinderDto } from "@/lib/settings/binder-dto";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { capacityUsedByBinder } from "./binder-capacity";

/** The fields GET /api/binder filters and sorts on. */
export const BINDER_FIELDS: ResourceFields = {
  uniqueMarketReference: { type: "string" },
  from: { type: "date" },
  until: { type: "date" },
  value: { type: "number" },
};

type DecimalValue = Binder["value"];

/** A binder with its capacity use (lib/settings/binder-dto.ts). */
export function binderDto(binder: Binder, capacityUsed: DecimalValue | null): BinderDto {
  return {
    id: binder.id,
    uniqueMarketReference: binder.uniqueMarketReference,
    value: money(binder.value),
    from: isoDate(binder.from),
    until: isoDate(binder.until),
    capacityUsed: money(capacityUsed ?? 0),
    capacityRemaining: money(capacityUsed ? binder.value.minus(capacityUsed) : binder.value),
    createdAt: isoSeconds(binder.createdAt),
  };
}

/** GET /api/binder: binders with the list query (f, p, s), newest period first by default. */
export async function listBinders(actor: Actor, url: string) {
  if (!abilityFor(actor).can("read", "Binder")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, BINDER_FIELDS, { defaultSort: { field: "from", direction: "desc" } });
  const [rows, itemsCount] = await Promise.all([db.binder.findMany({ where, orderBy, skip, take }), db.binder.count({ where })]);
  const used = await capacityUsedByBinder(
    db,
    rows.map((b) => b.id),
  );
  return {
    items: rows.map((b) => binderDto(b, used.get(b.id) ?? null)),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}
