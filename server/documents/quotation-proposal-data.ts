import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { db } from "@/server/db";
import { readStoredFile } from "@/server/storage/file-storage";
import { proposalDataFrom, type ProposalData } from "./proposal-data";

/** The broker company's logo for the letterhead; none (the portal's mark) when it is missing or unreadable. */
async function brokerLogo(companyId: number): Promise<Buffer | null> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { logoFile: { select: { storageKey: true } } } });
  if (!company?.logoFile) return null;
  try {
    return await readStoredFile(company.logoFile.storageKey);
  } catch {
    return null;
  }
}

/**
 * What the proposal letter of a quotation shows, issued at `issuedAt`: its details plus the tax
 * lines of the insured's state (the risk's state when the insured has none) and the broker's logo.
 */
export async function quotationProposalData(details: QuotationDetailsDto, issuedAt: Date): Promise<ProposalData> {
  const state = details.current.applicant.state ?? details.current.location.state;
  const [stateFee, logo] = await Promise.all([
    state ? db.stateFee.findUnique({ where: { state } }) : null,
    brokerLogo(details.brokerCompany.id),
  ]);
  return proposalDataFrom(details, {
    issuedAt,
    logo,
    stateFee,
  });
}
