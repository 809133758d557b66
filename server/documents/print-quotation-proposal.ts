import "server-only";
import { notFound } from "@/lib/api/errors";
import { PROPOSAL_STATUSES } from "@/lib/quotations/quotation-actions";
import type { Actor } from "@/server/auth/actor";
import { systemReader } from "@/server/auth/system-reader";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { generateQuotationProposal } from "@/server/quotations/generate-quotation-proposal";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { readStoredFile } from "@/server/storage/file-storage";
import { printReader } from "./print-access";
import { quotationProposalData } from "./quotation-proposal-data";
import { renderProposalPdf } from "./render-proposal-pdf";

const LINK_READER = systemReader("Signed link");

/**
 * GET /print/quotation-proposal/{id}: the proposal letter of the current version as a PDF, for a
 * signed-in user who may read the quotation, or for the holder of a signed, unexpired
 * `print-proposal` link to it (emails and the signing provider). Anyone else, and a quotation
 * with no proposal yet, is not found. Served from storage: the signed copy once there is one,
 * else the letter stored at pre-bind; a pre-bound referral's letter is rendered on the fly.
 */
export async function printQuotationProposal(actor: Actor | null, quotationId: unknown, token: string | null, now = new Date()) {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  const access = printReader(actor, token, "print-proposal", id, now);
  const reader = access.kind === "link" ? LINK_READER : access.actor;
  const details = await getQuotationDetails(reader, id);
  if (!PROPOSAL_STATUSES.includes(details.status)) throw notFound("Proposal");

  const signed = await db.quotationProposal.findFirst({
    where: { versionId: details.current.id, signed: true },
    orderBy: { id: "desc" },
    include: { file: true },
  });
  const stored = signed ?? (await generateQuotationProposal(id, now));
  if (stored) return { bytes: await readStoredFile(stored.file.storageKey), fileName: stored.file.fileName };

  const data = await quotationProposalData(details, new Date(details.current.reviewedAt ?? details.updatedAt));
  return { bytes: await renderProposalPdf(data), fileName: `proposal-${details.quotationNumber}-v${details.current.versionNumber}.pdf` };
}
