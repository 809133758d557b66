import "server-only";
import { decode, encode } from "next-auth/jwt";
import { SESSION_COOKIE, SESSION_EXPIRES_COOKIE } from "@/lib/auth/cookies";
import { isoSeconds } from "@/lib/api/serialize";
import { env, useSecureCookies } from "@/server/env";

// The session cookie is a next-auth JWT (encrypted with AUTH_SECRET) that carries the id of a
// Session row; the row is the authority (revocation, expiry), the JWT only transports its id.

export type SessionClaims = { sid: string; sub: string };

export async function encodeSessionToken(claims: SessionClaims, expiresAt: Date): Promise<string> {
  const maxAge = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
  return encode({ token: { ...claims }, secret: env().AUTH_SECRET, salt: SESSION_COOKIE, maxAge });
}

export async function decodeSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: env().AUTH_SECRET, salt: SESSION_COOKIE });
    if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    return { sid: payload.sid, sub: payload.sub };
  } catch {
    return null;
  }
}

type CookieJar = {
  set(name: string, value: string, options: Record<string, unknown>): unknown;
};

export async function setSessionCookies(jar: CookieJar, claims: SessionClaims, expiresAt: Date): Promise<void> {
  const secure = useSecureCookies();
  jar.set(SESSION_COOKIE, await encodeSessionToken(claims, expiresAt), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: expiresAt,
  });
  jar.set(SESSION_EXPIRES_COOKIE, isoSeconds(expiresAt), { httpOnly: false, sameSite: "lax", secure, path: "/", expires: expiresAt });
}

export function clearSessionCookies(jar: CookieJar): void {
  const secure = useSecureCookies();
  for (const name of [SESSION_COOKIE, SESSION_EXPIRES_COOKIE]) {
    jar.set(name, "", { httpOnly: name === SESSION_COOKIE, sameSite: "lax", secure, path: "/", maxAge: 0 });
  }
}
