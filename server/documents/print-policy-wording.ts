import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { documentIssuer } from "./document-issuer";
import { policyWordingDataFrom, policyWordingInclude, type PolicyWordingData } from "./policy-wording-data";
import { printPolicyDocument } from "./print-policy-document";

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

/**
 * GET /print/policy/other-states/{id}: the policy wording of a policy whose insured's home state is
 * not Montana or Washington, as a PDF, for a signed-in user who may read the policy, or for the
 * holder of a signed, unexpired `print-policy` link to it. Anyone else is not found (or 401
 * without a session); a Montana or Washington policy is not found here (its wording is
 * /print/policy/montana-washington/{id}).
 */
export async function printPolicyWording(actor: Actor | null, policyId: unknown, token: string | null, now = new Date()) {
  return printPolicyDocument("OTHER_STATES_WORDING", actor, policyId, token, now);
}
