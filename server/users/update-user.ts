import "server-only";
import { AppError, forbidden, notFound, validationFailure } from "@/lib/api/errors";
import { isoDate, isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import { ACCESS_END_BEFORE_START, type UserUpdateValues } from "@/lib/users/user-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db, type Prisma } from "@/server/db";
import { userAuditView, userDto } from "./user-dto";
import { calendarDate, companyForRole, emailTaken, isUniqueViolation } from "./user-rules";

/**
 * The new `updatedAt` of a PATCHed user (decision D67). The API shows timestamps to the second,
 * and `updatedAt` is the version a PATCH quotes, so every PATCH moves it to a later whole second
 * than the one it replaces: two edits within one second can then never carry the same version,
 * and a PATCH quoting the version it read is refused once anyone else's PATCH went first.
 */
export function nextVersion(current: Date, now: Date): Date {
  const second = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;
  return new Date(Math.max(second(now), second(current) + 1000));
}

export const STALE_USER = "This user was changed by someone else in the meantime. Reload the page and try again.";

/**
 * PATCH /api/user/{id} (admin): changes any of the user's fields. The row is locked for the change,
 * and a given `updatedAt` that is no longer current is refused with 409 CONFLICT, so two admins
 * cannot overwrite each other's edits. Disabling the user revokes all of its sessions in the same
 * transaction. A `user.update` audit event records the before and after values of what changed.
 */
export async function updateUser(actor: Actor, id: number, { updatedAt, ...patch }: UserUpdateValues) {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();

  if (id === actor.id) {
    if (patch.enabled === false) throw validationFailure([{ path: "enabled", message: "You cannot disable your own account" }]);
    if (patch.role !== undefined && patch.role !== actor.role) {
      throw validationFailure([{ path: "role", message: "You cannot change your own role" }]);
    }
  }

  const now = new Date();
  try {
    return await db.$transaction(
      async (tx) => {
        const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "User" WHERE id = ${id} FOR UPDATE`;
        if (locked.length === 0) throw notFound("User");
        const current = await tx.user.findUniqueOrThrow({ where: { id }, include: { company: { select: { id: true, name: true } } } });
        if (updatedAt && isoSeconds(new Date(updatedAt)) !== isoSeconds(current.updatedAt)) {
          throw new AppError("CONFLICT", STALE_USER, { details: [{ path: "updatedAt", message: STALE_USER }] });
        }

        const role = patch.role ?? current.role;
        const companyId = patch.companyId ?? current.companyId;
        if (role !== current.role || companyId !== current.companyId) await companyForRole(tx, companyId, role);

        const start = patch.accessStartDate !== undefined ? patch.accessStartDate : isoDate(current.accessStartDate);
        const end = patch.accessEndDate !== undefined ? patch.accessEndDate : isoDate(current.accessEndDate);
        if (start && end && end < start) throw validationFailure([{ path: "accessEndDate", message: ACCESS_END_BEFORE_START }]);

        if (patch.email !== undefined && patch.email !== current.email) {
          const other = await tx.user.findUnique({ where: { email: patch.email }, select: { id: true } });
          if (other && other.id !== id) throw emailTaken();
        }

        const data: Prisma.UserUncheckedUpdateInput = {
          ...patch,
          updatedAt: nextVersion(current.updatedAt, now),
          accessStartDate: calendarDate(patch.accessStartDate),
          accessEndDate: calendarDate(patch.accessEndDate),
        };
        const updated = await tx.user.update({ where: { id }, data, include: { company: { select: { id: true, name: true } } } });

        const before = userAuditView(current) as Record<string, unknown>;
        const after = userAuditView(updated) as Record<string, unknown>;
        const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
        if (changed.length > 0) {
          await recordAuditEvent(tx, {
            actorId: actor.id,
            action: "user.update",
            subjectType: "User",
            subjectId: id,
            before: Object.fromEntries(changed.map((key) => [key, before[key]])),
            after: Object.fromEntries(changed.map((key) => [key, after[key]])),
          });
        }
        if (current.enabled && !updated.enabled) {
          // Disabling ends every open session now, not only at the sessions' next request.
          await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: now } });
        }
        return userDto(updated);
        // Edits of one user queue on its row lock: wait for a connection and the lock longer than
        // Prisma's default 2 s, so that a burst is answered 200 / 409, never a timeout.
      },
      { maxWait: 15_000, timeout: 20_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
