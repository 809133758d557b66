import "server-only";
import { renderPdf } from "@/pdf/render";
import { winAnsiDeep } from "@/pdf/text";
import type { PolicyEndorsementData } from "./policy-endorsement-data";
import { CancellationEndorsementDocument, PolicyEndorsementDocument } from "./policy-endorsement-document";

/** An endorsement as a react-pdf document: the cancellation's own form for a cancellation. */
export function policyEndorsementElement(data: PolicyEndorsementData) {
  const safe = winAnsiDeep(data);
  return safe.kind === "CANCELLATION" && safe.cancellation ? (
    <CancellationEndorsementDocument data={safe} />
  ) : (
    <PolicyEndorsementDocument data={safe} />
  );
}

/** An endorsement as PDF bytes (US Letter), from `policyEndorsementDataFrom(...)`. */
export async function renderPolicyEndorsementPdf(data: PolicyEndorsementData): Promise<Buffer> {
  return renderPdf(policyEndorsementElement(data), { owner: data.policyNumber });
}
