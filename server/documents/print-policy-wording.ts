import "server-only";
import type { Actor } from "@/server/auth/actor";
import { printPolicyDocument } from "./print-policy-document";

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
