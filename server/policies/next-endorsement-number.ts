import "server-only";
import type { Tx } from "@/server/db";

/**
 * The next endorsement number of a policy: 1, 2, 3 … Called under the policy's row lock
 * (lockPolicyFor), so two endorsements cannot take the same number, and none is skipped; the
 * unique (policyId, endorsementNumber) index stands behind it.
 */
export async function nextEndorsementNumber(tx: Tx, policyId: number): Promise<number> {
  const { _max } = await tx.endorsement.aggregate({ where: { policyId }, _max: { endorsementNumber: true } });
  return (_max.endorsementNumber ?? 0) + 1;
}
