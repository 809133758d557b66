import { describe, expect, it, vi } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import { PASSWORD_RULE_MESSAGE } from "@/lib/auth/schemas";
import { db } from "@/server/db";
import { requestPasswordReset } from "@/server/auth/request-password-reset";
import { resetPassword } from "@/server/auth/reset-password";
import { sendPasswordResetLinks } from "@/server/auth/send-password-reset-links";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { bodyOf, callRoute } from "../support/described-call";
import { changeOwnPassword } from "@/server/users/change-own-password";
import { PASSWORD, signedIn, user } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

const NEW_PASSWORD = "Brand-New-Pass-9?";

async function tokenFromOutbox(email: string): Promise<string> {
  const message = await db.emailOutbox.findFirstOrThrow({ where: { to: { has: email } }, orderBy: { id: "desc" } });
  const match = message.text.match(/http:\/\/portal\.test\/auth\/password-reset\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

describe("password recovery and reset", () => {
  it("emails a single-use link to APP_URL/auth/password-reset that sets the password and ends open sessions", async () => {
    const u = await user();
    const before = await signedIn(u.email);
    await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email.toUpperCase() }));
    await sendPasswordResetLinks();
    const message = await db.emailOutbox.findFirstOrThrow({ where: { to: { has: u.email } } });
    expect(message.status).toBe("STORED");
    expect(message.subject).toMatch(/reset/i);
    expect(message.html).toContain("http://portal.test/auth/password-reset?token=");
    const token = await tokenFromOutbox(u.email);

    await resetPassword(token, () => ({ password: NEW_PASSWORD }));
    expect(await actorForSession(before.sessionId)).toBeNull();
    await expect(signInWithPassword({ email: u.email, password: NEW_PASSWORD }, { ip: null, userAgent: null })).resolves.toBeTruthy();

    await expect(resetPassword(token, () => ({ password: "Another-Pass-9?" }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
  });

  it("stays silent for an unknown address and writes nothing", async () => {
    const count = await db.emailOutbox.count();
    await expect(
      requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: "nobody-here@test.example" })),
    ).resolves.toBeUndefined();
    await sendPasswordResetLinks();
    expect(await db.emailOutbox.count()).toBe(count);
  });

  it("refuses bad, missing and expired tokens", async () => {
    await expect(resetPassword("not-a-token", () => ({ password: NEW_PASSWORD }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
    await expect(resetPassword(null, () => ({ password: NEW_PASSWORD }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
    const u = await user();
    await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
    await sendPasswordResetLinks();
    const token = await tokenFromOutbox(u.email);
    await db.userToken.updateMany({ where: { userId: u.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(resetPassword(token, () => ({ password: NEW_PASSWORD }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
  });

  it("refuses a weak password without using up the token", async () => {
    const u = await user();
    await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
    await sendPasswordResetLinks();
    const token = await tokenFromOutbox(u.email);
    for (const weak of ["Sh0rt!", "alllowercase1!", "ALLUPPERCASE1!", "NoDigits!!", "NoSpecial123"]) {
      const { status, body } = await callRoute(foundationApi.resetPassword, {
        headers: { authorization: `Bearer ${token}` },
        body: { password: weak },
      });
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: "VALIDATION_FAILURE", details: [{ path: "password", message: PASSWORD_RULE_MESSAGE }] });
    }
    await expect(resetPassword(token, () => ({ password: NEW_PASSWORD }))).resolves.toBeUndefined();
  });

  it("lets exactly one of two concurrent resets with the same token succeed", async () => {
    const u = await user();
    await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
    await sendPasswordResetLinks();
    const token = await tokenFromOutbox(u.email);
    const results = await Promise.allSettled([
      resetPassword(token, () => ({ password: "First-Pass-111!" })),
      resetPassword(token, () => ({ password: "Second-Pass-222!" })),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("sends no more than three links per quarter hour", async () => {
    const u = await user();
    for (let i = 0; i < 5; i++) await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
    await sendPasswordResetLinks();
    expect(await db.emailOutbox.count({ where: { to: { has: u.email } } })).toBe(3);
  });

  it("ends every outstanding link once one is used: of three links, the first cannot set a password after the third", async () => {
    const u = await user();
    const tokens = [];
    for (let i = 0; i < 3; i++) {
      await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
      await sendPasswordResetLinks();
      tokens.push(await tokenFromOutbox(u.email));
    }
    expect(new Set(tokens).size).toBe(3);
    await resetPassword(tokens[2], () => ({ password: NEW_PASSWORD }));
    for (const token of [tokens[0], tokens[1]]) {
      await expect(resetPassword(token, () => ({ password: "Another-Pass-9?" }))).rejects.toMatchObject({
        code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
      });
    }
    await expect(signInWithPassword({ email: u.email, password: NEW_PASSWORD }, { ip: null, userAgent: null })).resolves.toBeTruthy();
  });

  it("lets only one of two different links used at once set the password", async () => {
    const u = await user();
    const tokens = [];
    for (let i = 0; i < 2; i++) {
      await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
      await sendPasswordResetLinks();
      tokens.push(await tokenFromOutbox(u.email));
    }
    const results = await Promise.allSettled(tokens.map((t, i) => resetPassword(t, () => ({ password: `Parallel-Pass-${i}9?` }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED" },
    });
  });

  it("ends every outstanding link when the user changes the password in the profile", async () => {
    const u = await user();
    await requestPasswordReset(bodyOf(foundationApi.requestPasswordRecovery, { email: u.email }));
    await sendPasswordResetLinks();
    const token = await tokenFromOutbox(u.email);
    const actor = await signedIn(u.email);
    await changeOwnPassword(actor, { currentPassword: PASSWORD, password: NEW_PASSWORD });
    await expect(resetPassword(token, () => ({ password: "Another-Pass-9?" }))).rejects.toMatchObject({
      code: "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED",
    });
  });

  it("does the same work in the request for a known and an unknown address: the link is made and emailed later", async () => {
    const u = await user();
    const outbox = await db.emailOutbox.count();
    for (const email of [u.email, "nobody-at-all@test.example"]) {
      const answer = await callRoute(foundationApi.requestPasswordRecovery, { body: { email } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        data: { message: "If an account exists for this address, we have sent a link to reset its password." },
      });
    }
    // Nothing about the account was looked at or written by the requests.
    expect(await db.userToken.count({ where: { userId: u.id } })).toBe(0);
    expect(await db.emailOutbox.count()).toBe(outbox);
    expect(await db.passwordRecoveryRequest.count()).toBe(2);
    expect(await sendPasswordResetLinks()).toBe(2);
    expect(await db.passwordRecoveryRequest.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(outbox + 1);
    await tokenFromOutbox(u.email);
  });
});
