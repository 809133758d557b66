import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { loadClaimDeterminationData } from "./claim-determination-data";
import { CLAIM_LINK_PURPOSE } from "./claim-document-links";
import { printReader } from "./print-access";
import { renderClaimDeterminationPdf } from "./render-claim-determination-pdf";

/**
 * GET /print/claim/{claimId}/determination: a claim's determination letter as a PDF, for a
 * signed-in user who may read the claim, or for the holder of a signed, unexpired `print-claim`
 * link to it (D115). A claim outside the reader's scope, or none with that id, is 404; no session
 * and no valid link is 401.
 */
export async function printClaimDetermination(actor: Actor | null, claimId: unknown, token: string | null, now = new Date()) {
  const id = pathId(String(claimId ?? ""), "Claim");
  const reader = printReader(actor, token, CLAIM_LINK_PURPOSE, id, now);
  const claimScope = reader.kind === "actor" ? accessibleWhere(abilityFor(reader.actor), "read", "Claim") : undefined;
  const data = await loadClaimDeterminationData({ id, claimScope });
  if (!data) throw notFound("Claim");
  return { bytes: await renderClaimDeterminationPdf(data), fileName: `claim-determination-${data.claimNumber}.pdf` };
}
