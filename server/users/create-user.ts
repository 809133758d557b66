import "server-only";
import { forbidden } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { UserCreateValues } from "@/lib/users/user-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { issueInvitation } from "./issue-invitation";
import { userAuditView, userDto } from "./user-dto";
import { calendarDate, companyForRole, emailTaken, isUniqueViolation } from "./user-rules";

/**
 * POST /api/user (admin): creates a user in status INVITED with no password. The invitation token
 * and its email are written in the same transaction as the user, with a `user.create` audit event.
 */
export async function createUser(actor: Actor, values: UserCreateValues) {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();
  try {
    return await db.$transaction(async (tx) => {
      const company = await companyForRole(tx, values.companyId, values.role);
      if (await tx.user.findUnique({ where: { email: values.email }, select: { id: true } })) throw emailTaken();
      const user = await tx.user.create({
        data: {
          ...values,
          accessStartDate: calendarDate(values.accessStartDate),
          accessEndDate: calendarDate(values.accessEndDate),
          status: "INVITED",
          passwordHash: null,
        },
        include: { company: { select: { id: true, name: true } } },
      });
      await issueInvitation(tx, user, company.name);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "user.create",
        subjectType: "User",
        subjectId: user.id,
        after: userAuditView(user),
      });
      return userDto(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
