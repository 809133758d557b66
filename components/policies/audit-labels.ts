import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { POLICY_STATUS_LABELS } from "@/lib/status/status-style";

// How the policy's history names its fields (GET /api/policy/{id}/history; ids already
// named by server/audit/readable-history.ts). Unknown fields show their names in words; actions are named in components/audit/audit-labels.ts.

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
  invoiceNumber: { label: "Invoice" },
  fees: { label: "Third-party fees", kind: "money" },
  stateTax: { label: "State tax", kind: "money" },
  stampingFee: { label: "Stamping fee", kind: "money" },
  municipalityTax: { label: "Municipality tax", kind: "money" },
  commission: { label: "Commission", kind: "money" },
  amountDue: { label: "Amount due", kind: "money" },
  reason: { label: "Reason" },
  rejectionReason: { label: "Reason for rejecting" },
  cancellationDate: { label: "Cancellation date", kind: "date" },
  returnPremium: { label: "Return premium", kind: "money" },
  endorsementNumber: { label: "Endorsement" },
  title: { label: "Title" },
  premiumChange: { label: "Premium change", kind: "money" },
  premiumAfter: { label: "Premium after", kind: "money" },
  finalSalesAmount: { label: "Final sales amount", kind: "money" },
  reportedAmount: { label: "Reported final sales", kind: "money" },
  late: { label: "Reported late", values: { true: "Yes", false: "No" } },
  additionalPremiumDue: { label: "Additional premium due", kind: "money" },
  changes: { label: "Cover changes" },
};
