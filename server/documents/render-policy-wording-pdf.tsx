import "server-only";
import { renderPdf } from "@/pdf/render";
import { winAnsiDeep } from "@/pdf/text";
import type { PolicyWordingData } from "./policy-wording-data";
import { PolicyWordingDocument } from "./policy-wording-document";

/** The policy wording as a react-pdf document. */
export function policyWordingElement(data: PolicyWordingData) {
  // The standard fonts draw WinAnsi only: names typed with other characters are made safe first.
  return <PolicyWordingDocument data={winAnsiDeep(data)} />;
}

/** The policy wording as PDF bytes (US Letter), from `policyWordingDataFrom(...)`. */
export async function renderPolicyWordingPdf(data: PolicyWordingData): Promise<Buffer> {
  return renderPdf(policyWordingElement(data), { owner: data.policyNumber });
}
