import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { COMPANY_ROLE_LABELS } from "@/lib/companies/company-labels";

// How a company's history names its fields (the events of server/companies/*).

export const COMPANY_AUDIT_FIELDS: Record<string, AuditFieldDescription> = {
  name: { label: "Name" },
  agencyCode: { label: "Agency code" },
  email: { label: "Email" },
  role: { label: "Role", values: COMPANY_ROLE_LABELS },
  enabled: { label: "Enabled" },
  commission: { label: "Commission (%)" },
  street: { label: "Street" },
  city: { label: "City" },
  state: { label: "State" },
  zipCode: { label: "ZIP code" },
  logo: { label: "Logo" },
  sessionsRevoked: { label: "Users signed out" },
};
