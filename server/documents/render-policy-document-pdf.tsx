import "server-only";
import { renderPdf } from "@/pdf/render";
import { Bundle } from "@/pdf/bundle";
import { winAnsiDeep } from "@/pdf/text";
import { POLICY_DOCUMENTS, type PolicyDocumentKey } from "@/lib/policies/policy-documents";
import { PolicyFormDocument, ScheduleOfFormsDocument, TexasNoticeDocument } from "./policy-form-documents";
import type { PolicyWordingData } from "./policy-wording-data";
import { PolicyWordingDocument } from "./policy-wording-document";

function documentOf(d: PolicyWordingData, key: PolicyDocumentKey, bundled = false) {
  switch (key) {
    case "OTHER_STATES_WORDING":
    case "MT_WA_WORDING":
      return <PolicyWordingDocument key={key} data={d} bundled={bundled} />;
    case "MT_WA_SCHEDULE_OF_FORMS":
      return <ScheduleOfFormsDocument key={key} data={d} bundled={bundled} />;
    case "TEXAS_NOTICE":
      return <TexasNoticeDocument key={key} data={d} bundled={bundled} />;
    default:
      return <PolicyFormDocument key={key} data={d} formKey={POLICY_DOCUMENTS[key].formKey} bundled={bundled} />;
  }
}

/** One document of a policy as a react-pdf document. */
export function policyDocumentElement(data: PolicyWordingData, key: PolicyDocumentKey) {
  // The standard fonts draw WinAnsi only: names typed with other characters are made safe first.
  return documentOf(winAnsiDeep(data), key);
}

/** Every document that applies to the policy as one react-pdf document. */
export function policyDocumentsBundleElement(data: PolicyWordingData) {
  const d = winAnsiDeep(data);
  return (
    <Bundle
      title={`Policy ${d.policyNumber}: all documents`}
      author={d.issuer?.name ?? d.portalName}
      subject={`The documents of policy ${d.policyNumber} for ${d.insured.name}`}
      creator={d.portalName}
      producer={d.portalName}
      language="en-US"
    >
      {d.documents.map((doc) => documentOf(d, doc.key, true))}
    </Bundle>
  );
}

/** One document of a policy (lib/policies/policy-documents.ts) as PDF bytes (US Letter), from `policyWordingDataFrom(...)`. */
export async function renderPolicyDocumentPdf(data: PolicyWordingData, key: PolicyDocumentKey): Promise<Buffer> {
  return renderPdf(policyDocumentElement(data, key), { owner: data.policyNumber });
}

/** Every document that applies to the policy (`data.documents`), in the Files card's order, as one PDF. */
export async function renderPolicyDocumentsBundlePdf(data: PolicyWordingData): Promise<Buffer> {
  return renderPdf(policyDocumentsBundleElement(data), { owner: data.policyNumber });
}
