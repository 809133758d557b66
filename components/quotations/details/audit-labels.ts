import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-schema";
import { CLAIMS_VERIFICATION_SOURCE_LABELS, PERIL_LABELS } from "@/lib/rater/perils";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";

// How the quotation's history names its actions and fields (GET /api/quotation/{id}/history, the
// events written by server/quotations/*; ids already named by server/audit/readable-history.ts).
// Unknown actions and fields show their names in words.

export const QUOTATION_AUDIT_ACTIONS: Record<string, string> = {
  "quotation.create": "Draft created",
  "quotation.copy": "Created as a copy",
  "quotation.submit": "Submitted",
  "quotation.rated": "Rated",
  "quotation.ratingFailed": "Rating failed",
  "quotation.ready": "Ready",
  "quotation.referred": "Referred to an underwriter",
  "quotation.accept": "Accepted",
  "quotation.amendAndAccept": "Amended and accepted",
  "quotation.decline": "Declined",
  "quotation.requestReferral": "Referral requested",
  "quotation.selectOptions": "Options selected, pre-bound",
  "quotation.preBoundReferral.accept": "Pre-bound referral accepted",
  "quotation.preBoundReferral.reject": "Pre-bound referral rejected",
  "quotation.cancel": "Cancelled (NTU)",
  "quotation.revise": "Revised",
  "quotation.assignBroker": "Broker assigned",
  "quotation.updateInsured": "Insured details updated",
  "quotation.document.upload": "Document uploaded",
  "quotation.document.setType": "Document type set",
  "quotation.expire": "Expired",
  "quotation.requestBind": "Bind requested",
  "quotation.bind": "Bound",
  "quotation.signingLink.send": "Signing link emailed",
  "quotation.sign": "Proposal signed",
  "quotation.sign.late": "Proposal signed after it was withdrawn",
  "quotation.sign.declined": "Signing declined",
  "quotation.sign.failed": "Signing failed",
};

export const QUOTATION_AUDIT_FIELDS: Record<string, AuditFieldDescription> = {
  quotationNumber: { label: "Number" },
  status: { label: "Status", values: QUOTATION_STATUS_LABELS },
  version: { label: "Version" },
  station: { label: "Weather station" },
  totalPremium: { label: "Total premium", kind: "money" },
  premiumsAfterReview: { label: "Premiums after review", kind: "money" },
  perils: { label: "Options", values: PERIL_LABELS },
  claimsVerificationSource: { label: "Claims verification source", values: CLAIMS_VERIFICATION_SOURCE_LABELS },
  reason: { label: "Reason" },
  reasons: { label: "Referral reasons" },
  note: { label: "Note" },
  error: { label: "Error" },
  broker: { label: "Broker" },
  brokerCompany: { label: "Broker company" },
  copiedFrom: { label: "Copied from" },
  name: { label: "Insured name" },
  email: { label: "Email" },
  street: { label: "Street" },
  city: { label: "City" },
  state: { label: "State" },
  zipCode: { label: "ZIP code" },
  document: { label: "Document" },
  fileName: { label: "File" },
  type: { label: "Document type", values: DOCUMENT_TYPE_LABELS },
  application: { label: "Application on file" },
  attestation: { label: "Attestation" },
  policyNumber: { label: "Policy number" },
  policy: { label: "Policy" },
  binder: { label: "Binder" },
  provider: { label: "Signing provider", values: { builtin: "Portal signing page", documenso: "Documenso" } },
  signedAt: { label: "Signed at", kind: "moment" },
};
