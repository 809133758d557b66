import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { documentIssuer } from "./document-issuer";
import { policyWordingDataFrom, policyWordingInclude, type PolicyWordingData } from "./policy-wording-data";
import { printReader } from "./print-access";
import { renderPolicyWordingPdf } from "./render-policy-wording-pdf";

/** The policy wording's data for a policy, or null when there is no such policy. */
export async function loadPolicyWordingData(where: { id: number; scope?: Record<string, unknown> }): Promise<PolicyWordingData | null> {
  const row = await db.policy.findFirst({ where: where.scope ? { AND: [{ id: where.id }, where.scope] } : { id: where.id }, include: policyWordingInclude });
  if (!row) return null;
  const [issuer, stateFee] = await Promise.all([
    documentIssuer(),
    row.insuredState ? db.stateFee.findUnique({ where: { state: row.insuredState }, select: { state: true, name: true, municipalityTax: true } }) : null,
  ]);
  return policyWordingDataFrom(row, { issuer, stateFee });
}

/**
 * GET /print/policy/other-states/{id}: the policy wording as a PDF, for a signed-in user who may
 * read the policy, or for the holder of a signed, unexpired `print-policy` link to it. Anyone
 * else is not found (or 401 without a session).
 */
export async function printPolicyWording(actor: Actor | null, policyId: unknown, token: string | null, now = new Date()) {
  const id = pathId(String(policyId ?? ""), "Policy");
  const reader = printReader(actor, token, "print-policy", id, now);
  const scope = reader.kind === "actor" ? accessibleWhere(abilityFor(reader.actor), "read", "Policy") : undefined;
  const data = await loadPolicyWordingData({ id, scope });
  if (!data) throw notFound("Policy");
  return { bytes: await renderPolicyWordingPdf(data), fileName: `policy-${data.policyNumber}.pdf` };
}
