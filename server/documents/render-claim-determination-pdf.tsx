import "server-only";
import { renderPdf } from "@/pdf/render";
import { winAnsiDeep } from "@/pdf/text";
import type { ClaimDeterminationData } from "./claim-determination-data";
import { ClaimDeterminationDocument } from "./claim-determination-document";

/** A claim's determination letter as a react-pdf document. */
export function claimDeterminationElement(data: ClaimDeterminationData) {
  return <ClaimDeterminationDocument data={winAnsiDeep(data)} />;
}

/** A claim's determination letter as PDF bytes (US Letter), from `claimDeterminationDataFrom(...)`. */
export async function renderClaimDeterminationPdf(data: ClaimDeterminationData): Promise<Buffer> {
  return renderPdf(claimDeterminationElement(data), { owner: data.policy.policyNumber });
}
