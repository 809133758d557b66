import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import { DEFAULT_MAINTENANCE_MESSAGE } from "@/lib/settings/maintenance-notice";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { countSignedInNonAdmins } from "@/server/settings/maintenance-audience";
import { updateAppConfig } from "@/server/settings/update-app-config";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// Maintenance mode told before it bites (D119): the public notice the sign-in page reads, and the
// count of signed-in non-admins the admin's confirmation names.

let admin: Actor;

beforeAll(async () => {
  admin = await demoActor("admin@example.com");
});

afterEach(async () => {
  await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { maintenanceMode: false, maintenanceModeMessage: "" }));
});

const maintenance = (on: boolean, message: string) =>
  updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { maintenanceMode: on, maintenanceModeMessage: message }));

describe("GET /api/maintenance (public)", () => {
  it("answers off without a message, and the admin's message once on, to anyone, while other calls answer 503", async () => {
    // A message written in advance is not shown while maintenance is off.
    await maintenance(false, "Back at 10:00 EST");
    expect(await callRoute(foundationApi.getMaintenanceNotice, {})).toEqual({
      status: 200,
      body: { data: { on: false, message: null }, metadata: {} },
    });

    await maintenance(true, "Upgrading the rater — back at 10:00 EST");
    const broker = await demoActor("broker@example.com").catch(() => null);
    expect(broker, "a broker cannot sign in during maintenance").toBeNull();
    expect(await callRoute(foundationApi.getMaintenanceNotice, {})).toEqual({
      status: 200,
      body: { data: { on: true, message: "Upgrading the rater — back at 10:00 EST" }, metadata: {} },
    });
  });

  it("gives the default text when the message was left empty", async () => {
    await maintenance(true, "");
    const answer = await callRoute(foundationApi.getMaintenanceNotice, {});
    expect(answer.body.data).toEqual({ on: true, message: DEFAULT_MAINTENANCE_MESSAGE });
  });
});

describe("who maintenance mode shuts out", () => {
  it("counts each enabled non-admin with a live session once: not admins, revoked or expired sessions, disabled users", async () => {
    await db.session.updateMany({ data: { revokedAt: new Date() } });
    expect(await countSignedInNonAdmins()).toBe(0);
    await demoActor("admin@example.com");
    expect(await countSignedInNonAdmins()).toBe(0);

    const broker = await demoActor("broker@example.com");
    await demoActor("broker@example.com");
    const underwriter = await demoActor("underwriter@example.com");
    expect(await countSignedInNonAdmins()).toBe(2);

    await db.session.update({ where: { id: underwriter.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await countSignedInNonAdmins()).toBe(1);
    await db.session.updateMany({ where: { userId: broker.id }, data: { revokedAt: new Date() } });
    expect(await countSignedInNonAdmins()).toBe(0);

    const again = await demoActor("broker@example.com");
    expect(await countSignedInNonAdmins()).toBe(1);
    await db.user.update({ where: { id: again.id }, data: { enabled: false } });
    expect(await countSignedInNonAdmins()).toBe(0);
    await db.user.update({ where: { id: again.id }, data: { enabled: true } });
  });
});
