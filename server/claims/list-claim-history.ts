import "server-only";
import type { AuditEventDto } from "@/lib/audit/audit-event-dto";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { subjectHistory } from "@/server/audit/subject-history";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";

/** The audit timeline of a claim the actor may read, newest first (the claim page's History card); any other is not found. */
export async function listClaimHistory(actor: Actor, claimId: number): Promise<AuditEventDto[]> {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Claim")) throw forbidden();
  const claim = await db.claim.findFirst({
    where: { AND: [{ id: claimId }, accessibleWhere(ability, "read", "Claim")] },
    select: { id: true },
  });
  if (!claim) throw notFound("Claim");
  return subjectHistory("Claim", claim.id);
}
