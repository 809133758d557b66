import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db, type Tx } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { loadClaimDetails } from "./claim-details-dto";

/**
 * GET /api/claim/{claimId}: a claim the actor may read (brokers their company's, or their own with
 * VIEW_MY_INDICATIONS); any other is not found, like one that does not exist. `reader` is the
 * caller's transaction when the claim was just written in it.
 */
export async function getClaimDetails(actor: Actor, claimId: number, reader: Tx = db): Promise<ClaimDetailsDto> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Claim")) throw forbidden();
  const [claim] = await loadClaimDetails(reader, ability, { AND: [{ id: claimId }, accessibleWhere(ability, "read", "Claim")] });
  if (!claim) throw notFound("Claim");
  return claim;
}
