import "server-only";
import { db } from "@/server/db";

/**
 * Who maintenance mode shuts out right now (D119): the enabled users other than admins who have a
 * live session (not revoked, not expired), counted once each; their next page is the maintenance
 * page and their calls are refused. Read by the maintenance-mode page for its confirmation.
 */
export async function countSignedInNonAdmins(now = new Date()): Promise<number> {
  const users = await db.session.groupBy({
    by: ["userId"],
    where: { revokedAt: null, expiresAt: { gt: now }, user: { enabled: true, role: { not: "ROLE_ADMIN" } } },
  });
  return users.length;
}
