import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import * as foundationApi from "@/lib/api/operations/foundation";
import { db } from "@/server/db";
import { readJson } from "@/server/http/api-handler";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { updateAppConfig } from "@/server/settings/update-app-config";
import { parseCompanyId } from "@/server/companies/company-id";
import { parseUserId } from "@/server/users/get-user";
import { parseBrokerId } from "@/server/quotations/quotation-broker";
import { statisticsQuerySchema } from "@/lib/statistics/statistics";
import { contentDisposition } from "@/lib/api/content-disposition";
import { bodyOf, callRoute } from "../support/described-call";
import { user, signedIn } from "../support/factories";

vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

// Issue 15, item 3: what the bad-input campaign (fuzz-input.test.ts) found, each kept as a
// regression test beside its fix.

const json = (body: string) =>
  new NextRequest("http://portal.test/api/note", { method: "POST", headers: { "content-type": "application/json" }, body });
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e) => e,
  );

describe("deeply nested bodies", () => {
  it("are refused with 400 VALIDATION_FAILURE instead of exhausting the stack (500)", async () => {
    for (const body of [
      "[".repeat(20_000) + "]".repeat(20_000),
      '{"a":'.repeat(5000) + "1" + "}".repeat(5000),
      `{"name":${"[".repeat(40)}${"]".repeat(40)}}`,
    ]) {
      const error = await errorOf(readJson(json(body)));
      expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
    }
    expect((await errorOf(readJson(json(`{"name":${"[".repeat(40)}${"]".repeat(40)}}`)))).details).toEqual([
      { path: "(body)", message: "The request body is nested too deeply" },
    ]);
  });

  it("keeps what a real body nests, and reports the first NUL in the body's order", async () => {
    const form = { applicant: { name: "A" }, coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } }, perils: ["rainfall"] };
    expect(await readJson(json(JSON.stringify(form)))).toEqual(form);
    const error = await errorOf(readJson(json(JSON.stringify({ a: "x\u0000", b: ["y\u0000"] }))));
    expect(error.details[0]).toEqual({ path: "a", message: "Text must not contain the NUL character" });
  });
});

describe("app options (PATCH /api/config)", () => {
  it("refuses null, empty text, arrays, objects and booleans for a number instead of storing 0 or 1", async () => {
    const admin = await signedIn((await user({ role: "ROLE_ADMIN" })).email);
    const before = await db.appConfig.findUniqueOrThrow({ where: { id: 1 } });
    for (const value of [null, "", "  ", [], [[[]]], {}, true, false, "0x10", "1,000"]) {
      const { status, body } = await callRoute(foundationApi.updateConfig, {
        actor: admin,
        body: { weatherWorksFee: value, raterTimeSpanInYears: value },
      });
      expect(status, JSON.stringify(value)).toBe(400);
      expect(body.error?.code).toBe("VALIDATION_FAILURE");
      expect(body.error?.details?.map((d) => d.path).sort()).toEqual(["raterTimeSpanInYears", "weatherWorksFee"]);
    }
    expect(await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
    // Numbers and numeric strings are still read.
    await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { weatherWorksFee: "12.5", lightningFee: 250 }));
    expect((await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).weatherWorksFee.toString()).toBe("12.5");
  });
});

describe("list filters (f)", () => {
  const fields: ResourceFields = { brokerCompanyId: { type: "number" }, from: { type: "date" } };

  it("refuse a filter that is JSON but not an object, also beside a shorthand parameter (was a TypeError, 500)", () => {
    for (const f of ["0", "null", "1.5", '"x"', "[]", "true"]) {
      for (const extra of ["", "&brokerCompanyId=", "&from=%7B%7D"]) {
        expect(
          () => parseListQuery(`http://portal.test/api/quotation?f=${encodeURIComponent(f)}${extra}`, fields),
          `f=${f}${extra}`,
        ).toThrow(
          expect.objectContaining({ code: "VALIDATION_FAILURE", details: [{ path: "f", message: "Filter must be a JSON object" }] }),
        );
      }
    }
    expect(parseListQuery("http://portal.test/api/quotation?f=%7B%7D&brokerCompanyId=4", fields).where).toEqual({
      brokerCompanyId: { equals: 4 },
    });
  });

  it("refuse an id that is not a whole record id (brokerCompanyId=1.5 reached PostgreSQL's integer column: 500)", () => {
    for (const loose of ["1.5", "0x10", "1e1", "016", "-1", "0", "2147483648"]) {
      expect(() => parseListQuery(`http://portal.test/api/report/bordereaux?brokerCompanyId=${loose}`, fields), loose).toThrow(
        expect.objectContaining({ code: "VALIDATION_FAILURE" }),
      );
      expect(
        () =>
          parseListQuery(
            `http://portal.test/api/report/bordereaux?f=${encodeURIComponent(JSON.stringify({ brokerCompanyId: { in: [loose] } }))}`,
            fields,
          ),
        loose,
      ).toThrow(expect.objectContaining({ code: "VALIDATION_FAILURE" }));
    }
    expect(() =>
      parseListQuery(`http://portal.test/api/report/bordereaux?f=${encodeURIComponent('{"brokerCompanyId":{"eq":1.5}}')}`, fields),
    ).toThrow(expect.objectContaining({ code: "VALIDATION_FAILURE" }));
    expect(
      parseListQuery("http://portal.test/api/report/bordereaux?f=%7B%22brokerCompanyId%22%3A%7B%22in%22%3A%5B4%2C%225%22%5D%7D%7D", fields)
        .where,
    ).toEqual({ brokerCompanyId: { in: [4, 5] } });
  });
});

describe("ids written loosely", () => {
  it("name no company or user in a path (PATCH /api/company/01 changed company 1), and no broker in a draft", () => {
    for (const loose of ["01", "001", "+1", " 1", "1 ", "1e0", "0x1", "1.0", "0", "2147483648"]) {
      expect(() => parseCompanyId(loose), loose).toThrow(
        expect.objectContaining({ code: "RESOURCE_NOT_FOUND", message: "Company not found" }),
      );
      expect(() => parseUserId(loose), loose).toThrow(expect.objectContaining({ code: "RESOURCE_NOT_FOUND", message: "User not found" }));
      expect(() => parseBrokerId(loose), loose).toThrow(expect.objectContaining({ code: "VALIDATION_FAILURE" }));
    }
    expect(parseCompanyId("12")).toBe(12);
    expect(parseCompanyId(12)).toBe(12);
    expect(parseUserId("7")).toBe(7);
    expect(parseBrokerId("7")).toBe(7);
    expect(parseBrokerId(7)).toBe(7);
    expect(parseBrokerId("")).toBeUndefined();
  });

  it("name no binder or broker company in the statistics query", () => {
    for (const loose of ["0x10", "1e1", "016", " 16", "16.0", "", "0"]) {
      expect(statisticsQuerySchema.safeParse({ brokerCompanyId: loose }).success, loose).toBe(false);
      expect(statisticsQuerySchema.safeParse({ binderId: loose }).success, loose).toBe(false);
    }
    expect(statisticsQuerySchema.parse({ brokerCompanyId: "16", binderId: "3" })).toMatchObject({ brokerCompanyId: 16, binderId: 3 });
  });
});

describe("file names in Content-Disposition", () => {
  it("keep a download of a file with a non-Latin name from failing (500: a header holds Latin-1 only)", () => {
    expect(contentDisposition("attachment", "application.pdf")).toBe('attachment; filename="application.pdf"');
    expect(contentDisposition("attachment", "日本語.pdf")).toBe(
      `attachment; filename="_.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.pdf`,
    );
    expect(contentDisposition("attachment", "résumé.pdf")).toBe(`attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`);
    expect(contentDisposition("inline", 'a"b\\c.pdf')).toBe(`inline; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
    expect(contentDisposition("attachment", "line\r\nX-Evil: 1.pdf")).toBe('attachment; filename="lineX-Evil: 1.pdf"');
    expect(contentDisposition("attachment", "🌧️")).toMatch(/^attachment; filename="download"; filename\*=UTF-8''%F0%9F%8C%A7%EF%B8%8F$/);
    for (const name of ["日本語.pdf", 'x"; filename="evil.html', "a\u0000b", "\u2028", "x".repeat(1000)]) {
      const value = contentDisposition("attachment", name);
      expect(() => new Headers({ "content-disposition": value }), name).not.toThrow();
      expect(value.length).toBeLessThan(2000);
    }
  });
});
