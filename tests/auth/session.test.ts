import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { actorForSession } from "@/server/auth/current-actor";
import { refreshSession } from "@/server/auth/refresh-session";
import { signOut } from "@/server/auth/sign-out";
import { decodeSessionToken, encodeSessionToken } from "@/server/auth/session-cookie";
import { signedIn, user } from "../support/factories";

describe("sessions", () => {
  it("round-trips the session cookie and refuses a tampered one", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await encodeSessionToken({ sid: "00000000-0000-4000-8000-000000000001", sub: "7" }, expiresAt);
    expect(await decodeSessionToken(token)).toEqual({ sid: "00000000-0000-4000-8000-000000000001", sub: "7" });
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await decodeSessionToken(tampered)).toBeNull();
    expect(await decodeSessionToken("garbage")).toBeNull();
    expect(await decodeSessionToken(undefined)).toBeNull();
  });

  it("stops a disabled user's session at its next request and revokes all of its sessions", async () => {
    const u = await user();
    const actor = await signedIn(u.email);
    const second = await signedIn(u.email);
    expect(await actorForSession(actor.sessionId)).not.toBeNull();
    await db.user.update({ where: { id: u.id }, data: { enabled: false } });
    expect(await actorForSession(actor.sessionId)).toBeNull();
    expect(await db.session.count({ where: { userId: u.id, revokedAt: null } })).toBe(0);
    expect(await actorForSession(second.sessionId)).toBeNull();
  });

  it("stops sessions when the company is disabled or the access period ends", async () => {
    const u = await user();
    const actor = await signedIn(u.email);
    await db.company.update({ where: { id: u.companyId }, data: { enabled: false } });
    expect(await actorForSession(actor.sessionId)).toBeNull();

    const v = await user();
    const other = await signedIn(v.email);
    await db.user.update({ where: { id: v.id }, data: { accessEndDate: new Date(Date.now() - 2 * 86_400_000) } });
    expect(await actorForSession(other.sessionId)).toBeNull();
  });

  it("ends a session on sign-out and refuses to refresh it", async () => {
    const u = await user();
    const actor = await signedIn(u.email);
    await signOut(actor.sessionId, actor.id);
    expect(await actorForSession(actor.sessionId)).toBeNull();
    await expect(refreshSession(actor)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("refreshes a live session to a later expiry", async () => {
    const u = await user();
    const actor = await signedIn(u.email);
    await db.session.update({ where: { id: actor.sessionId }, data: { expiresAt: new Date(Date.now() + 30_000) } });
    const { expiresAt } = await refreshSession(actor);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    const row = await db.session.findUniqueOrThrow({ where: { id: actor.sessionId } });
    expect(row.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it("treats an expired session as signed out", async () => {
    const u = await user();
    const actor = await signedIn(u.email);
    await db.session.update({ where: { id: actor.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await actorForSession(actor.sessionId)).toBeNull();
    await expect(refreshSession(actor)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
