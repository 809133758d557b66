import "server-only";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "./actor";

/** Extends the actor's session by the session lifetime; a revoked or expired session cannot be refreshed. */
export async function refreshSession(actor: Actor): Promise<{ expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + env().SESSION_TTL_MINUTES * 60_000);
  const updated = await db.session.updateMany({
    where: { id: actor.sessionId, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { expiresAt, lastSeenAt: new Date() },
  });
  if (updated.count !== 1) throw new AppError("UNAUTHENTICATED", "Your session has ended");
  return { expiresAt };
}
