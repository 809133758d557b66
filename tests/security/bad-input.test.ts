import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { apiHandler, readJson, readOptionalJson } from "@/server/http/api-handler";
import { parseRecordId } from "@/lib/api/record-id";
import { noteCreateSchema } from "@/lib/notes/note-schema";
import { quotationDraftSchema } from "@/lib/quotations/quotation-schema";
import { userCreateSchema } from "@/lib/users/user-schema";
import * as settingsApi from "@/lib/api/operations/settings";
import { createBinder as createBinderUseCase } from "@/server/binders/create-binder";
import { parseInput } from "@/server/http/parse-input";
import { demoActor } from "../support/factories";

// The use case with the body as POST /api/binder reads it, with the description's schema.
const createBinder = async (actor: Parameters<typeof createBinderUseCase>[0], body: unknown) =>
  createBinderUseCase(actor, parseInput(settingsApi.createBinder.body, body));

// Issue 15, item 4 (decisions D63, D65, D66): body caps, NUL characters, a `null` body, strict ids
// and the amounts a draft keeps.

const json = (body: string, headers: Record<string, string> = {}) =>
  new NextRequest("http://portal.test/api/note", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (e) => e,
  );
}

describe("the JSON body reader", () => {
  it("refuses a body over the shared 1 MB cap with 413, declared or not", async () => {
    const big = JSON.stringify({ content: "x".repeat(1024 * 1024 + 10) });
    expect(await errorOf(readJson(json(big)))).toMatchObject({ code: "PAYLOAD_TOO_LARGE", status: 413 });
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 1100; i++) c.enqueue(new TextEncoder().encode("x".repeat(1024)));
        c.close();
      },
    });
    const undeclared = new NextRequest("http://portal.test/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as never);
    expect(await errorOf(readJson(undeclared))).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(await readJson(json(JSON.stringify({ content: "x".repeat(1000) })))).toEqual({ content: "x".repeat(1000) });
  });

  it("answers 413 in the API wrapper before anything else, even signed out", async () => {
    let ran = false;
    const handler = apiHandler({}, async () => {
      ran = true;
      return { data: null };
    });
    const res = await handler(json("{}", { "content-length": String(50 * 1024 * 1024) }), { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(ran).toBe(false);
  });

  it("refuses a NUL character anywhere in the body, keys included, with 400 VALIDATION_FAILURE", async () => {
    for (const body of [{ content: "a\u0000b" }, { applicant: { name: ["ok", "x\u0000"] } }, { "k\u0000": 1 }, "\u0000"]) {
      const error = await errorOf(readJson(json(JSON.stringify(body))));
      expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
      expect(error.details[0].message).toBe("Text must not contain the NUL character");
    }
    expect(await errorOf(readOptionalJson(json(JSON.stringify({ reason: "\u0000" }))))).toMatchObject({ code: "VALIDATION_FAILURE" });
  });

  it("reads only an empty optional body as left out; a body of blanks is broken JSON", async () => {
    expect(await readOptionalJson(json(""))).toBeUndefined();
    for (const blanks of [" ", "\n", " \t "]) {
      expect(await errorOf(readOptionalJson(json(blanks)))).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
    }
    expect(await errorOf(readJson(json('{"content":"a\\u0000b"}')))).toMatchObject({ code: "VALIDATION_FAILURE" });
  });

  it("refuses a text/plain or form body on a JSON route with 415", async () => {
    const plain = new NextRequest("http://portal.test/api/note", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    expect(await errorOf(readJson(plain))).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", status: 415 });
    const form = new NextRequest("http://portal.test/api/note", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(await errorOf(readOptionalJson(form))).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});

describe("bodies that are not objects", () => {
  it("answers POST /api/binder with the body null with 400, not a TypeError", async () => {
    const admin = await demoActor("admin@example.com");
    for (const body of [null, 1, "x", []]) {
      expect(await errorOf(createBinder(admin, body))).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
    }
  });
});

describe("strict record ids", () => {
  it("takes integers and plain digit strings only", () => {
    expect(parseRecordId(16)).toBe(16);
    expect(parseRecordId("16")).toBe(16);
    for (const loose of ["0x10", "1e1", "16.0", " 16", "016", "+16", "-1", "0", "", "2147483648", 16.5, true, null, [16], 0]) {
      expect(parseRecordId(loose)).toBeNull();
    }
  });

  it("refuses loose ids in bodies", () => {
    for (const quotationId of ["0x10", "1e1", "16.0"]) {
      expect(() => parseInput(noteCreateSchema, { content: "A note", visibility: "ALL", quotationId })).toThrow(
        expect.objectContaining({ code: "VALIDATION_FAILURE" }),
      );
    }
    expect(() => parseInput(quotationDraftSchema, { copiedFromId: "0x10" })).toThrow(
      expect.objectContaining({ code: "VALIDATION_FAILURE" }),
    );
    const user = {
      firstName: "A",
      lastName: "B",
      email: "a@test.example",
      role: "ROLE_BROKER",
      permissionLevel: "VIEW_COMPANY_INDICATIONS",
    };
    expect(() => parseInput(userCreateSchema, { ...user, companyId: "1e1" })).toThrow(
      expect.objectContaining({ code: "VALIDATION_FAILURE" }),
    );
  });
});

describe("draft amounts", () => {
  const problems = (values: unknown) => {
    try {
      parseInput(quotationDraftSchema, values);
      return [];
    } catch (error) {
      return (error as { details: { path: string; message: string }[] }).details;
    }
  };

  it("refuses a negative limit per day or deductible, and an oversized deductible, with a message", () => {
    expect(problems({ limitPerDay: "-1" })).toEqual([{ path: "limitPerDay", message: "Limit must be greater than 0" }]);
    expect(problems({ deductible: -1 })).toEqual([{ path: "deductible", message: "Deductible must be 0 or more" }]);
    expect(problems({ deductible: 1e13 })).toEqual([{ path: "deductible", message: "The amount is too large" }]);
    expect(problems({ deductible: "1e13" })).toEqual([{ path: "deductible", message: "Enter an amount in dollars" }]);
    expect(problems({ limitPerDay: "100000001" })).toEqual([{ path: "limitPerDay", message: "Limit cannot exceed $100,000,000 per day" }]);
    expect(problems({ coverage: { rainfall: { limitPerDay: "-5" } } })).toEqual([
      { path: "coverage.rainfall.limitPerDay", message: "Limit must be greater than 0" },
    ]);
  });

  it("still keeps what a broker may leave half done", () => {
    expect(problems({ limitPerDay: "", deductible: null })).toEqual([]);
    expect(problems({ limitPerDay: "25,000", deductible: "0" })).toEqual([]);
    expect(problems({ limitPerDay: "abc" })).toEqual([]);
  });
});
