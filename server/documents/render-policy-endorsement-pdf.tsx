import { renderPdf } from "@/components/pdf/render";
import { winAnsiDeep } from "@/components/pdf/text";
import type { PolicyEndorsementData } from "./policy-endorsement-data";
import { CancellationEndorsementDocument, PolicyEndorsementDocument } from "./policy-endorsement-document";

/** An endorsement as PDF bytes (US Letter), from `policyEndorsementDataFrom(...)`: the cancellation's own form for a cancellation. */
export async function renderPolicyEndorsementPdf(data: PolicyEndorsementData): Promise<Buffer> {
  const safe = winAnsiDeep(data);
  return renderPdf(safe.kind === "CANCELLATION" && safe.cancellation ? <CancellationEndorsementDocument data={safe} /> : <PolicyEndorsementDocument data={safe} />);
}
