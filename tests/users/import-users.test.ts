import { SINGLE_LINE_MESSAGE } from "@/lib/api/text";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { importUsers } from "@/server/users/import-users";
import { demoActor } from "../support/factories";

const HEADER = "firstName,lastName,email,role,permissionLevel,company";
const csv = (...lines: string[]) => new TextEncoder().encode(lines.join("\n") + "\n");
let seq = 0;
const email = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}@import.example`;

async function counts() {
  return {
    users: await db.user.count(),
    emails: await db.emailOutbox.count(),
    tokens: await db.userToken.count(),
    audit: await db.auditEvent.count(),
  };
}

async function importError(bytes: Uint8Array) {
  const admin = await demoActor("admin@example.com");
  const before = await counts();
  const error = await importUsers(admin, bytes).catch((e) => e);
  expect(await counts()).toEqual(before);
  return error;
}

describe("importing users from CSV (POST /api/user/import)", () => {
  it("creates every row as an invited user with an invitation, finding companies by name or agency code", async () => {
    const admin = await demoActor("admin@example.com");
    const a = email("ann");
    const b = email("bob");
    const c = email("cat");
    const result = await importUsers(
      admin,
      new TextEncoder().encode(
        `\uFEFF${HEADER}\r\nAnn,Archer,${a.toUpperCase()},ROLE_BROKER,VIEW_MY_INDICATIONS,bright01\r\n\r\n"Bob, Jr.",Baker,${b},ROLE_UNDERWRITER,VIEW_COMPANY_INDICATIONS,summit underwriting\r\nCat,Cole,${c},ROLE_BROKER,VIEW_COMPANY_INDICATIONS,Harbor Insurance Agency\r\n`,
      ),
    );
    expect(result).toEqual({ created: 3 });
    const users = await db.user.findMany({ where: { email: { in: [a, b, c] } }, include: { company: true }, orderBy: { email: "asc" } });
    expect(users.map((u) => [u.firstName, u.role, u.company.name, u.status, u.passwordHash])).toEqual([
      ["Ann", "ROLE_BROKER", "Brightline Brokers", "INVITED", null],
      ["Bob, Jr.", "ROLE_UNDERWRITER", "Summit Underwriting", "INVITED", null],
      ["Cat", "ROLE_BROKER", "Harbor Insurance Agency", "INVITED", null],
    ]);
    expect(users[0].permissionLevel).toBe("VIEW_MY_INDICATIONS");
    for (const u of users) {
      expect(await db.userToken.count({ where: { userId: u.id, type: "INVITATION", usedAt: null } })).toBe(1);
      const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: { has: u.email } } });
      expect(mail.template).toBe("invitation");
      expect(mail.text).toContain("http://portal.test/auth/password-reset?token=");
      expect(
        await db.auditEvent.count({ where: { subjectType: "User", subjectId: String(u.id), action: "user.import", actorId: admin.id } }),
      ).toBe(1);
    }
  });

  it.each([
    ["an empty file", new Uint8Array()],
    ["blank lines", csv("", "   ", "")],
    ["a header only", csv(HEADER)],
    ["a header and blank lines", csv(HEADER, "", ",,,,,")],
  ])("answers EMPTY_FILE for %s", async (_name, bytes) => {
    const error = await importError(bytes);
    expect(error.code).toBe("EMPTY_FILE");
  });

  it("refuses a header that is not exactly the six columns", async () => {
    for (const header of [
      "firstName,lastName,email,role,company",
      "first_name,lastName,email,role,permissionLevel,company",
      `${HEADER},extra`,
    ]) {
      const error = await importError(csv(header, `A,B,${email("h")},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`));
      expect(error).toMatchObject({
        code: "VALIDATION_FAILURE",
        details: [{ path: "header", message: `The first line must be exactly: ${HEADER}` }],
      });
    }
  });

  it("names the rows of an email used twice in the file, and creates nothing", async () => {
    const dup = email("dup");
    const error = await importError(
      csv(
        HEADER,
        `Ok,One,${email("ok")},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
        `Dup,One,${dup},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
        `Dup,Two,${dup.toUpperCase()},ROLE_BROKER,VIEW_MY_INDICATIONS,HARBOR01`,
      ),
    );
    expect(error.code).toBe("CSV_DUPLICATED_EMAIL");
    expect(error.status).toBe(400);
    expect(error.details).toEqual([
      { path: "row 3.email", message: `Email ${dup} is used on rows 3 and 4` },
      { path: "row 4.email", message: `Email ${dup} is used on rows 3 and 4` },
    ]);
    expect(error.message).toBe(`Email ${dup} is used on rows 3 and 4`);
  });

  it("refuses an email that already exists", async () => {
    const error = await importError(
      csv(
        HEADER,
        `New,One,${email("new")},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
        "Old,One,broker@example.com,ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01",
      ),
    );
    expect(error).toMatchObject({
      code: "CSV_DUPLICATED_EMAIL",
      details: [{ path: "row 3.email", message: "Email broker@example.com already exists" }],
    });
  });

  it("names the row and field of every invalid value, and creates nothing", async () => {
    const fields = await importError(
      csv(
        HEADER,
        `Good,Row,${email("good")},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
        `Bad,Email,not-an-email,ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
        `,Nofirst,${email("nofirst")},ROLE_KING,VIEW_MY_INDICATIONS,Nowhere Inc`,
        `Wrong,Role,${email("wrongrole")},ROLE_UNDERWRITER,,Brightline Brokers`,
        `Short,Row,${email("short")}`,
      ),
    );
    expect(fields.code).toBe("VALIDATION_FAILURE");
    expect(fields.details).toEqual([
      { path: "row 3.email", message: "Enter a valid email address" },
      { path: "row 4.firstName", message: "This field is required" },
      { path: "row 4.role", message: "Role must be one of ROLE_ADMIN, ROLE_UNDERWRITER, ROLE_BROKER" },
      { path: "row 4.company", message: "No company has the name or agency code Nowhere Inc" },
      { path: "row 5.permissionLevel", message: "Permission level must be one of VIEW_COMPANY_INDICATIONS, VIEW_MY_INDICATIONS" },
      { path: "row 5.role", message: "Brightline Brokers is a broker company: choose the role Broker" },
      { path: "row 6", message: "Row 6 has 3 columns; 6 are expected" },
    ]);
    expect(fields.message).toBe("Enter a valid email address");
  });

  it("counts lines of the file, including blank lines and line breaks inside quotes", async () => {
    const error = await importError(
      csv(
        HEADER,
        "",
        `"Multi`,
        `Line",Name,${email("ml")},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
        `X,Y,bad,ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
      ),
    );
    // The quoted record starts on line 3; a line break is not part of a name (single-line text).
    expect(error.details).toEqual([
      { path: "row 3.firstName", message: SINGLE_LINE_MESSAGE },
      { path: "row 5.email", message: "Enter a valid email address" },
    ]);
  });

  it("refuses files that are not text or not CSV", async () => {
    expect(await importError(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]))).toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "file", message: "File is invalid" }],
    });
    const unclosed = await importError(csv(HEADER, `"Open,Quote,x@y.example,ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`));
    expect(unclosed.code).toBe("VALIDATION_FAILURE");
    expect(unclosed.details[0].message).toMatch(/not valid CSV/);
  });

  it("refuses underwriters and brokers", async () => {
    for (const who of ["underwriter@example.com", "broker@example.com"]) {
      const actor = await demoActor(who);
      await expect(importUsers(actor, csv(HEADER, `A,B,${email("x")},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`))).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    }
  });
});
