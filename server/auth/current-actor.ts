import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { db } from "@/server/db";
import { accountBlockReason } from "./account-status";
import { decodeSessionToken } from "./session-cookie";
import type { Actor } from "./actor";

const TOUCH_EVERY_MS = 60_000;

/** Loads the actor of a session id, or null when the session or the account may no longer be used. */
export async function actorForSession(sessionId: string, now = new Date()): Promise<Actor | null> {
  const session = await db.session.findUnique({
    where: { id: sessionId },
    include: { user: { include: { company: { select: { id: true, name: true, role: true, enabled: true } } } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  const { user } = session;
  if (accountBlockReason(user, now)) {
    await db.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    permissionLevel: user.permissionLevel,
    companyId: user.company.id,
    companyName: user.company.name,
    companyRole: user.company.role,
    timeZone: user.timeZone,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
  };
}

/** The signed-in user of the current request (pages, server actions and route handlers), once per request. */
export const getActor = cache(async (): Promise<Actor | null> => {
  const jar = await cookies();
  const claims = await decodeSessionToken(jar.get(SESSION_COOKIE)?.value);
  if (!claims) return null;
  return actorForSession(claims.sid);
});
