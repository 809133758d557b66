import { renderToBuffer } from "@react-pdf/renderer";
import type { ProposalData } from "./proposal-data";
import { ProposalDocument } from "./proposal-document";

/**
 * The proposal letter as PDF bytes (US Letter). Build the data with `proposalDataFrom(details,
 * { issuedAt, ... })`; pass the same data with `signature` set to get the signed copy.
 */
export async function renderProposalPdf(data: ProposalData): Promise<Buffer> {
  return renderToBuffer(<ProposalDocument data={data} />);
}
