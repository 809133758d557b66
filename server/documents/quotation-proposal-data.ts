import "server-only";
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
 * What the proposal letter of a quotation shows, issued at `issuedAt`: its details, priced with
 * their pricing terms (the taxes of the insured's state, the risk's state when the insured has
 * none, as every screen shows them), and the broker's logo.
 */
export async function quotationProposalData(details: QuotationDetailsDto, issuedAt: Date): Promise<ProposalData> {
  return proposalDataFrom(details, { issuedAt, logo: await brokerLogo(details.brokerCompany.id) });
}
