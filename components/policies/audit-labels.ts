import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";

// How the policy's history names its actions and fields (GET /api/policy/{id}/history). Unknown
// actions and fields show as written.

export const POLICY_AUDIT_ACTIONS: Record<string, string> = {
  "policy.bind": "Bound",
};

export const POLICY_AUDIT_FIELDS: Record<string, AuditFieldDescription> = {
  policyNumber: { label: "Policy number" },
  status: { label: "Status", values: POLICY_STATUS_LABELS },
  quotationNumber: { label: "Quotation" },
  versionNumber: { label: "Version" },
  binder: { label: "Binder" },
  bindDay: { label: "Bind day", kind: "date" },
  aggregateLimit: { label: "Aggregate limit", kind: "money" },
  premium: { label: "Premium", kind: "money" },
  application: { label: "Application on file" },
  applicationDocumentIds: { label: "Documents (ids)" },
  invoiceNumber: { label: "Invoice" },
  fees: { label: "Third-party fees", kind: "money" },
  stateTax: { label: "State tax", kind: "money" },
  stampingFee: { label: "Stamping fee", kind: "money" },
  municipalityTax: { label: "Municipality tax", kind: "money" },
  commission: { label: "Commission", kind: "money" },
  amountDue: { label: "Amount due", kind: "money" },
};
