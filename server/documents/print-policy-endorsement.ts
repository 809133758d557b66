import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import type { SignedLinkPurpose } from "@/server/signing/signed-link";
import { documentIssuer } from "./document-issuer";
import { policyEndorsementDataFrom, policyEndorsementInclude, type PolicyEndorsementData } from "./policy-endorsement-data";
import { printReader } from "./print-access";
import { renderPolicyEndorsementPdf } from "./render-policy-endorsement-pdf";

/**
 * The signed-link purpose of both endorsement print pages (the subject is the endorsement's id;
 * the page then checks the kind). It must be listed in SIGNED_LINK_PURPOSES
 * (server/signing/signed-link.ts) for links to be issued; until then no link verifies for it and
 * only signed-in readers open endorsements.
 */
export const ENDORSEMENT_LINK_PURPOSE: SignedLinkPurpose = "print-policy-endorsement";

/** An endorsement's data, or null when there is no such endorsement of this kind (within `policyScope`, if given). */
export async function loadPolicyEndorsementData(where: {
  id: number;
  kind: "GENERAL" | "CANCELLATION";
  policyScope?: Record<string, unknown>;
}): Promise<PolicyEndorsementData | null> {
  const row = await db.endorsement.findFirst({
    where: { id: where.id, kind: where.kind, ...(where.policyScope ? { policy: where.policyScope } : {}) },
    include: policyEndorsementInclude,
  });
  if (!row) return null;
  return policyEndorsementDataFrom(row, { issuer: await documentIssuer() });
}

/** Who may open an endorsement of `kind`, and its PDF: shared by both endorsement print pages. */
export async function printEndorsementOfKind(
  kind: "GENERAL" | "CANCELLATION",
  actor: Actor | null,
  endorsementId: unknown,
  token: string | null,
  now: Date,
) {
  const id = pathId(String(endorsementId ?? ""), "Endorsement");
  const reader = printReader(actor, token, ENDORSEMENT_LINK_PURPOSE, id, now);
  const policyScope = reader.kind === "actor" ? accessibleWhere(abilityFor(reader.actor), "read", "Policy") : undefined;
  const data = await loadPolicyEndorsementData({ id, kind, policyScope });
  if (!data) throw notFound("Endorsement");
  const name = kind === "CANCELLATION" ? "cancellation-endorsement" : "endorsement";
  return { bytes: await renderPolicyEndorsementPdf(data), fileName: `${name}-${data.endorsementNumber}-${data.policyNumber}.pdf` };
}

/**
 * GET /print/policy/endorsement/{id}: an endorsement changing the cover or the wording (kind
 * GENERAL) as a PDF, for a signed-in user who may read the policy, or for the holder of a signed,
 * unexpired `print-policy-endorsement` link to it. A cancellation endorsement is not found here
 * (it has its own page), nor is anything for anyone else (401 without a session).
 */
export async function printPolicyEndorsement(actor: Actor | null, endorsementId: unknown, token: string | null, now = new Date()) {
  return printEndorsementOfKind("GENERAL", actor, endorsementId, token, now);
}
