// Company roles and logo rules as pages show them, without zod (issue 16 §3): the list, the forms and
// the details page need the texts, not the schemas. company-schema.ts re-exports them.

export const COMPANY_ROLES = ["ADMIN", "UNDERWRITER", "BROKER"] as const;
export type CompanyRoleName = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<CompanyRoleName, string> = { ADMIN: "Admin", UNDERWRITER: "Underwriter", BROKER: "Broker" };

export const LOGO_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";
export const LOGO_RULES_HINT = "PNG or JPEG, 3:2 ratio (e.g. 300 × 200 px), at most 3 MB.";
