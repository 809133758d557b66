import "server-only";
import type { z } from "zod";
import type { updateProfileSchema } from "@/lib/users/profile-schemas";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";

/** PATCH /api/myself: the signed-in user changes its own preferences (time zone). */
export async function updateOwnProfile(actor: Actor, patch: z.output<typeof updateProfileSchema>) {
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { timeZone: true } });
    const after = await tx.user.update({ where: { id: actor.id }, data: patch, select: { timeZone: true } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "user.updateProfile",
      subjectType: "User",
      subjectId: actor.id,
      before,
      after,
    });
    return after;
  });
}
