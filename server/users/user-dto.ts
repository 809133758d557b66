import "server-only";
import type { Company, User } from "@/generated/prisma/client";
import { isoDate, isoSeconds } from "@/lib/api/serialize";
import type { UserRecord } from "@/lib/users/user-dto";

/** A user as the API shows it: never the password hash. `updatedAt` is the version PATCH checks. */
export function userDto(user: User & { company: Pick<Company, "id" | "name"> }): UserRecord {
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
    language: user.language,
    country: user.country,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
    licenceNumber: user.licenceNumber,
    createdAt: isoSeconds(user.createdAt),
    updatedAt: isoSeconds(user.updatedAt),
    lastLoginAt: user.lastLoginAt ? isoSeconds(user.lastLoginAt) : null,
  };
}

export type UserDto = UserRecord;

/** The fields an audit event records for a user: the DTO without its timestamps, the company by name. */
export function userAuditView(user: User & { company: Pick<Company, "id" | "name"> }) {
  const { createdAt: _c, updatedAt: _u, lastLoginAt: _l, id: _id, company, ...rest } = userDto(user);
  return { ...rest, companyId: company.id, company: company.name };
}
