import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-labels";
import { CLAIMS_VERIFICATION_SOURCE_LABELS, PERIL_LABELS } from "@/lib/rater/perils";
import { SIGNING_PROVIDER_LABELS } from "@/lib/signing/signing-providers";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";

// How the quotation's history names its fields (GET /api/quotation/{id}/history, the
// events written by server/quotations/*; ids already named by server/audit/readable-history.ts).
// Unknown fields show their names in words; actions are named in components/audit/audit-labels.ts.

export const QUOTATION_AUDIT_FIELDS: Record<string, AuditFieldDescription> = {
  quotationNumber: { label: "Number" },
  status: { label: "Status", values: QUOTATION_STATUS_LABELS },
  version: { label: "Version" },
  station: { label: "Weather station", kind: "station" },
  // Stored as premium plus fees (before taxes): never called a premium (decisions.md D103).
  totalPremium: { label: "Premium and fees", kind: "money" },
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
  provider: { label: "Signing provider", values: SIGNING_PROVIDER_LABELS },
  signedAt: { label: "Signed at", kind: "moment" },
  sentTo: { label: "Sent to" },
  linkExpiresAt: { label: "Link valid until", kind: "moment" },
};
