import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import {
  COUNTRY_LABELS,
  LANGUAGE_LABELS,
  PERMISSION_LEVEL_LABELS,
  ROLE_LABELS,
  TIME_ZONE_LABELS,
  USER_STATUS_LABELS,
} from "@/lib/users/user-labels";

// How a user's history names its fields (the events of server/users/* and server/auth/*).

export const USER_AUDIT_FIELDS: Record<string, AuditFieldDescription> = {
  firstName: { label: "First name" },
  lastName: { label: "Last name" },
  email: { label: "Email" },
  company: { label: "Company" },
  role: { label: "Role", values: ROLE_LABELS },
  permissionLevel: { label: "Permission level", values: PERMISSION_LEVEL_LABELS },
  status: { label: "Status", values: USER_STATUS_LABELS },
  enabled: { label: "Enabled" },
  accessStartDate: { label: "Access from", kind: "date" },
  accessEndDate: { label: "Access until", kind: "date" },
  timeZone: { label: "Time zone", values: TIME_ZONE_LABELS },
  language: { label: "Language", values: LANGUAGE_LABELS },
  country: { label: "Country", values: COUNTRY_LABELS },
  dateFormat: { label: "Date format" },
  timeFormat: { label: "Time format" },
  importLine: { label: "Line of the CSV file" },
  invitationExpiresAt: { label: "Invitation valid until", kind: "moment" },
  earlierLinksEnded: { label: "Earlier invitation links ended" },
};
