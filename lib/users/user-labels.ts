// The user record's choices and their labels, without zod (issue 16 §3): the list, the forms and the
// details pages need the texts, not the schemas. user-schema.ts and profile-schemas.ts re-export them.

export const USER_ROLES = ["ROLE_ADMIN", "ROLE_UNDERWRITER", "ROLE_BROKER"] as const;
export const PERMISSION_LEVELS = ["VIEW_COMPANY_INDICATIONS", "VIEW_MY_INDICATIONS"] as const;
export const USER_STATUSES = ["INVITED", "ACTIVE"] as const;
export const LANGUAGES = ["EN"] as const;
export const COUNTRIES = ["USA"] as const;
export const DATE_FORMATS = ["MM/dd/yyyy"] as const;
export const TIME_FORMATS = ["HH:mm"] as const;

export const TIME_ZONE_CODES = ["AST", "EST", "CST", "MST", "PST", "HST"] as const;
export const TIME_ZONE_LABELS: Record<(typeof TIME_ZONE_CODES)[number], string> = {
  AST: "Atlantic (AST)",
  EST: "Eastern (EST)",
  CST: "Central (CST)",
  MST: "Mountain (MST)",
  PST: "Pacific (PST)",
  HST: "Hawaii (HST)",
};

export type UserRoleName = (typeof USER_ROLES)[number];
export type PermissionLevelName = (typeof PERMISSION_LEVELS)[number];
export type CompanyRoleName = "ADMIN" | "UNDERWRITER" | "BROKER";

export const ROLE_LABELS: Record<UserRoleName, string> = { ROLE_ADMIN: "Admin", ROLE_UNDERWRITER: "Underwriter", ROLE_BROKER: "Broker" };
export const PERMISSION_LEVEL_LABELS: Record<PermissionLevelName, string> = {
  VIEW_COMPANY_INDICATIONS: "Company indications",
  VIEW_MY_INDICATIONS: "Own indications",
};
export const USER_STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = { INVITED: "Invited", ACTIVE: "Active" };
export const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { EN: "English" };
export const COUNTRY_LABELS: Record<(typeof COUNTRIES)[number], string> = { USA: "United States" };

/** A user's role follows its company's role (DESIGN.md §4). */
export const COMPANY_ROLE_OF: Record<UserRoleName, CompanyRoleName> = {
  ROLE_ADMIN: "ADMIN",
  ROLE_UNDERWRITER: "UNDERWRITER",
  ROLE_BROKER: "BROKER",
};
export const USER_ROLE_FOR_COMPANY: Record<CompanyRoleName, UserRoleName> = {
  ADMIN: "ROLE_ADMIN",
  UNDERWRITER: "ROLE_UNDERWRITER",
  BROKER: "ROLE_BROKER",
};
const COMPANY_KIND: Record<CompanyRoleName, string> = { ADMIN: "an admin", UNDERWRITER: "an underwriter", BROKER: "a broker" };

/** The message for a role that does not fit the company, e.g. "Brightline Brokers is a broker company: choose the role Broker". */
export function roleMismatchMessage(companyName: string, companyRole: CompanyRoleName): string {
  return `${companyName} is ${COMPANY_KIND[companyRole]} company: choose the role ${ROLE_LABELS[USER_ROLE_FOR_COMPANY[companyRole]]}`;
}

export const IMPORT_HEADER = ["firstName", "lastName", "email", "role", "permissionLevel", "company"] as const;
