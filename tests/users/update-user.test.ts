import { describe, expect, it, vi } from "vitest";
import * as usersApi from "@/lib/api/operations/users";
import { db } from "@/server/db";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { getUser } from "@/server/users/get-user";
import { updateUser } from "@/server/users/update-user";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor, PASSWORD, signedIn, user } from "../support/factories";
import { demoCompany, uniqueEmail } from "../support/users";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

describe("editing a user (PATCH /api/user/{id})", () => {
  it("changes fields and records who changed what, before and after", async () => {
    const admin = await demoActor("admin@example.com");
    const brightline = await demoCompany("Brightline Brokers");
    const u = await user({ companyId: brightline.id });
    const current = await getUser(admin, u.id);
    const updated = await updateUser(
      admin,
      u.id,
      bodyOf(usersApi.updateUser, {
        firstName: "Renamed",
        permissionLevel: "VIEW_MY_INDICATIONS",
        accessEndDate: "2099-12-31",
        timeZone: "HST",
        updatedAt: current.updatedAt,
      }),
    );
    expect(updated).toMatchObject({
      firstName: "Renamed",
      permissionLevel: "VIEW_MY_INDICATIONS",
      accessEndDate: "2099-12-31",
      timeZone: "HST",
    });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "User", subjectId: String(u.id), action: "user.update" } });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.before).toEqual({ firstName: "Test", permissionLevel: "VIEW_COMPANY_INDICATIONS", accessEndDate: null, timeZone: "EST" });
    expect(audit.after).toEqual({
      firstName: "Renamed",
      permissionLevel: "VIEW_MY_INDICATIONS",
      accessEndDate: "2099-12-31",
      timeZone: "HST",
    });
  });

  it("moves a user to another company of the same role, and refuses one of another role", async () => {
    const admin = await demoActor("admin@example.com");
    const harbor = await demoCompany("Harbor Insurance Agency");
    const summit = await demoCompany("Summit Underwriting");
    const u = await user({ role: "ROLE_BROKER" });
    expect(await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { companyId: harbor.id }))).toMatchObject({
      company: { id: harbor.id, name: "Harbor Insurance Agency" },
    });
    const error = await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { companyId: summit.id })).catch((e) => e);
    expect(error).toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "role", message: "Summit Underwriting is an underwriter company: choose the role Underwriter" }],
    });
    const both = await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { companyId: summit.id, role: "ROLE_UNDERWRITER" }));
    expect(both).toMatchObject({ role: "ROLE_UNDERWRITER", company: { id: summit.id } });
    const last = await db.auditEvent.findFirstOrThrow({
      where: { subjectId: String(u.id), action: "user.update" },
      orderBy: { id: "desc" },
    });
    expect(last.before).toEqual({ role: "ROLE_BROKER", companyId: harbor.id, company: "Harbor Insurance Agency" });
    expect(last.after).toEqual({ role: "ROLE_UNDERWRITER", companyId: summit.id, company: "Summit Underwriting" });
  });

  it("disabling a user revokes all of its sessions at once", async () => {
    const admin = await demoActor("admin@example.com");
    const u = await user();
    const first = await signedIn(u.email);
    const second = await signedIn(u.email);
    await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { enabled: false }));
    const sessions = await db.session.findMany({ where: { userId: u.id } });
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await actorForSession(first.sessionId)).toBeNull();
    expect(await actorForSession(second.sessionId)).toBeNull();
    await expect(signInWithPassword({ email: u.email, password: PASSWORD }, { ip: null, userAgent: null })).rejects.toMatchObject({
      code: "ACCOUNT_DISABLED",
    });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { subjectId: String(u.id), action: "user.update" } });
    expect(audit.before).toEqual({ enabled: true });
    expect(audit.after).toEqual({ enabled: false });

    await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { enabled: true }));
    await expect(signInWithPassword({ email: u.email, password: PASSWORD }, { ip: null, userAgent: null })).resolves.toBeTruthy();
  });

  it("refuses a stale version with 409 CONFLICT and keeps the other admin's change", async () => {
    const admin = await demoActor("admin@example.com");
    const u = await user();
    const read = await getUser(admin, u.id);
    await new Promise((r) => setTimeout(r, 1100));
    await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { lastName: "First", updatedAt: read.updatedAt }));
    const error = await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { lastName: "Second", updatedAt: read.updatedAt })).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: "CONFLICT", status: 409 });
    expect((await getUser(admin, u.id)).lastName).toBe("First");
  });

  it("applies concurrent edits one after the other", async () => {
    const admin = await demoActor("admin@example.com");
    const u = await user();
    await Promise.all([
      updateUser(admin, u.id, bodyOf(usersApi.updateUser, { firstName: "One" })),
      updateUser(admin, u.id, bodyOf(usersApi.updateUser, { lastName: "Two" })),
    ]);
    expect(await getUser(admin, u.id)).toMatchObject({ firstName: "One", lastName: "Two" });
  });

  it("refuses a taken email, dates out of order against the stored start, and unknown users", async () => {
    const admin = await demoActor("admin@example.com");
    const u = await user({ accessStartDate: new Date("2026-06-01T00:00:00Z") });
    await expect(updateUser(admin, u.id, bodyOf(usersApi.updateUser, { email: "BROKER@example.com" }))).rejects.toMatchObject({
      code: "CONFLICT",
      details: [{ path: "email", message: "A user with this email already exists" }],
    });
    await expect(updateUser(admin, u.id, bodyOf(usersApi.updateUser, { accessEndDate: "2026-05-31" }))).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "accessEndDate", message: "The access end date must not be before the start date" }],
    });
    expect(
      await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { accessStartDate: null, accessEndDate: "2026-05-31" })),
    ).toMatchObject({
      accessStartDate: null,
      accessEndDate: "2026-05-31",
    });
    const email = uniqueEmail();
    expect(await updateUser(admin, u.id, bodyOf(usersApi.updateUser, { email }))).toMatchObject({ email });
    await expect(updateUser(admin, 987654, bodyOf(usersApi.updateUser, { firstName: "Nobody" }))).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("refuses a body its description refuses with 400 at the field, and changes nothing", async () => {
    const admin = await demoActor("admin@example.com");
    const u = await user();
    const before = await getUser(admin, u.id);
    for (const [body, path, message] of [
      [{ licenceNumber: "<b>x</b>" }, "licenceNumber", "Use letters, digits, spaces, dots, slashes or hyphens (at most 30)"],
      [{ updatedAt: "yesterday" }, "updatedAt", "updatedAt must be an ISO timestamp"],
      [{ passwordHash: "x" }, "(root)", 'Unrecognized key: "passwordHash"'],
    ] as const) {
      const { status, body: answer } = await callRoute(usersApi.updateUser, { actor: admin, params: { userId: u.id }, body });
      expect(status).toBe(400);
      expect(answer.error?.code).toBe("VALIDATION_FAILURE");
      expect(answer.error?.details).toContainEqual({ path, message });
    }
    expect(await getUser(admin, u.id)).toEqual(before);
  });

  it("does not let an admin disable or demote itself", async () => {
    const admin = await demoActor("admin@example.com");
    await expect(updateUser(admin, admin.id, bodyOf(usersApi.updateUser, { enabled: false }))).rejects.toMatchObject({
      details: [{ path: "enabled", message: "You cannot disable your own account" }],
    });
    await expect(updateUser(admin, admin.id, bodyOf(usersApi.updateUser, { role: "ROLE_BROKER" }))).rejects.toMatchObject({
      details: [{ path: "role", message: "You cannot change your own role" }],
    });
    expect(await updateUser(admin, admin.id, bodyOf(usersApi.updateUser, { timeZone: "EST" }))).toMatchObject({
      enabled: true,
      role: "ROLE_ADMIN",
    });
  });

  it("refuses underwriters and brokers", async () => {
    const u = await user();
    for (const email of ["underwriter@example.com", "broker@example.com"]) {
      const actor = await demoActor(email);
      await expect(updateUser(actor, u.id, bodyOf(usersApi.updateUser, { enabled: false }))).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: u.id } })).enabled).toBe(true);
  });
});
