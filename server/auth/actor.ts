import "server-only";
import type { PermissionLevelName, Role } from "@/lib/permissions/rules";

/** The signed-in user as every use case receives it. */
export type Actor = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  permissionLevel: PermissionLevelName;
  companyId: number;
  companyName: string;
  companyRole: "ADMIN" | "UNDERWRITER" | "BROKER";
  timeZone: string;
  dateFormat: string;
  timeFormat: string;
  sessionId: string;
  sessionExpiresAt: Date;
};
