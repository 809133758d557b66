import "server-only";
import Decimal from "decimal.js";
import { validationFailure } from "@/lib/api/errors";
import { formatMoney } from "@/lib/format/money";
import { BIND_MESSAGES } from "@/lib/quotations/bind-schema";
import { capacityUsedByBinder } from "@/server/binders/binder-capacity";
import type { Tx } from "@/server/db";

/**
 * A rise of a policy's aggregate limit (a cover change, final sales above the deposit limit) takes
 * more of its binder's capacity: the binder's row is locked, as bind locks it, and the rise is
 * refused when the binder has no room for it. A lower limit always fits.
 */
export async function ensureBinderRoom(
  tx: Tx,
  policy: { binderId: number; aggregateLimit: { toString(): string } },
  newAggregateLimit: Decimal,
  path: string,
): Promise<void> {
  const current = new Decimal(policy.aggregateLimit.toString());
  if (newAggregateLimit.lessThanOrEqualTo(current)) return;
  const [binder] = await tx.$queryRaw<{ uniqueMarketReference: string; value: string }[]>`
    SELECT "uniqueMarketReference", value::text AS value FROM "Binder" WHERE id = ${policy.binderId} FOR UPDATE`;
  const used = new Decimal((await capacityUsedByBinder(tx, [policy.binderId])).get(policy.binderId)?.toString() ?? "0");
  // The policy's current limit is among the used capacity; the rise needs room for the new one instead.
  const remaining = new Decimal(binder.value).minus(used).plus(current);
  if (remaining.lessThan(newAggregateLimit)) {
    throw validationFailure([
      {
        path,
        message: BIND_MESSAGES.binderCapacity(
          binder.uniqueMarketReference,
          formatMoney(Decimal.max(remaining, 0).toFixed(2)),
          formatMoney(newAggregateLimit.toFixed(2)),
        ),
      },
    ]);
  }
}
