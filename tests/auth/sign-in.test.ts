import { describe, expect, it, vi } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import { AppError } from "@/lib/api/errors";
import { db } from "@/server/db";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { forgetMaintenanceState } from "@/server/settings/maintenance-state";
import { bodyOf, callRoute } from "../support/described-call";
import { PASSWORD, company, user } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

const meta = { ip: "203.0.113.7", userAgent: "vitest" };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("signInWithPassword", () => {
  it("opens a session for valid credentials, whatever the case of the email", async () => {
    const u = await user({ email: "casey@test.example" });
    const result = await signInWithPassword(bodyOf(foundationApi.login, { email: "  Casey@Test.Example ", password: PASSWORD }), meta);
    const session = await db.session.findUniqueOrThrow({ where: { id: result.sessionId } });
    expect(session.userId).toBe(u.id);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(await db.auditEvent.count({ where: { action: "auth.signIn", subjectId: String(u.id) } })).toBe(1);
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const u = await user();
    expect(await codeOf(signInWithPassword({ email: u.email, password: "Wrong-Password-1!" }, meta))).toBe("INVALID_CREDENTIALS");
    expect(await codeOf(signInWithPassword({ email: "nobody@test.example", password: PASSWORD }, meta))).toBe("INVALID_CREDENTIALS");
    expect(await db.session.count({ where: { userId: u.id } })).toBe(0);
  });

  it("refuses disabled users, users of disabled companies and users outside their access dates", async () => {
    const disabled = await user({ enabled: false });
    const offCompany = await company({ enabled: false });
    const ofDisabledCompany = await user({ companyId: offCompany.id });
    const day = 86_400_000;
    const notStarted = await user({ accessStartDate: new Date(Date.now() + 2 * day) });
    const ended = await user({ accessEndDate: new Date(Date.now() - 2 * day) });
    const within = await user({ accessStartDate: new Date(Date.now() - 2 * day), accessEndDate: new Date(Date.now() + 2 * day) });
    for (const u of [disabled, ofDisabledCompany, notStarted, ended]) {
      expect(await codeOf(signInWithPassword({ email: u.email, password: PASSWORD }, meta))).toBe("ACCOUNT_DISABLED");
    }
    expect(await codeOf(signInWithPassword({ email: within.email, password: PASSWORD }, meta))).toBe("OK");
  });

  it("answers RATE_LIMITED after five failures for one email, even with the right password, with a Retry-After", async () => {
    const u = await user();
    for (let i = 0; i < 5; i++) {
      expect(await codeOf(signInWithPassword({ email: u.email, password: `Wrong-${i}-Password!` }, { ip: null, userAgent: null }))).toBe(
        "INVALID_CREDENTIALS",
      );
    }
    const error = await signInWithPassword({ email: u.email, password: PASSWORD }, { ip: null, userAgent: null }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.status).toBe(429);
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await user();
    expect(await codeOf(signInWithPassword({ email: other.email, password: PASSWORD }, { ip: null, userAgent: null }))).toBe("OK");
  }, 60_000);

  it("slows down answers after failures", async () => {
    const u = await user();
    await codeOf(signInWithPassword({ email: u.email, password: "Wrong-Password-1!" }, { ip: null, userAgent: null }));
    await codeOf(signInWithPassword({ email: u.email, password: "Wrong-Password-2!" }, { ip: null, userAgent: null }));
    const started = Date.now();
    await codeOf(signInWithPassword({ email: u.email, password: "Wrong-Password-3!" }, { ip: null, userAgent: null }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it("lets only admins sign in during maintenance", async () => {
    const broker = await user();
    const admin = await user({ role: "ROLE_ADMIN" });
    await db.appConfig.update({ where: { id: 1 }, data: { maintenanceMode: true, maintenanceModeMessage: "Back at noon" } });
    forgetMaintenanceState();
    try {
      const error = await signInWithPassword({ email: broker.email, password: PASSWORD }, meta).catch((e) => e);
      expect(error.code).toBe("MAINTENANCE_MODE");
      expect(error.message).toBe("Back at noon");
      expect(await codeOf(signInWithPassword({ email: admin.email, password: PASSWORD }, meta))).toBe("OK");
    } finally {
      await db.appConfig.update({ where: { id: 1 }, data: { maintenanceMode: false } });
      forgetMaintenanceState();
    }
  });

  it("rejects malformed input with 400 VALIDATION_FAILURE naming the field (POST /api/login)", async () => {
    const { status, body } = await callRoute(foundationApi.login, { body: { email: "not-an-email", password: "" } });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILURE");
    expect(body.error?.details?.map((d) => d.path).sort()).toEqual(["email", "password"]);
  });
});
