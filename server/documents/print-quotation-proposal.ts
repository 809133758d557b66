import { AppError, notFound } from "@/lib/api/errors";
import { PROPOSAL_STATUSES } from "@/lib/quotations/quotation-actions";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { verifySignedLink } from "@/server/signing/signed-link";
import { proposalDataFrom } from "./proposal-data";
import { renderProposalPdf } from "./render-proposal-pdf";

/** Reads a quotation for the holder of a signed link: every quotation, nothing else. */
const LINK_READER: Actor = {
  id: 0, firstName: "Signed", lastName: "link", email: "", role: "ROLE_UNDERWRITER", permissionLevel: "VIEW_COMPANY_INDICATIONS",
  companyId: 0, companyName: "", companyRole: "UNDERWRITER", timeZone: "EST", dateFormat: "MM/dd/yyyy", timeFormat: "HH:mm",
  sessionId: "signed-link", sessionExpiresAt: new Date(0),
};

/**
 * GET /print/quotation-proposal/{id}: the proposal letter as a PDF, for a signed-in user who may read
 * the quotation, or for the holder of a signed, unexpired `print-proposal` link to it (emails and the
 * signing provider). Anyone else, and a quotation with no proposal yet, is not found.
 */
export async function printQuotationProposal(actor: Actor | null, quotationId: unknown, token: string | null, now = new Date()) {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  let reader: Actor | null = null;
  if (token) {
    const link = verifySignedLink(token, "print-proposal", id, now);
    if (link.ok) reader = LINK_READER;
    else if (!actor) throw new AppError("UNAUTHENTICATED", link.error === "expired" ? "This link has expired" : "This link is not valid");
  }
  reader ??= actor;
  if (!reader) throw new AppError("UNAUTHENTICATED", "You are not signed in");
  const details = await getQuotationDetails(reader, id);
  if (!PROPOSAL_STATUSES.includes(details.status)) throw notFound("Proposal");
  const state = details.current.applicant.state ?? details.current.location.state;
  const stateFee = state ? await db.stateFee.findUnique({ where: { state } }) : null;
  const data = proposalDataFrom(details, {
    issuedAt: new Date(details.current.reviewedAt ?? details.updatedAt),
    stateFee: stateFee ? { state: stateFee.state, name: stateFee.name, tax: stateFee.tax.toString(), stampingFee: stateFee.stampingFee.toString(), municipalityTax: stateFee.municipalityTax } : null,
  });
  return { bytes: await renderProposalPdf(data), fileName: `proposal-${details.quotationNumber}-v${details.current.versionNumber}.pdf` };
}
