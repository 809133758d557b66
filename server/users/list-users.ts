import type { Company, PermissionLevel, User, UserRole, UserStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { isoDate, isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";

export const USER_ROLES = ["ROLE_ADMIN", "ROLE_UNDERWRITER", "ROLE_BROKER"] as const satisfies readonly UserRole[];
export const USER_STATUSES = ["INVITED", "ACTIVE"] as const satisfies readonly UserStatus[];
export const PERMISSION_LEVELS = ["VIEW_COMPANY_INDICATIONS", "VIEW_MY_INDICATIONS"] as const satisfies readonly PermissionLevel[];

/** The fields GET /api/user filters and sorts on (spec §7: search on firstName, lastName, company name, email). */
export const USER_FIELDS: ResourceFields = {
  firstName: { type: "string" },
  lastName: { type: "string" },
  email: { type: "string" },
  "company.name": { type: "string", path: ["company", "name"] },
  role: { type: "enum", values: USER_ROLES },
  enabled: { type: "boolean" },
  status: { type: "enum", values: USER_STATUSES },
  permissionLevel: { type: "enum", values: PERMISSION_LEVELS },
  createdAt: { type: "date" },
};

/** A user as the API shows it: never the password hash. */
export function userDto(user: User & { company: Pick<Company, "id" | "name"> }) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    permissionLevel: user.permissionLevel,
    status: user.status,
    enabled: user.enabled,
    company: { id: user.company.id, name: user.company.name },
    accessStartDate: isoDate(user.accessStartDate),
    accessEndDate: isoDate(user.accessEndDate),
    timeZone: user.timeZone,
    createdAt: isoSeconds(user.createdAt),
    lastLoginAt: user.lastLoginAt ? isoSeconds(user.lastLoginAt) : null,
  };
}

export type UserDto = ReturnType<typeof userDto>;

/** GET /api/user: admins list users with the list query (f, p, s). */
export async function listUsers(actor: Actor, url: string) {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();
  const { where, orderBy, skip, take, query } = parseListQuery(url, USER_FIELDS, { defaultSort: { field: "lastName", direction: "asc" } });
  const [rows, itemsCount] = await Promise.all([
    db.user.findMany({ where, orderBy, skip, take, include: { company: { select: { id: true, name: true } } } }),
    db.user.count({ where }),
  ]);
  return { items: rows.map(userDto), pagination: { index: query.page.index, size: query.page.size, itemsCount } };
}
