import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from "@/lib/api/text";
import * as notesApi from "@/lib/api/operations/notes";
import * as quotationsApi from "@/lib/api/operations/quotations";
import { createCompanySchema, addressSchema as companyAddressSchema } from "@/lib/companies/company-schema";
import { noteFormSchema } from "@/lib/notes/note-schema";
import { cancellationRequestSchema, createEndorsementSchema } from "@/lib/policies/policy-action-schemas";
import { applicantSchema, requestReferralSchema } from "@/lib/quotations/quotation-schema";
import { binderCreateSchema } from "@/lib/settings/binder-schema";
import { appConfigFields } from "@/lib/settings/config-schema";
import { builtinSigningSchema } from "@/lib/signing/builtin-signing-schema";
import { userCreateSchema } from "@/lib/users/user-schema";
import { db } from "@/server/db";
import { callRoute } from "../support/described-call";
import { demoActor } from "../support/factories";
import { quotationInStatus } from "../support/quotation-factory";
import { invoke } from "./matrix/route-invoker";
import { sessionCookieOf } from "../support/described-call";

vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

// Decision D107: single-line fields (names, addresses, titles) take one line of plain text; the
// multi-line ones (notes, reasons, wordings) line breaks and tabs too; none takes control
// characters or the marks that reorder how text is shown. Every string of every body and query is
// valid Unicode without NUL (tests/security/fuzz-input.test.ts walks every body's every string).

const NOT_ONE_LINE = [
  "Acme\r\nInsurance",
  "Acme\nInsurance",
  "Acme\tInc",
  "Acme\u0001",
  "\u001b[31mAcme\u001b[0m",
  "Acme\u007f",
  "Acme\u0085",
];
const BIDI = ["Acme \u202eetis", "\u202aAcme", "\u202dAcme", "Acme\u2066x\u2069", "\u2067Acme", "\u2068Acme"];

type Shaped = { shape: Record<string, z.ZodType> };
const field = (schema: unknown, name: string) => (schema as Shaped).shape[name];

const SINGLE_LINE: [string, z.ZodType][] = [
  ["insured's name", field(applicantSchema, "name")],
  ["insured's street", field(applicantSchema, "street")],
  ["insured's city", field(applicantSchema, "city")],
  ["user's first name", field(userCreateSchema, "firstName")],
  ["user's last name", field(userCreateSchema, "lastName")],
  ["company name", field(createCompanySchema, "name")],
  ["company street", field(companyAddressSchema, "street")],
  ["company city", field(companyAddressSchema, "city")],
  ["endorsement title", field(createEndorsementSchema, "title")],
  ["signer's name", field(builtinSigningSchema, "fullName")],
  ["signer's position", field(builtinSigningSchema, "position")],
  ["binder reference", field(binderCreateSchema, "uniqueMarketReference")],
];

const MULTI_LINE: [string, z.ZodType][] = [
  ["note", field(noteFormSchema, "content")],
  ["cancellation reason", field(cancellationRequestSchema, "reason")],
  ["endorsement wording", field(createEndorsementSchema, "content")],
  ["referral reason", field(requestReferralSchema, "reason")],
  ["maintenance message", appConfigFields.maintenanceModeMessage],
];

const messagesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : result.error.issues.map((i) => i.message));

describe("single-line fields", () => {
  it.each(SINGLE_LINE)("%s refuses line breaks, tabs, control characters and direction marks", (_, schema) => {
    expect(schema).toBeDefined();
    for (const value of [...NOT_ONE_LINE, ...BIDI])
      expect(messagesOf(schema.safeParse(value)), JSON.stringify(value)).toContain(SINGLE_LINE_MESSAGE);
  });

  it.each(SINGLE_LINE)("%s keeps names in any script, accents, emoji and a right-to-left name", (_, schema) => {
    for (const value of ["ZOË O'BRIEN-ŁUKASZ", "東京 イベント", "Café 😀", "שלום ACME"]) {
      expect(schema.safeParse(value).success, value).toBe(true);
    }
    // Blanks around the text are trimmed, so a trailing newline from a paste is harmless.
    expect(schema.safeParse("ACME\n").success).toBe(true);
  });
});

describe("multi-line fields", () => {
  it.each(MULTI_LINE)(
    "%s keeps line breaks and tabs (CRLF read as LF) and refuses other control characters and direction marks",
    (_, schema) => {
      expect(schema).toBeDefined();
      const parsed = schema.safeParse("Line one\r\n\tLine two\nLine three");
      expect(parsed.success).toBe(true);
      expect(parsed.data).toBe("Line one\n\tLine two\nLine three");
      for (const value of ["Bell\u0007", "\u001b[2J", "Acme\u0000x", "Acme\u0085", ...BIDI]) {
        expect(messagesOf(schema.safeParse(value)), JSON.stringify(value)).toContain(MULTI_LINE_MESSAGE);
      }
    },
  );
});

describe("over HTTP", () => {
  it("refuses a draft whose insured's name carries a line break or an ANSI escape, at the field, and stores nothing", async () => {
    const broker = await demoActor("broker@example.com");
    const before = await db.quotation.count();
    for (const name of ["Acme\r\nInsurance", "\u001b[31mAcme", "Acme \u202eetis"]) {
      const answer = await callRoute(quotationsApi.createQuotationDraft, { actor: broker, body: { applicant: { name } } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error?.details).toContainEqual({ path: "applicant.name", message: SINGLE_LINE_MESSAGE });
    }
    expect(await db.quotation.count()).toBe(before);
  });

  it("answers 400 with a message for an unpaired surrogate in the insured's name, street or city and in a note", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    for (const path of ["name", "street", "city"]) {
      const answer = await callRoute(quotationsApi.createQuotationDraft, { actor: broker, body: { applicant: { [path]: "\ud800x" } } });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.details).toEqual([
        { path: `applicant.${path}`, message: "Text must be valid Unicode: it contains an unpaired surrogate" },
      ]);
    }
    const note = await callRoute(notesApi.createNote, {
      actor: broker,
      body: { quotationId: q.id, content: "a\udc00b", visibility: "ALL" },
    });
    expect(note.status).toBe(400);
    expect(note.body.error?.details?.[0].message).toMatch(/unpaired surrogate/);
  });

  it("answers 400 for list queries that would reach the database as an error: a NUL or a surrogate in f, a page index beyond the offsets", async () => {
    const admin = await demoActor("admin@example.com");
    const cookie = await sessionCookieOf(admin);
    const get = (template: string, search: string) =>
      invoke({ method: "GET", template, query: Object.fromEntries(new URLSearchParams(search)), cookie });
    for (const [template, search, message] of [
      ["/api/user", `f=${JSON.stringify({ "company.name": { like: "\u0000" } })}`, /NUL character/],
      ["/api/user", `f=${JSON.stringify({ "company.name": { like: "\ud800" } }).replace("\ud800", "\\ud800")}`, /unpaired surrogate/],
      ["/api/user", "lastName=%00", /NUL character/],
      ["/api/report/bordereaux", "p[index]=1e9", /Page index must be at most/],
      ["/api/report/bordereaux", "p[index]=2147483648", /Page index must be at most/],
      ["/api/quotation", "p[index]=2147483648&p[size]=100", /Page index must be at most/],
    ] as const) {
      const answer = await get(template, search);
      expect(answer.status, `${template}?${search}: ${answer.body}`).toBe(400);
      const body = JSON.parse(answer.body);
      expect(body.error.code).toBe("VALIDATION_FAILURE");
      expect(body.error.details[0].message, search).toMatch(message);
    }
  });
});
