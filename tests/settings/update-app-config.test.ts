import { describe, expect, it, vi } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import { db } from "@/server/db";
import { updateAppConfig } from "@/server/settings/update-app-config";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getMaintenanceState } from "@/server/settings/maintenance-state";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

describe("app options (PATCH /api/config)", () => {
  it("lets an admin change options, records the change and applies maintenance mode at once", async () => {
    const admin = await demoActor("admin@example.com");
    const updated = await updateAppConfig(
      admin,
      bodyOf(foundationApi.updateConfig, {
        minimumPremium: 300,
        minimumRate: 0.025,
        maintenanceMode: true,
        maintenanceModeMessage: "Upgrade until 10:00",
      }),
    );
    expect(appConfigDto(updated)).toMatchObject({ minimumPremium: "300.00", minimumRate: "0.025", maintenanceMode: true });
    expect(await getMaintenanceState()).toEqual({ on: true, message: "Upgrade until 10:00" });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "config.update" }, orderBy: { id: "desc" } });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.before).toMatchObject({ minimumPremium: "250", maintenanceMode: false });
    expect(audit.after).toMatchObject({ minimumPremium: "300", maintenanceMode: true });
    await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { maintenanceMode: false }));
  });

  it("refuses underwriters and brokers and changes nothing", async () => {
    for (const email of ["underwriter@example.com", "broker@example.com"]) {
      const actor = await demoActor(email);
      await expect(updateAppConfig(actor, bodyOf(foundationApi.updateConfig, { minimumPremium: 1 }))).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
    }
    expect((await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).minimumPremium.toString()).not.toBe("1");
  });

  it.each([
    [{ minimumPremium: "abc" }, "minimumPremium"],
    [{ minimumRate: 1.5 }, "minimumRate"],
    [{ raterTimeSpanInYears: 2.5 }, "raterTimeSpanInYears"],
    [{ maximumLimit: 0 }, "maximumLimit"],
    [{ unknownOption: 1 }, "(root)"],
    [{ minimumRate: 0.6, maximumRate: 0.5 }, "minimumRate"],
  ])("refuses %j with 400 VALIDATION_FAILURE on %s", async (patch, path) => {
    const admin = await demoActor("admin@example.com");
    const before = await db.appConfig.findUniqueOrThrow({ where: { id: 1 } });
    const { status, body } = await callRoute(foundationApi.updateConfig, { actor: admin, body: patch });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILURE");
    expect(body.error?.details?.map((d) => d.path)).toContain(path);
    const after = await db.appConfig.findUniqueOrThrow({ where: { id: 1 } });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("checks a new minimum rate against the stored maximum", async () => {
    const admin = await demoActor("admin@example.com");
    const error = await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { minimumRate: 0.9 })).catch((e) => e);
    expect(error.code).toBe("VALIDATION_FAILURE");
  });
});
