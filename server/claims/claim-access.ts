import "server-only";
import type { ClaimStatus, Prisma } from "@/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/api/errors";
import { CLAIM_ACTION_LABELS } from "@/lib/claims/claim-action-labels";
import { claimPermissionAllows, claimStatusAllows, type ClaimActionName } from "@/lib/claims/claim-actions";
import { abilityFor } from "@/lib/permissions/rules";
import { CLAIM_STATUS_LABELS } from "@/lib/status/status-style";
import type { Actor } from "@/server/auth/actor";
import { db, type Tx } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";

// The guard of every claim action (docs/claims.md), like lockPolicyFor for policies: the claim's
// row lock, then who may read it (404), who may take the action (403), and whether its status
// allows it (409), in that order.

export type LockedClaim = Prisma.ClaimGetPayload<{ include: { policy: true } }>;

export function invalidClaimTransition(action: ClaimActionName, claim: { status: ClaimStatus }): AppError {
  return new AppError(
    "INVALID_STATE_TRANSITION",
    `${CLAIM_ACTION_LABELS[action]} is not possible while the claim is ${CLAIM_STATUS_LABELS[claim.status].toLowerCase()}`,
  );
}

/**
 * Inside the caller's transaction: locks the claim's row (concurrent actions on one claim run one
 * after the other, and the later ones see the earlier one's status), answers not found for a claim
 * the actor may not read, forbidden for an action the role may not take, and
 * INVALID_STATE_TRANSITION for one the status does not allow.
 */
export async function lockClaimFor(tx: Tx, actor: Actor, claimId: number, action: ClaimActionName): Promise<LockedClaim> {
  const ability = abilityFor(actor);
  await tx.$queryRaw`SELECT id FROM "Claim" WHERE id = ${claimId} FOR UPDATE`;
  const claim = await tx.claim.findFirst({
    where: { AND: [{ id: claimId }, accessibleWhere(ability, "read", "Claim")] },
    include: { policy: true },
  });
  if (!claim) throw notFound("Claim");
  const scope = { status: claim.status, brokerCompanyId: claim.brokerCompanyId, brokerUserId: claim.brokerUserId };
  if (!claimPermissionAllows(ability, action, scope)) throw forbidden();
  if (!claimStatusAllows(action, scope)) throw invalidClaimTransition(action, claim);
  return claim;
}

/**
 * Moves the claim from the status it was locked in to the next one, guarded in the update itself
 * (`WHERE status = expected`): should anything have moved it meanwhile, nothing is written.
 */
export async function moveClaimStatus(
  tx: Tx,
  claim: { id: number; status: ClaimStatus },
  to: ClaimStatus,
  data: Prisma.ClaimUncheckedUpdateManyInput = {},
): Promise<void> {
  const { count } = await tx.claim.updateMany({ where: { id: claim.id, status: claim.status }, data: { ...data, status: to } });
  if (count !== 1) throw new AppError("INVALID_STATE_TRANSITION", "The claim changed meanwhile: reload it and try again");
}

/** Claim actions queue on the claim's row lock: allow for waiting on it. */
export function claimTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { maxWait: 15_000, timeout: 30_000 });
}
