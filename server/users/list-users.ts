import "server-only";
import type { PermissionLevel, UserRole, UserStatus } from "@/generated/prisma/client";
import { forbidden } from "@/lib/api/errors";
import { PERMISSION_LEVELS, USER_ROLES, USER_STATUSES } from "@/lib/users/user-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { userDto } from "./user-dto";

// The shared lists must name exactly the database's values.
USER_ROLES satisfies readonly UserRole[];
USER_STATUSES satisfies readonly UserStatus[];
PERMISSION_LEVELS satisfies readonly PermissionLevel[];

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
