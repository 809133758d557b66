import { describe, expect, it, vi } from "vitest";
import * as settingsApi from "@/lib/api/operations/settings";
import { db } from "@/server/db";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { listStateFees } from "@/server/state-fees/list-state-fees";
import { updateStateFee } from "@/server/state-fees/update-state-fee";
import { stateFeeFormSchema, stateFeeUpdateFromForm } from "@/lib/settings/state-fee-schema";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

const stateId = async (state: string) => (await db.stateFee.findUniqueOrThrow({ where: { state } })).id;

describe("state fees (PUT /api/state-fees/{stateFeeId})", () => {
  it("lets an admin change tax and description, and records who changed what", async () => {
    const admin = await demoActor("admin@example.com");
    const id = await stateId("AL");
    const before = await db.stateFee.findUniqueOrThrow({ where: { id } });

    const updated = await updateStateFee(
      admin,
      id,
      bodyOf(settingsApi.updateStateFee, { tax: "0.0425", description: "Premium tax 4.25% (changed in a test)" }),
    );
    expect(updated).toMatchObject({ id, state: "AL", tax: "0.0425", description: "Premium tax 4.25% (changed in a test)" });
    // Stamping fee left out: kept as it was.
    expect(updated.stampingFee).toBe(before.stampingFee.toString());
    expect((await listStateFees(admin)).find((f) => f.id === id)?.tax).toBe("0.0425");

    const [event] = await listAuditEvents(admin, "StateFee", String(id));
    expect(event).toMatchObject({
      action: "stateFee.update",
      actor: { id: admin.id, name: "Alex Admin" },
      before: { tax: before.tax.toString(), description: before.description },
      after: { tax: "0.0425", description: "Premium tax 4.25% (changed in a test)" },
    });
    expect(Object.keys(event.after as object).sort()).toEqual(["description", "tax"]);
  });

  it("stores the percent entered in the form as the exact fraction", async () => {
    const admin = await demoActor("admin@example.com");
    const id = await stateId("NJ");
    const body = stateFeeUpdateFromForm(
      stateFeeFormSchema.parse({ tax: "4.94", stampingFee: "0.175", description: "  Surplus lines tax  " }),
    );
    expect(body).toEqual({ tax: "0.0494", stampingFee: "0.00175", description: "Surplus lines tax" });
    await updateStateFee(admin, id, bodyOf(settingsApi.updateStateFee, body));
    const row = await db.stateFee.findUniqueOrThrow({ where: { id } });
    expect(row.tax.toString()).toBe("0.0494");
    expect(row.stampingFee.toString()).toBe("0.00175");
  });

  it("writes no audit event when nothing changes", async () => {
    const admin = await demoActor("admin@example.com");
    const id = await stateId("OH");
    const fee = await db.stateFee.findUniqueOrThrow({ where: { id } });
    await updateStateFee(admin, id, bodyOf(settingsApi.updateStateFee, { tax: fee.tax.toString(), description: fee.description }));
    expect(await db.auditEvent.count({ where: { subjectType: "StateFee", subjectId: String(id) } })).toBe(0);
  });

  it.each([
    [{ tax: 1.5, description: "" }, "tax", "Tax cannot exceed 100%"],
    [{ tax: -0.01, description: "" }, "tax", "Tax cannot be negative"],
    [{ tax: "lots", description: "" }, "tax", "Tax must be a number"],
    [{ description: "" }, "tax", "This field is required"],
    [{ tax: 0.03, stampingFee: 2, description: "" }, "stampingFee", "Stamping fee cannot exceed 100%"],
    [{ tax: 0.03, description: "x".repeat(501) }, "description", "The description must have at most 500 characters"],
    [{ tax: 0.03 }, "description", "This field is required"],
    [{ tax: 0.03, description: 42 }, "description", "The description must be text"],
    [{ tax: 0.03, description: "", state: "ZZ" }, "(root)", 'Unrecognized key: "state"'],
  ])("refuses %j with %s: %s", async (body, path, message) => {
    const admin = await demoActor("admin@example.com");
    const id = await stateId("TX");
    const before = await db.stateFee.findUniqueOrThrow({ where: { id } });
    const { status, body: answer } = await callRoute(settingsApi.updateStateFee, { actor: admin, params: { stateFeeId: id }, body });
    expect(status).toBe(400);
    expect(answer.error?.code).toBe("VALIDATION_FAILURE");
    expect(answer.error?.details).toContainEqual({ path, message });
    expect((await db.stateFee.findUniqueOrThrow({ where: { id } })).updatedAt).toEqual(before.updatedAt);
  });

  it("answers 404 for an unknown state fee", async () => {
    const admin = await demoActor("admin@example.com");
    await expect(updateStateFee(admin, 999999, bodyOf(settingsApi.updateStateFee, { tax: 0.01, description: "" }))).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
      status: 404,
    });
  });

  it("refuses underwriters and brokers, for the list, the change and the history", async () => {
    const id = await stateId("KY");
    for (const email of ["underwriter@example.com", "broker@example.com"]) {
      const actor = await demoActor(email);
      await expect(
        updateStateFee(actor, id, bodyOf(settingsApi.updateStateFee, { tax: 0.01, description: "hacked" })),
      ).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
      await expect(listStateFees(actor)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(listAuditEvents(actor, "StateFee", String(id))).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await db.stateFee.findUniqueOrThrow({ where: { id } })).description).not.toBe("hacked");
  });
});
