import "server-only";
import { renderPdf } from "@/pdf/render";
import { winAnsiDeep } from "@/pdf/text";
import type { ProposalData } from "./proposal-data";
import { ProposalDocument } from "./proposal-document";

/** The proposal letter as a react-pdf document. */
export function proposalElement(data: ProposalData) {
  // The standard fonts draw WinAnsi only: names typed with other characters are made safe first.
  return <ProposalDocument data={winAnsiDeep(data)} />;
}

/**
 * The proposal letter as PDF bytes (US Letter). Build the data with `proposalDataFrom(details,
 * { issuedAt, ... })`; pass the same data with `signature` set to get the signed copy.
 */
export async function renderProposalPdf(data: ProposalData): Promise<Buffer> {
  return renderPdf(proposalElement(data), { owner: data.quotationNumber });
}
