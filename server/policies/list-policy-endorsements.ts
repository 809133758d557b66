import "server-only";
import type { PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { getPolicyDetails } from "./get-policy-details";

/** GET /api/policy/{id}/endorsement: the policy's endorsements in number order, as its details show them. */
export async function listPolicyEndorsements(actor: Actor, policyId: unknown): Promise<PolicyEndorsementDto[]> {
  return (await getPolicyDetails(actor, policyId)).endorsements;
}
