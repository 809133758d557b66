import "server-only";
import type { Actor } from "@/server/auth/actor";
import { isoSeconds } from "@/lib/api/serialize";
import { rulesFor } from "@/lib/permissions/rules";
import type { CurrentUserDto } from "@/lib/auth/current-user";

/** GET /api/myself: the current user with its company, formats and permission rules. */
export function currentUserDto(actor: Actor): CurrentUserDto {
  return {
    id: actor.id,
    firstName: actor.firstName,
    lastName: actor.lastName,
    fullName: `${actor.firstName} ${actor.lastName}`,
    email: actor.email,
    role: actor.role,
    permissionLevel: actor.permissionLevel,
    company: { id: actor.companyId, name: actor.companyName, role: actor.companyRole },
    timeZone: actor.timeZone,
    dateFormat: actor.dateFormat,
    timeFormat: actor.timeFormat,
    sessionExpiresAt: isoSeconds(actor.sessionExpiresAt),
    rules: rulesFor(actor),
  };
}
