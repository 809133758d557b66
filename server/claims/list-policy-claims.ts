import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { loadClaimDetails } from "./claim-details-dto";

/**
 * GET /api/policy/{policyId}/claims: every claim of a policy the actor may read, oldest first, each
 * as GET /api/claim/{claimId} answers it. A policy the actor may not read is not found.
 */
export async function listPolicyClaims(actor: Actor, policyId: number): Promise<ClaimDetailsDto[]> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Claim")) throw forbidden();
  const policy = await db.policy.findFirst({
    where: { AND: [{ id: policyId }, accessibleWhere(ability, "read", "Policy")] },
    select: { id: true },
  });
  if (!policy) throw notFound("Policy");
  return loadClaimDetails(db, ability, { AND: [{ policyId: policy.id }, accessibleWhere(ability, "read", "Claim")] });
}
