import "server-only";
import { db } from "@/server/db";
import { determineLockedPolicies, type DetermineOptions } from "./determine-loss-days";

const BATCH = 200;

/**
 * Determines the policies in batches, one transaction each. `skipLocked`: a policy another instance
 * is working on is left to it (the sweep); otherwise the batch waits for its locks (new observations
 * must reach every policy). Rows are locked in id order, so two batches never deadlock.
 */
export async function determineInBatches(policyIds: number[], options: DetermineOptions & { skipLocked?: boolean }): Promise<number> {
  let written = 0;
  for (let i = 0; i < policyIds.length; i += BATCH) {
    const batch = policyIds.slice(i, i + BATCH);
    written += await db.$transaction(
      async (tx) => {
        const locked = options.skipLocked
          ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Policy" WHERE id = ANY(${batch}::int[]) ORDER BY id FOR UPDATE SKIP LOCKED`
          : await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Policy" WHERE id = ANY(${batch}::int[]) ORDER BY id FOR UPDATE`;
        const outcome = await determineLockedPolicies(
          tx,
          locked.map((row) => row.id),
          options,
        );
        return outcome.written;
      },
      { maxWait: 30_000, timeout: 120_000 },
    );
  }
  return written;
}
