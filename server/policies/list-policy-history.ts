import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { subjectHistory } from "@/server/audit/subject-history";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";

/** GET /api/policy/{id}/history: the audit timeline of a policy the actor may read, newest first; any other is not found. */
export async function listPolicyHistory(actor: Actor, policyId: unknown) {
  const id = pathId(String(policyId ?? ""), "Policy");
  const ability = abilityFor(actor);
  if (!ability.can("read", "Policy")) throw forbidden();
  const policy = await db.policy.findFirst({ where: { AND: [{ id }, accessibleWhere(ability, "read", "Policy")] }, select: { id: true } });
  if (!policy) throw notFound("Policy");
  return subjectHistory("Policy", policy.id);
}
