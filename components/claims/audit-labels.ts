import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { PERIL_LABELS } from "@/lib/rater/perils";
import { CLAIM_STATUS_LABELS } from "@/lib/status/status-style";

// How the claim's history names its fields (the audit events of server/claims; the policy named
// by server/audit/readable-history.ts). Unknown fields show their names in words; actions are
// named in components/audit/audit-labels.ts.

export const CLAIM_AUDIT_FIELDS: Record<string, AuditFieldDescription> = {
  status: { label: "Status", values: CLAIM_STATUS_LABELS },
  policyNumber: { label: "Policy" },
  policy: { label: "Policy" },
  lossDates: { label: "Loss dates", kind: "date" },
  days: { label: "Days", kind: "date" },
  perils: { label: "Perils", values: PERIL_LABELS },
  description: { label: "What happened" },
  files: { label: "Files attached" },
  fileName: { label: "Report" },
  determinations: { label: "Determinations written" },
  amount: { label: "Amount", kind: "money" },
  reason: { label: "Reason" },
  paidAt: { label: "Payment date", kind: "date" },
  reference: { label: "Payment reference" },
  paidAmount: { label: "Amount paid", kind: "money" },
};
