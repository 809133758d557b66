import "server-only";
import { renderPdf } from "@/pdf/render";
import { winAnsiDeep } from "@/pdf/text";
import { POLICY_DOCUMENTS, type PolicyDocumentKey } from "@/lib/policies/policy-documents";
import { PolicyFormDocument, ScheduleOfFormsDocument, TexasNoticeDocument } from "./policy-form-documents";
import type { PolicyWordingData } from "./policy-wording-data";
import { PolicyWordingDocument } from "./policy-wording-document";

function documentOf(d: PolicyWordingData, key: PolicyDocumentKey) {
  switch (key) {
    case "OTHER_STATES_WORDING":
    case "MT_WA_WORDING":
      return <PolicyWordingDocument data={d} />;
    case "MT_WA_SCHEDULE_OF_FORMS":
      return <ScheduleOfFormsDocument data={d} />;
    case "TEXAS_NOTICE":
      return <TexasNoticeDocument data={d} />;
    default:
      return <PolicyFormDocument data={d} formKey={POLICY_DOCUMENTS[key].formKey} />;
  }
}

/** One document of a policy as a react-pdf document. */
export function policyDocumentElement(data: PolicyWordingData, key: PolicyDocumentKey) {
  // The standard fonts draw WinAnsi only: names typed with other characters are made safe first.
  return documentOf(winAnsiDeep(data), key);
}

/** One document of a policy (lib/policies/policy-documents.ts) as PDF bytes (US Letter), from `policyWordingDataFrom(...)`. */
export async function renderPolicyDocumentPdf(data: PolicyWordingData, key: PolicyDocumentKey): Promise<Buffer> {
  return renderPdf(policyDocumentElement(data, key), { owner: data.policyNumber });
}
