import type { AppRule, PermissionLevelName, Role } from "@/lib/permissions/rules";

/** The answer of GET /api/myself. */
export type CurrentUserDto = {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  role: Role;
  permissionLevel: PermissionLevelName;
  company: { id: number; name: string; role: "ADMIN" | "UNDERWRITER" | "BROKER" };
  timeZone: string;
  dateFormat: string;
  timeFormat: string;
  sessionExpiresAt: Date | string;
  rules: AppRule[];
};
