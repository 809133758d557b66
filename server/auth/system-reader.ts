import "server-only";
import type { Actor } from "./actor";

/**
 * A reader that sees every quotation and policy and may take no action: for the holders of signed
 * links, the signing webhooks and background work, which act on a subject they were given, not on
 * behalf of a user. Its id 0 matches no user, so nothing is ever recorded as done by it.
 */
export function systemReader(label: string): Actor {
  return {
    id: 0,
    firstName: label,
    lastName: "",
    email: "",
    role: "ROLE_UNDERWRITER",
    permissionLevel: "VIEW_COMPANY_INDICATIONS",
    companyId: 0,
    companyName: "",
    companyRole: "UNDERWRITER",
    timeZone: "EST",
    dateFormat: "MM/dd/yyyy",
    timeFormat: "HH:mm",
    sessionId: label,
    sessionExpiresAt: new Date(0),
  };
}
