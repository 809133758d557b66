import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { QuotationStatusName } from "@/lib/quotations/quotation-actions";
import { systemReader } from "@/server/auth/system-reader";
import { db } from "@/server/db";
import { quotationProposalData } from "@/server/documents/quotation-proposal-data";
import { renderProposalPdf } from "@/server/documents/render-proposal-pdf";
import { storeFile } from "@/server/storage/file-storage";
import { getQuotationDetails } from "./get-quotation-details";

const reader = systemReader("Proposal generator");

/** From pre-bound on, a version's proposal is the letter to sign, so it is stored. A pre-bound referral's is not yet. */
export const STORED_PROPOSAL_STATUSES: readonly QuotationStatusName[] = ["PRE_BOUND", "SIGNED", "READY_TO_BIND", "BOUND"];

/** The unsigned proposal of a version, if one was generated. */
export function currentProposalOf(versionId: number) {
  return db.quotationProposal.findFirst({ where: { versionId, signed: false }, orderBy: { id: "desc" }, include: { file: true } });
}

/**
 * Renders and stores the proposal letter of a pre-bound quotation's current version, once: a
 * version that already has its proposal keeps it (the letter the insured is asked to sign must not
 * change under them). Runs after the pre-bind transaction has committed, outside any row lock:
 * rendering takes a while and reads with its own connections. Returns null when the quotation is
 * not (or no longer) at a status that has a proposal.
 */
export async function generateQuotationProposal(quotationId: number, now = new Date()) {
  const details = await getQuotationDetails(reader, quotationId);
  if (!STORED_PROPOSAL_STATUSES.includes(details.status)) return null;
  const versionId = details.current.id;
  const existing = await currentProposalOf(versionId);
  if (existing) return existing;

  const data = await quotationProposalData(details, now);
  const bytes = await renderProposalPdf(data);
  const fileName = `proposal-${details.quotationNumber}-v${details.current.versionNumber}.pdf`;
  return db.$transaction(
    async (tx) => {
      // Two requests may render at once (pre-bind and a first print); the lock lets one store it.
      await tx.$queryRaw`SELECT id FROM "QuotationVersion" WHERE id = ${versionId} FOR UPDATE`;
      const stored = await tx.quotationProposal.findFirst({ where: { versionId, signed: false }, include: { file: true } });
      if (stored) return stored;
      const file = await storeFile(tx, { bytes, fileName, contentType: "application/pdf", folder: "proposals" });
      return tx.quotationProposal.create({
        data: { versionId, fileId: file.id, signed: false, uploadedAt: now, data: data as unknown as Prisma.InputJsonValue },
        include: { file: true },
      });
      // Parallel first openings of a signing link queue here: wait for a connection longer than
      // Prisma's default 2 s rather than fail one of them.
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
}

/**
 * After a pre-bind has committed: stores the proposal. A failure here does not undo the pre-bind;
 * the letter is then generated when it is first printed or signed.
 */
export async function storeProposalAfterPreBind(quotationId: number) {
  try {
    await generateQuotationProposal(quotationId);
  } catch (error) {
    console.error(`Could not store the proposal of quotation ${quotationId}:`, error);
  }
}
