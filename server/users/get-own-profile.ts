import "server-only";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

/** The signed-in user's own account, for the profile page. */
export async function getOwnProfile(actor: Actor) {
  return db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: {
      firstName: true,
      lastName: true,
      email: true,
      role: true,
      permissionLevel: true,
      accessStartDate: true,
      accessEndDate: true,
      language: true,
      country: true,
      dateFormat: true,
      timeFormat: true,
      timeZone: true,
      lastLoginAt: true,
      company: { select: { name: true } },
    },
  });
}
