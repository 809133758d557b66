import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import * as settingsApi from "@/lib/api/operations/settings";
import { createBinder as createBinderUseCase } from "@/server/binders/create-binder";
import { parseInput } from "@/server/http/parse-input";
import { deleteBinder } from "@/server/binders/delete-binder";
import { listBinders } from "@/server/binders/list-binders";
import { demoActor } from "../support/factories";
import { boundPolicy } from "../support/policy-factory";

// The use case with the body as POST /api/binder reads it, with the description's schema.
const createBinder = async (actor: Parameters<typeof createBinderUseCase>[0], body: unknown) =>
  createBinderUseCase(actor, parseInput(settingsApi.createBinder.body, body));

const valid = (reference: string) => ({ uniqueMarketReference: reference, value: 5_000_000, from: "2027-01-01", until: "2027-12-31" });

async function brooke() {
  return db.user.findUniqueOrThrow({ where: { email: "broker@example.com" } });
}

describe("binders (POST /api/binder, DELETE /api/binder/{binderId})", () => {
  it("creates a binder with its capacity, and records it", async () => {
    const admin = await demoActor("admin@example.com");
    const binder = await createBinder(admin, {
      uniqueMarketReference: "  b0999wep202701 ",
      value: "5000000",
      from: "2027-01-01",
      until: "2027-12-31",
    });
    expect(binder).toMatchObject({
      uniqueMarketReference: "B0999WEP202701",
      value: "5000000.00",
      from: "2027-01-01",
      until: "2027-12-31",
      capacityUsed: "0.00",
      capacityRemaining: "5000000.00",
    });
    const [event] = await listAuditEvents(admin, "Binder", String(binder.id));
    expect(event).toMatchObject({
      action: "binder.create",
      actor: { name: "Alex Admin" },
      after: { uniqueMarketReference: "B0999WEP202701", value: "5000000", from: "2027-01-01", until: "2027-12-31" },
    });
  });

  it.each([
    [{ ...valid("R1"), until: "2026-12-31" }, "until", "Must be later than 'From' date"],
    [{ ...valid("R2"), until: "2027-01-01" }, "until", "Must be later than 'From' date"],
    [{ ...valid("R3"), from: "2027-02-30" }, "from", "This value must be a valid date"],
    [{ ...valid("R4"), until: "31/12/2027" }, "until", "This value must be a valid date"],
    [{ ...valid("R5"), from: "" }, "from", "This field is required"],
    [{ ...valid("R6"), value: 0 }, "value", "Value must be greater than 0"],
    [{ ...valid("R7"), value: "a lot" }, "value", "Value must be a number"],
    [{ ...valid(""), value: 1 }, "uniqueMarketReference", "This field is required"],
    [{ value: 1, from: "2027-01-01", until: "2027-02-01" }, "uniqueMarketReference", "This field is required"],
  ])("refuses %j: %s %s", async (body, path, message) => {
    const admin = await demoActor("admin@example.com");
    const count = await db.binder.count();
    const error = await createBinder(admin, body).catch((e) => e);
    expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
    expect(error.details).toContainEqual({ path, message });
    expect(await db.binder.count()).toBe(count);
  });

  it("reports an until date before the from date together with the other mistakes", async () => {
    const admin = await demoActor("admin@example.com");
    const error = await createBinder(admin, { uniqueMarketReference: "", value: 0, from: "2027-06-01", until: "2027-05-01" }).catch(
      (e) => e,
    );
    expect(error.details.map((d: { path: string }) => d.path).sort()).toEqual(["uniqueMarketReference", "until", "value"]);
  });

  it("refuses a unique market reference that exists, whatever its case, with 409 CONFLICT", async () => {
    const admin = await demoActor("admin@example.com");
    await createBinder(admin, valid("B1234DUP2027"));
    const error = await createBinder(admin, valid("b1234dup2027")).catch((e) => e);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409, message: "A binder with this unique market reference already exists" });
    expect(await db.binder.count({ where: { uniqueMarketReference: "B1234DUP2027" } })).toBe(1);
  });

  it("removes a binder no policy uses, and records what it was", async () => {
    const admin = await demoActor("admin@example.com");
    const binder = await createBinder(admin, valid("B1234DEL2027"));
    expect(await deleteBinder(admin, binder.id)).toEqual({ id: binder.id, deleted: true });
    expect(await db.binder.findUnique({ where: { id: binder.id } })).toBeNull();
    const [event] = await listAuditEvents(admin, "Binder", String(binder.id));
    expect(event).toMatchObject({
      action: "binder.delete",
      actor: { id: admin.id },
      before: { uniqueMarketReference: "B1234DEL2027" },
      after: null,
    });
    await expect(deleteBinder(admin, binder.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
  });

  it("refuses to remove a binder that a policy uses: 409 Could not remove binder", async () => {
    const admin = await demoActor("admin@example.com");
    const broker = await brooke();
    const binder = await createBinder(admin, valid("B1234USE2027"));
    await boundPolicy({ binderId: binder.id, brokerUserId: broker.id, brokerCompanyId: broker.companyId, aggregateLimit: "150000" });

    const error = await deleteBinder(admin, binder.id).catch((e) => e);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409, message: "Could not remove binder" });
    expect(await db.binder.findUnique({ where: { id: binder.id } })).not.toBeNull();
    expect(await db.auditEvent.count({ where: { subjectType: "Binder", subjectId: String(binder.id), action: "binder.delete" } })).toBe(0);

    // The list shows the capacity the policy uses.
    const { items } = await listBinders(
      admin,
      `/api/binder?f=${encodeURIComponent(JSON.stringify({ uniqueMarketReference: { eq: "B1234USE2027" } }))}`,
    );
    expect(items[0]).toMatchObject({ capacityUsed: "150000.00", capacityRemaining: "4850000.00" });
  });

  it("does not let a bind that is still running slip past the check", async () => {
    const admin = await demoActor("admin@example.com");
    const broker = await brooke();
    const binder = await createBinder(admin, valid("B1234RACE2027"));
    const other = await createBinder(admin, valid("B1234RACE2028"));
    // A policy exists on another binder; the bind below moves it onto this one and holds its
    // transaction open while the removal starts.
    const policy = await boundPolicy({ binderId: other.id, brokerUserId: broker.id, brokerCompanyId: broker.companyId });

    let releaseBind!: () => void;
    const bindMayCommit = new Promise<void>((resolve) => (releaseBind = resolve));
    let bindWrote!: () => void;
    const bindHasWritten = new Promise<void>((resolve) => (bindWrote = resolve));
    const bind = db.$transaction(async (tx) => {
      await tx.policy.update({ where: { id: policy.id }, data: { binderId: binder.id } });
      bindWrote();
      await bindMayCommit;
    });

    await bindHasWritten;
    let removalSettled = false;
    // The outcome is captured at once: the removal fails as soon as the bind commits, possibly
    // before the test awaits it, and an uncaught rejection in between would fail the whole run.
    const removal = deleteBinder(admin, binder.id).then(
      (value) => ((removalSettled = true), { value }),
      (error: unknown) => ((removalSettled = true), { error }),
    );
    await new Promise((r) => setTimeout(r, 300));
    // The removal waits for the row lock that the bind's foreign key check holds.
    expect(removalSettled).toBe(false);
    releaseBind();
    await bind;
    expect(await removal).toMatchObject({ error: { code: "CONFLICT", message: "Could not remove binder" } });
    expect(await db.binder.findUnique({ where: { id: binder.id } })).not.toBeNull();
  });

  it("refuses underwriters and brokers", async () => {
    const admin = await demoActor("admin@example.com");
    const binder = await createBinder(admin, valid("B1234ROLE2027"));
    for (const email of ["underwriter@example.com", "broker@example.com"]) {
      const actor = await demoActor(email);
      await expect(createBinder(actor, valid(`X-${email}`))).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(deleteBinder(actor, binder.id)).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(listBinders(actor, "/api/binder")).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await db.binder.findUnique({ where: { id: binder.id } })).not.toBeNull();
  });
});
