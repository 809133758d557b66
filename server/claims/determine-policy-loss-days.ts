import "server-only";
import type { Tx } from "@/server/db";
import { determineLockedPolicies, type DetermineOutcome, type ObserverValues } from "./internal/determine-loss-days";

/**
 * Inside the caller's transaction: locks the policy's row and determines its due covered days (and
 * those of an observer's report), bringing its open claims up to date.
 */
export async function determinePolicyLossDays(
  tx: Tx,
  policyId: number,
  options: { observer?: ObserverValues; now?: Date } = {},
): Promise<DetermineOutcome> {
  await tx.$queryRaw`SELECT id FROM "Policy" WHERE id = ${policyId} FOR UPDATE`;
  return determineLockedPolicies(tx, [policyId], options);
}
