import { describe, expect, it, vi } from "vitest";
import * as usersApi from "@/lib/api/operations/users";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { resetPassword } from "@/server/auth/reset-password";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { deliverDueEmails } from "@/server/email/deliver-due-emails";
import { createUser } from "@/server/users/create-user";
import { getUser } from "@/server/users/get-user";
import { resendInvitation } from "@/server/users/resend-invitation";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor } from "../support/factories";
import { startSmtpSink } from "../support/smtp-sink";
import { demoCompany, invitationToken, uniqueEmail } from "../support/users";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

const meta = { ip: null, userAgent: "vitest" };

async function newBrokerValues() {
  const company = await demoCompany("Brightline Brokers");
  return { firstName: "Nina", lastName: "Newman", email: uniqueEmail(), role: "ROLE_BROKER" as const, companyId: company.id };
}

async function newBroker() {
  return createUser(await demoActor("admin@example.com"), bodyOf(usersApi.createUser, await newBrokerValues()));
}

describe("creating a user (POST /api/user)", () => {
  it("creates an INVITED user without a password, with an invitation token and email written together", async () => {
    const admin = await demoActor("admin@example.com");
    const company = await demoCompany("Brightline Brokers");
    const email = uniqueEmail("Nina.Case");
    const before = Date.now();
    const created = await createUser(
      admin,
      bodyOf(usersApi.createUser, {
        firstName: "  Nina ",
        lastName: "Newman",
        email: email.toUpperCase(),
        role: "ROLE_BROKER",
        companyId: String(company.id),
        permissionLevel: "VIEW_MY_INDICATIONS",
        accessStartDate: "2026-01-01",
        accessEndDate: "",
        timeZone: "PST",
      }),
    );
    expect(created).toMatchObject({
      firstName: "Nina",
      email: email.toLowerCase(),
      role: "ROLE_BROKER",
      status: "INVITED",
      enabled: true,
      permissionLevel: "VIEW_MY_INDICATIONS",
      company: { id: company.id, name: "Brightline Brokers" },
      accessStartDate: "2026-01-01",
      accessEndDate: null,
      timeZone: "PST",
      language: "EN",
      country: "USA",
      dateFormat: "MM/dd/yyyy",
      timeFormat: "HH:mm",
    });
    expect(created).not.toHaveProperty("passwordHash");
    const row = await db.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.passwordHash).toBeNull();

    const tokens = await db.userToken.findMany({ where: { userId: created.id } });
    expect(tokens).toHaveLength(1);
    expect(tokens[0].type).toBe("INVITATION");
    const ttl = tokens[0].expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(71.9 * 3_600_000);
    expect(ttl).toBeLessThan(72.1 * 3_600_000);

    const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: { has: created.email } } });
    expect(mail.template).toBe("invitation");
    expect(mail.subject).toBe("Your Weather Event Portal account");
    expect(mail.text).toContain("Brightline Brokers");
    expect(mail.html).toContain("http://portal.test/auth/password-reset?token=");

    const audit = await db.auditEvent.findFirstOrThrow({
      where: { subjectType: "User", subjectId: String(created.id), action: "user.create" },
    });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.after).toMatchObject({
      email: created.email,
      role: "ROLE_BROKER",
      status: "INVITED",
      companyId: company.id,
      company: "Brightline Brokers",
    });
    expect(await getUser(admin, created.id)).toEqual(created);
  });

  it("takes the TTL of the invitation from INVITATION_TOKEN_TTL_HOURS", async () => {
    process.env.INVITATION_TOKEN_TTL_HOURS = "5";
    reloadEnv();
    try {
      const created = await newBroker();
      const token = await db.userToken.findFirstOrThrow({ where: { userId: created.id } });
      expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(4.9 * 3_600_000);
      expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeLessThan(5.1 * 3_600_000);
      expect((await db.emailOutbox.findFirstOrThrow({ where: { to: { has: created.email } } })).text).toContain("expires in 5 hours");
    } finally {
      delete process.env.INVITATION_TOKEN_TTL_HOURS;
      reloadEnv();
    }
  });

  it("lets the invited user set a password with the emailed link and sign in", async () => {
    const created = await newBroker();
    await expect(signInWithPassword({ email: created.email, password: "Invited-Pass-1!" }, meta)).rejects.toMatchObject({
      code: "INVALID_CREDENTIALS",
    });
    const token = await invitationToken(created.email);
    await resetPassword(token, () => ({ password: "Invited-Pass-1!" }));
    const user = await db.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(user.status).toBe("ACTIVE");
    const signedIn = await signInWithPassword({ email: created.email, password: "Invited-Pass-1!" }, meta);
    expect(signedIn.user.id).toBe(created.id);
    expect(await db.auditEvent.count({ where: { subjectId: String(created.id), action: "auth.acceptInvitation" } })).toBe(1);
    // The link works once.
    await expect(resetPassword(token, () => ({ password: "Another-Pass-2!" }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
  });

  it("delivers the invitation to a real SMTP server", async () => {
    const sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    reloadEnv();
    try {
      const created = await newBroker();
      expect(await deliverDueEmails()).toBeGreaterThanOrEqual(1);
      const mail = sink.received.find((m) => m.to.includes(created.email));
      expect(mail?.raw).toMatch(/Subject: Your Weather Event Portal account/);
      const body = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const token = body.match(/http:\/\/portal\.test\/auth\/password-reset\?token=([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeTruthy();
      await resetPassword(token!, () => ({ password: "Smtp-Invite-3!" }));
      await expect(signInWithPassword({ email: created.email, password: "Smtp-Invite-3!" }, meta)).resolves.toBeTruthy();
    } finally {
      delete process.env.SMTP_URL;
      reloadEnv();
      await sink.close();
    }
  });

  it("refuses a taken email with 409 CONFLICT at the field, whatever its case", async () => {
    const admin = await demoActor("admin@example.com");
    const company = await demoCompany("Brightline Brokers");
    const count = await db.user.count();
    const error = await createUser(
      admin,
      bodyOf(usersApi.createUser, {
        firstName: "B",
        lastName: "B",
        email: "Broker@Example.com",
        role: "ROLE_BROKER",
        companyId: company.id,
      }),
    ).catch((e) => e);
    expect(error).toMatchObject({
      code: "CONFLICT",
      status: 409,
      details: [{ path: "email", message: "A user with this email already exists" }],
    });
    expect(await db.user.count()).toBe(count);
  });

  it("refuses a role that does not match the company's role", async () => {
    const admin = await demoActor("admin@example.com");
    const company = await demoCompany("Summit Underwriting");
    const email = uniqueEmail();
    const error = await createUser(
      admin,
      bodyOf(usersApi.createUser, { firstName: "A", lastName: "B", email, role: "ROLE_BROKER", companyId: company.id }),
    ).catch((e) => e);
    expect(error).toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "role", message: "Summit Underwriting is an underwriter company: choose the role Underwriter" }],
    });
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: { has: email } } })).toBe(0);
  });

  it.each([
    [{ firstName: "" }, "firstName", "This field is required"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
    [{ role: "ROLE_KING" }, "role", "Choose a role"],
    [{ companyId: "" }, "companyId", "Choose a company"],
    [{ companyId: 999999 }, "companyId", "Choose a company"],
    [{ companyId: true }, "companyId", "Choose a company"],
    [{ timeZone: "GMT" }, "timeZone", "Choose a time zone"],
    [{ language: "FR" }, "language", "The language must be EN"],
    [{ country: "CAN" }, "country", "The country must be USA"],
    [{ dateFormat: "dd/MM/yyyy" }, "dateFormat", "The date format must be MM/dd/yyyy"],
    [{ timeFormat: "hh:mm a" }, "timeFormat", "The time format must be HH:mm"],
    [{ licenceNumber: "<b>12</b>" }, "licenceNumber", "Use letters, digits, spaces, dots, slashes or hyphens (at most 30)"],
    [{ licenceNumber: "1".repeat(31) }, "licenceNumber", "Use letters, digits, spaces, dots, slashes or hyphens (at most 30)"],
    [{ accessStartDate: "2026-02-30" }, "accessStartDate", "This value must be a valid date"],
    [
      { accessStartDate: "2026-05-02", accessEndDate: "2026-05-01" },
      "accessEndDate",
      "The access end date must not be before the start date",
    ],
    [{ permissionLevel: "VIEW_EVERYTHING" }, "permissionLevel", "Choose a permission level"],
    [{ passwordHash: "x" }, "(root)", 'Unrecognized key: "passwordHash"'],
  ])("refuses %j with 400 VALIDATION_FAILURE on %s", async (override, path, message) => {
    const admin = await demoActor("admin@example.com");
    const count = await db.user.count();
    const { status, body } = await callRoute(usersApi.createUser, { actor: admin, body: { ...(await newBrokerValues()), ...override } });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILURE");
    expect(body.error?.details).toContainEqual({ path, message });
    expect(await db.user.count()).toBe(count);
  });

  it("refuses underwriters and brokers", async () => {
    const company = await demoCompany("Brightline Brokers");
    for (const email of ["underwriter@example.com", "broker@example.com"]) {
      const actor = await demoActor(email);
      await expect(
        createUser(
          actor,
          bodyOf(usersApi.createUser, { firstName: "X", lastName: "Y", email: uniqueEmail(), role: "ROLE_BROKER", companyId: company.id }),
        ),
      ).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(getUser(actor, 1)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(resendInvitation(actor, 1)).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
  });
});

describe("resending an invitation", () => {
  it("ends the earlier link, emails a new one and records it", async () => {
    const admin = await demoActor("admin@example.com");
    const created = await newBroker();
    const first = await invitationToken(created.email);
    const result = await resendInvitation(admin, created.id);
    expect(result.email).toBe(created.email);
    const second = await invitationToken(created.email);
    expect(second).not.toBe(first);
    expect(await db.emailOutbox.count({ where: { to: { has: created.email }, template: "invitation" } })).toBe(2);
    const tokens = await db.userToken.findMany({ where: { userId: created.id }, orderBy: { id: "asc" } });
    expect(tokens.map((t) => t.usedAt !== null)).toEqual([true, false]);

    await expect(resetPassword(first, () => ({ password: "Old-Link-Pass-1!" }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
    await resetPassword(second, () => ({ password: "New-Link-Pass-1!" }));
    expect(
      await db.auditEvent.count({ where: { subjectId: String(created.id), action: "user.resendInvitation", actorId: admin.id } }),
    ).toBe(1);
  });

  it("refuses a user who already set a password, and an unknown user", async () => {
    const admin = await demoActor("admin@example.com");
    const active = await db.user.findUniqueOrThrow({ where: { email: "broker@example.com" } });
    const outbox = await db.emailOutbox.count();
    await expect(resendInvitation(admin, active.id)).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION", status: 409 });
    await expect(resendInvitation(admin, 987654)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    expect(await db.emailOutbox.count()).toBe(outbox);
  });
});
