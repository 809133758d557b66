import { describe, expect, it, vi } from "vitest";
import * as companiesApi from "@/lib/api/operations/companies";
import { db } from "@/server/db";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { createCompany } from "@/server/companies/create-company";
import { getCompany } from "@/server/companies/get-company";
import { listCompanies } from "@/server/companies/list-companies";
import { updateCompany } from "@/server/companies/update-company";
import { createCompanySchema, type CreateCompanyInput } from "@/lib/companies/company-schema";
import { bodyOf, callRoute } from "../support/described-call";
import { demoActor, PASSWORD, signedIn, user } from "../support/factories";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

let seq = 0;
const code = () => `T${Date.now().toString(36).toUpperCase()}${++seq}`;
const broker = (overrides: Partial<CreateCompanyInput> = {}) => ({
  name: `Test Brokers ${++seq}`,
  role: "BROKER" as const,
  commission: "10",
  ...overrides,
});
const details = (error: { details?: { path: string; message: string }[] }) =>
  Object.fromEntries((error.details ?? []).map((d) => [d.path, d.message]));

describe("creating companies (POST /api/company)", () => {
  it("creates a company with every field of spec §3 and records who created it", async () => {
    const admin = await demoActor("admin@example.com");
    const agencyCode = code();
    const created = await createCompany(
      admin,
      bodyOf(companiesApi.createCompany, {
        name: "  Lakeside Insurance  ",
        agencyCode: agencyCode.toLowerCase(),
        email: " Office@Lakeside.Example.com ",
        role: "BROKER",
        enabled: true,
        commission: "12.345",
        address: { street: "1 Lake Shore Dr", city: "Chicago", state: "il", zipCode: "60611" },
      }),
    );
    expect(created).toMatchObject({
      name: "Lakeside Insurance",
      agencyCode,
      email: "office@lakeside.example.com",
      role: "BROKER",
      enabled: true,
      commission: "12.35",
      address: { street: "1 Lake Shore Dr", city: "Chicago", state: "IL", zipCode: "60611" },
      logo: null,
      usersCount: 0,
    });
    expect(created.version).toMatch(/^\d+$/);
    expect(await getCompany(admin, created.id)).toEqual(created);

    const audit = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "Company", subjectId: String(created.id) } });
    expect(audit).toMatchObject({ action: "company.create", actorId: admin.id, before: null });
    expect(audit.after).toMatchObject({ name: "Lakeside Insurance", agencyCode, commission: "12.35", state: "IL", enabled: true });

    const list = await listCompanies(
      admin,
      `http://x/api/company?f=${encodeURIComponent(JSON.stringify({ agencyCode: { eq: agencyCode } }))}`,
    );
    expect(list.items).toHaveLength(1);
  });

  it.each([
    ["12.345", "12.35"],
    ["7.005", "7.01"],
    [7.005, "7.01"],
    [15, "15.00"],
    ["0", "0.00"],
    ["99.999", "100.00"],
    [" 2.5 ", "2.50"],
  ])("keeps commission %j as the percentage %s (half up, two decimals)", async (commission, stored) => {
    const admin = await demoActor("admin@example.com");
    const created = await createCompany(admin, bodyOf(companiesApi.createCompany, broker({ commission })));
    expect(created.commission).toBe(stored);
    expect((await db.company.findUniqueOrThrow({ where: { id: created.id } })).commission.toFixed(2)).toBe(stored);
  });

  it("answers the spec's messages at the fields and creates nothing", async () => {
    const admin = await demoActor("admin@example.com");
    const count = await db.company.count();
    const { status, body } = await callRoute(companiesApi.createCompany, {
      actor: admin,
      body: {
        name: " ",
        role: "AGENT",
        commission: "ten",
        email: "not-an-email",
        agencyCode: "A B",
        address: { state: "XX", zipCode: "1234" },
      },
    });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_FAILURE");
    expect(details(body.error!)).toEqual({
      name: "This field is required",
      role: "Choose a role",
      commission: "Commission must be a number",
      email: "Enter a valid email address",
      agencyCode: "Agency code may only contain letters, digits, dots, dashes and underscores",
      "address.state": "Choose a state",
      "address.zipCode": "ZIP code must have 5 digits",
    });
    for (const [commission, message] of [
      [true, "Commission must be a number"],
      ["12,5", "Commission must be a number"],
      ["", "This field is required"],
      [undefined, "This field is required"],
      [-1, "Commission must be between 0 and 100"],
      ["100.01", "Commission must be between 0 and 100"],
    ] as const) {
      const { body: e } = await callRoute(companiesApi.createCompany, { actor: admin, body: { ...broker(), commission } });
      expect(details(e.error!).commission, String(commission)).toBe(message);
    }
    const { body: unknown } = await callRoute(companiesApi.createCompany, { actor: admin, body: { ...broker(), logo: "x.png" } });
    expect(unknown.error?.details).toEqual([{ path: "(root)", message: 'Unrecognized key: "logo"' }]);
    expect(await db.company.count()).toBe(count);
  });

  it("refuses an agency code already in use, whatever its case, with 409 at the field", async () => {
    const admin = await demoActor("admin@example.com");
    const error = await createCompany(admin, bodyOf(companiesApi.createCompany, broker({ agencyCode: "bright01" }))).catch((e) => e);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409, message: "This agency code is already used by another company" });
    expect(error.details).toEqual([{ path: "agencyCode", message: "This agency code is already used by another company" }]);
  });

  it("lets only one of two simultaneous creations with the same agency code succeed", async () => {
    const admin = await demoActor("admin@example.com");
    const agencyCode = code();
    const results = await Promise.allSettled([
      createCompany(admin, bodyOf(companiesApi.createCompany, broker({ agencyCode }))),
      createCompany(admin, bodyOf(companiesApi.createCompany, broker({ agencyCode }))),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "CONFLICT", details: [{ path: "agencyCode" }] });
    expect(await db.company.count({ where: { agencyCode } })).toBe(1);
  });

  it("shares its schema with the form: a form's values parse the same way", () => {
    const parsed = createCompanySchema.parse({
      name: "A",
      agencyCode: "",
      email: "",
      role: "UNDERWRITER",
      enabled: false,
      commission: "5",
      address: { street: "", city: "", state: "", zipCode: "" },
    });
    expect(parsed).toEqual({
      name: "A",
      agencyCode: null,
      email: null,
      role: "UNDERWRITER",
      enabled: false,
      commission: "5.00",
      address: { street: null, city: null, state: null, zipCode: null },
    });
  });
});

describe("changing companies (PATCH /api/company/{id})", () => {
  it("changes the given fields and records the before and after of those only", async () => {
    const admin = await demoActor("admin@example.com");
    const created = await createCompany(
      admin,
      bodyOf(companiesApi.createCompany, broker({ email: "a@b.example", address: { city: "Denver", state: "CO" } })),
    );
    const updated = await updateCompany(
      admin,
      created.id,
      bodyOf(companiesApi.updateCompany, { commission: 17.5, address: { city: "Boulder", zipCode: "80302" }, email: "" }),
    );
    expect(updated).toMatchObject({
      commission: "17.50",
      email: null,
      address: { city: "Boulder", state: "CO", zipCode: "80302", street: null },
    });
    expect(updated.version).not.toBe(created.version);

    const audit = await db.auditEvent.findFirstOrThrow({
      where: { subjectType: "Company", subjectId: String(created.id), action: "company.update" },
    });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.before).toEqual({ commission: "10.00", email: "a@b.example", city: "Denver", zipCode: null });
    expect(audit.after).toEqual({ commission: "17.50", email: null, city: "Boulder", zipCode: "80302" });

    // Sending the current values changes nothing and records nothing.
    const same = await updateCompany(
      admin,
      created.id,
      bodyOf(companiesApi.updateCompany, { commission: "17.5", name: created.name, version: updated.version }),
    );
    expect(same.version).toBe(updated.version);
    expect(await db.auditEvent.count({ where: { subjectType: "Company", subjectId: String(created.id), action: "company.update" } })).toBe(
      1,
    );
  });

  it("refuses bad input with the messages of the form and changes nothing", async () => {
    const admin = await demoActor("admin@example.com");
    const created = await createCompany(admin, bodyOf(companiesApi.createCompany, broker()));
    const patch = (body: unknown) => callRoute(companiesApi.updateCompany, { actor: admin, params: { companyId: created.id }, body });
    const { status, body } = await patch({ name: "", commission: "abc", address: { zipCode: "ABCDE" }, role: "ROLE_BROKER" });
    expect(status).toBe(400);
    expect(details(body.error!)).toEqual({
      name: "This field is required",
      commission: "Commission must be a number",
      "address.zipCode": "ZIP code must have 5 digits",
      role: "Choose a role",
    });
    expect(await getCompany(admin, created.id)).toEqual(created);
    await expect(updateCompany(admin, created.id, bodyOf(companiesApi.updateCompany, { agencyCode: "HARBOR01" }))).rejects.toMatchObject({
      code: "CONFLICT",
      details: [{ path: "agencyCode" }],
    });
    expect((await patch({ version: "soon" })).body.error).toMatchObject({ code: "VALIDATION_FAILURE" });
    await expect(updateCompany(admin, 999_999, bodyOf(companiesApi.updateCompany, { name: "X" }))).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
      status: 404,
    });
    const notANumber = await callRoute(companiesApi.getCompany, { actor: admin, params: { companyId: "abc" } });
    expect(notANumber.status).toBe(404);
    expect(notANumber.body.error).toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect(await getCompany(admin, created.id)).toEqual(created);
  });

  it("answers 409 CONFLICT to the second of two changes made from the same version", async () => {
    const admin = await demoActor("admin@example.com");
    const created = await createCompany(admin, bodyOf(companiesApi.createCompany, broker()));
    const results = await Promise.allSettled([
      updateCompany(admin, created.id, bodyOf(companiesApi.updateCompany, { commission: "11", version: created.version })),
      updateCompany(admin, created.id, bodyOf(companiesApi.updateCompany, { commission: "22", version: created.version })),
    ]);
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    expect(fulfilled).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "CONFLICT", status: 409 });
    const winner = (fulfilled[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof updateCompany>>>).value;
    expect((await getCompany(admin, created.id)).commission).toBe(winner.commission);
    expect(await db.auditEvent.count({ where: { subjectId: String(created.id), action: "company.update" } })).toBe(1);
  });

  it("applies changes without a version one after the other, each audit starting where the previous ended", async () => {
    const admin = await demoActor("admin@example.com");
    const created = await createCompany(admin, bodyOf(companiesApi.createCompany, broker({ commission: 0 })));
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => updateCompany(admin, created.id, bodyOf(companiesApi.updateCompany, { commission: i + 1 }))),
    );
    const events = await db.auditEvent.findMany({
      where: { subjectId: String(created.id), action: "company.update" },
      orderBy: { id: "asc" },
    });
    expect(events).toHaveLength(5);
    for (let i = 1; i < events.length; i++)
      expect((events[i].before as { commission: string }).commission).toBe((events[i - 1].after as { commission: string }).commission);
    expect((await getCompany(admin, created.id)).commission).toBe((events[4].after as { commission: string }).commission);
  });

  it("disabling a company ends its users' sessions and refuses their sign-in until it is enabled again", async () => {
    const admin = await demoActor("admin@example.com");
    const created = await createCompany(admin, bodyOf(companiesApi.createCompany, broker()));
    const u = await user({ companyId: created.id });
    const first = await signedIn(u.email);
    const second = await signedIn(u.email);
    const bystander = await signedIn((await user()).email);

    const disabled = await updateCompany(admin, created.id, bodyOf(companiesApi.updateCompany, { enabled: false }));
    expect(disabled.enabled).toBe(false);
    expect(await db.session.count({ where: { userId: u.id, revokedAt: null } })).toBe(0);
    expect(await actorForSession(first.sessionId)).toBeNull();
    expect(await actorForSession(second.sessionId)).toBeNull();
    expect(await actorForSession(bystander.sessionId)).not.toBeNull();
    await expect(signInWithPassword({ email: u.email, password: PASSWORD }, { ip: null, userAgent: "vitest" })).rejects.toMatchObject({
      code: "ACCOUNT_DISABLED",
    });
    const audit = await db.auditEvent.findFirstOrThrow({ where: { subjectId: String(created.id), action: "company.update" } });
    expect(audit.before).toEqual({ enabled: true });
    expect(audit.after).toEqual({ enabled: false, sessionsRevoked: 2 });

    await updateCompany(admin, created.id, bodyOf(companiesApi.updateCompany, { enabled: true }));
    expect(await actorForSession((await signedIn(u.email)).sessionId)).not.toBeNull();
  });

  it("keeps a user's role equal to its company's, and an admin's own company enabled", async () => {
    const admin = await demoActor("admin@example.com");
    const withUsers = await createCompany(admin, bodyOf(companiesApi.createCompany, broker()));
    await user({ companyId: withUsers.id });
    expect(
      details(await updateCompany(admin, withUsers.id, bodyOf(companiesApi.updateCompany, { role: "UNDERWRITER" })).catch((e) => e)),
    ).toEqual({
      role: "The role cannot change while the company has users",
    });
    const empty = await createCompany(admin, bodyOf(companiesApi.createCompany, broker()));
    expect((await updateCompany(admin, empty.id, bodyOf(companiesApi.updateCompany, { role: "UNDERWRITER" }))).role).toBe("UNDERWRITER");
    expect(
      details(await updateCompany(admin, admin.companyId, bodyOf(companiesApi.updateCompany, { enabled: false })).catch((e) => e)),
    ).toEqual({
      enabled: "You cannot disable your own company",
    });
    expect((await db.company.findUniqueOrThrow({ where: { id: admin.companyId } })).enabled).toBe(true);
  });
});

describe("who may manage companies", () => {
  it("refuses underwriters and brokers with 403 FORBIDDEN and changes nothing", async () => {
    const admin = await demoActor("admin@example.com");
    const target = await createCompany(admin, bodyOf(companiesApi.createCompany, broker()));
    const count = await db.company.count();
    for (const email of ["underwriter@example.com", "broker@example.com", "broker.own@example.com"]) {
      const actor = await demoActor(email);
      await expect(createCompany(actor, bodyOf(companiesApi.createCompany, broker()))).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
      await expect(getCompany(actor, target.id)).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(updateCompany(actor, target.id, bodyOf(companiesApi.updateCompany, { name: "Taken over" }))).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
      await expect(updateCompany(actor, actor.companyId, bodyOf(companiesApi.updateCompany, { commission: 99 }))).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(listCompanies(actor, "http://x/api/company")).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await db.company.count()).toBe(count);
    expect(await getCompany(admin, target.id)).toEqual(target);
  });
});
