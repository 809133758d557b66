import "server-only";
import { AppError, validationFailure } from "@/lib/api/errors";
import { COMPANY_ROLE_OF, roleMismatchMessage, type UserRoleName } from "@/lib/users/user-schema";
import type { Tx } from "@/server/db";

// Checks shared by creating, editing and importing users.

export const EMAIL_TAKEN = "A user with this email already exists";

export const emailTaken = () => new AppError("CONFLICT", EMAIL_TAKEN, { details: [{ path: "email", message: EMAIL_TAKEN }] });

/** Loads the company and checks that the role fits it (ROLE_BROKER ↔ BROKER company, …). */
export async function companyForRole(tx: Tx, companyId: number, role: UserRoleName) {
  const company = await tx.company.findUnique({ where: { id: companyId }, select: { id: true, name: true, role: true } });
  if (!company) throw validationFailure([{ path: "companyId", message: "Choose a company" }]);
  if (COMPANY_ROLE_OF[role] !== company.role) {
    throw validationFailure([{ path: "role", message: roleMismatchMessage(company.name, company.role) }]);
  }
  return company;
}

/** True for Prisma's unique-constraint error (a concurrent insert of the same email). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2002";
}

/** A stored calendar date from YYYY-MM-DD (UTC midnight, the @db.Date convention). */
export function calendarDate(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(`${value}T00:00:00Z`);
}
