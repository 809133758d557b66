import "server-only";
import type { PolicyStatus, Prisma } from "@/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import { POLICY_ACTION_LABELS, policyPermissionAllows, policyStatusAllows, type PolicyActionName } from "@/lib/policies/policy-actions";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";
import type { Actor } from "@/server/auth/actor";
import { db, type Tx } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";

// The guard of every policy action (DESIGN.md §5), like lockQuotationFor for quotations.

export type LockedPolicy = Prisma.PolicyGetPayload<{ include: { quotationVersion: { include: { perils: true } } } }>;

export function invalidPolicyTransition(action: PolicyActionName, policy: { status: PolicyStatus; kind: "EVENT" | "PROMOTION" }): AppError {
  if (!policyStatusAllows(action, { status: policy.status, kind: "PROMOTION" })) {
    return new AppError(
      "INVALID_STATE_TRANSITION",
      `${POLICY_ACTION_LABELS[action]} is not possible while the policy is ${POLICY_STATUS_LABELS[policy.status].toLowerCase()}`,
    );
  }
  return new AppError("INVALID_STATE_TRANSITION", `${POLICY_ACTION_LABELS[action]} applies to promotions only`);
}

/**
 * Inside the caller's transaction: locks the policy's row (so concurrent actions on one policy run
 * one after the other, and the later ones see the earlier one's status), answers not found for a
 * policy the actor may not read, forbidden for an action the role may not take, and
 * INVALID_STATE_TRANSITION for one the status or the kind does not allow.
 */
export async function lockPolicyFor(tx: Tx, actor: Actor, policyId: unknown, action: PolicyActionName): Promise<LockedPolicy> {
  const id = pathId(String(policyId ?? ""), "Policy");
  const ability = abilityFor(actor);
  await tx.$queryRaw`SELECT id FROM "Policy" WHERE id = ${id} FOR UPDATE`;
  const policy = await tx.policy.findFirst({
    where: { AND: [{ id }, accessibleWhere(ability, "read", "Policy")] },
    include: { quotationVersion: { include: { perils: { orderBy: { id: "asc" } } } } },
  });
  if (!policy) throw notFound("Policy");
  const scope = { status: policy.status, kind: policy.kind, brokerCompanyId: policy.brokerCompanyId, brokerUserId: policy.brokerUserId };
  if (!policyPermissionAllows(ability, action, scope)) throw forbidden();
  if (!policyStatusAllows(action, scope)) throw invalidPolicyTransition(action, policy);
  return policy;
}

/**
 * Moves the policy from the status it was locked in to the next one, guarded in the update itself
 * (`WHERE status = expected`): should anything have moved it meanwhile, nothing is written.
 */
export async function movePolicyStatus(
  tx: Tx,
  policy: { id: number; status: PolicyStatus },
  to: PolicyStatus,
  data: Prisma.PolicyUncheckedUpdateManyInput = {},
) {
  const { count } = await tx.policy.updateMany({ where: { id: policy.id, status: policy.status }, data: { ...data, status: to } });
  if (count !== 1) throw new AppError("INVALID_STATE_TRANSITION", "The policy changed meanwhile: reload it and try again");
}

/** Policy actions queue on the policy's row lock: allow for waiting on it. */
export function policyTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, { maxWait: 15_000, timeout: 30_000 });
}
