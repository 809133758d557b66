import "server-only";
import { db } from "@/server/db";
import { recordAuditEvent } from "@/server/audit/record-audit-event";

/** Revokes a session so that its cookie stops working everywhere at once. */
export async function signOut(sessionId: string, actorId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const revoked = await tx.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (revoked.count > 0) {
      await recordAuditEvent(tx, { actorId, action: "auth.signOut", subjectType: "User", subjectId: actorId });
    }
  });
}
