import "server-only";
import { db } from "@/server/db";
import { documentIssuer } from "./document-issuer";
import { policyWordingDataFrom, policyWordingInclude, type PolicyWordingData } from "./policy-wording-data";

/** The policy wording's data for a policy, or null when there is no such policy. */
export async function loadPolicyWordingData(where: { id: number; scope?: Record<string, unknown> }): Promise<PolicyWordingData | null> {
  const row = await db.policy.findFirst({
    where: where.scope ? { AND: [{ id: where.id }, where.scope] } : { id: where.id },
    include: policyWordingInclude,
  });
  if (!row) return null;
  const [issuer, stateFee] = await Promise.all([
    documentIssuer(),
    row.insuredState
      ? db.stateFee.findUnique({
          where: { state: row.insuredState },
          select: { state: true, name: true, municipalityTax: true, tax: true, stampingFee: true },
        })
      : null,
  ]);
  return policyWordingDataFrom(row, { issuer, stateFee });
}
