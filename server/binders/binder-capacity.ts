import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/server/db";

/**
 * The policies that take a binder's capacity: every policy but a cancelled one, whose risk is off
 * the binder (decisions.md, D38). A policy waiting on a cancellation request still counts.
 */
export const POLICIES_USING_CAPACITY = { status: { not: "CANCELLED" } } satisfies Prisma.PolicyWhereInput;

type Sum = NonNullable<Prisma.PolicyGetPayload<object>["aggregateLimit"]>;

/** The capacity used on each binder: the sum of the aggregate limits of its policies that count. */
export async function capacityUsedByBinder(client: Tx, binderIds: number[]): Promise<Map<number, Sum>> {
  if (binderIds.length === 0) return new Map();
  const sums = await client.policy.groupBy({
    by: ["binderId"],
    where: { binderId: { in: binderIds }, ...POLICIES_USING_CAPACITY },
    _sum: { aggregateLimit: true },
  });
  return new Map(sums.filter((s) => s._sum.aggregateLimit !== null).map((s) => [s.binderId, s._sum.aggregateLimit!]));
}
