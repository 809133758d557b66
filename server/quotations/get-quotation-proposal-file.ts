import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { readStoredFile } from "@/server/storage/file-storage";

/** GET /api/quotation/{id}/proposal/{proposalId}: a stored proposal letter (signed or not) of a quotation the actor may read. */
export async function getQuotationProposalFile(actor: Actor, quotationId: unknown, proposalId: unknown) {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  const pid = pathId(String(proposalId ?? ""), "Proposal");
  const proposal = await db.quotationProposal.findFirst({
    where: { id: pid, version: { quotation: { AND: [{ id }, accessibleWhere(abilityFor(actor), "read", "Quotation")] } } },
    include: { file: true },
  });
  if (!proposal) throw notFound("Proposal");
  return { bytes: await readStoredFile(proposal.file.storageKey), fileName: proposal.file.fileName };
}
