import "server-only";
import Decimal from "decimal.js";
import type { Tx } from "@/server/db";
import { capacityUsedByBinder } from "./binder-capacity";

// Which binder a bind puts the policy on (decisions.md, D38), shared by bind and by the bind
// dialog's suggested policy number (D119), so both name the same binder.

export type CoveringBinder = { id: number; uniqueMarketReference: string; value: string; from: Date; remaining: Decimal };

/**
 * The binders whose period covers `bindDay`, oldest first (by `from`, then id), each with its
 * remaining capacity. With `lock`, their rows are locked in id order (so concurrent binds cannot
 * deadlock) until the caller's transaction ends.
 */
export async function bindersCovering(tx: Tx, bindDay: string, options: { lock: boolean }): Promise<CoveringBinder[]> {
  const binders = options.lock
    ? await tx.$queryRaw<Omit<CoveringBinder, "remaining">[]>`
        SELECT id, "uniqueMarketReference", value::text AS value, "from"
        FROM "Binder" WHERE "from" <= ${bindDay}::date AND "until" >= ${bindDay}::date
        ORDER BY id FOR UPDATE`
    : await tx.$queryRaw<Omit<CoveringBinder, "remaining">[]>`
        SELECT id, "uniqueMarketReference", value::text AS value, "from"
        FROM "Binder" WHERE "from" <= ${bindDay}::date AND "until" >= ${bindDay}::date
        ORDER BY id`;
  const used = await capacityUsedByBinder(
    tx,
    binders.map((b) => b.id),
  );
  return binders
    .map((b) => ({ ...b, remaining: new Decimal(b.value).minus(used.get(b.id)?.toString() ?? "0") }))
    .sort((a, b) => a.from.getTime() - b.from.getTime() || a.id - b.id);
}

/** Of the covering binders (oldest first), the first with room for the aggregate limit. */
export function binderWithRoom<B extends { remaining: Decimal }>(binders: B[], aggregateLimit: Decimal): B | undefined {
  return binders.find((b) => b.remaining.greaterThanOrEqualTo(aggregateLimit));
}
