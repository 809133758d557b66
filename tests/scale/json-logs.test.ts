import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { apiHandler } from "@/server/http/api-handler";
import { logger, setLogSinkForTests } from "@/server/http/logger";
import { requestIdFrom } from "@/server/http/request-id";

// Structured logs: one JSON object per line, with the request id of the request being served.

const lines: Record<string, unknown>[] = [];
setLogSinkForTests((line) => lines.push(JSON.parse(line)));
afterEach(() => {
  lines.length = 0;
});

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://portal.test${path}`, { headers });
const noParams = { params: Promise.resolve({}) };

describe("JSON logs with a request id", () => {
  it("logs one request line with the id, method, path, status and duration, and echoes the id", async () => {
    const route = apiHandler({ public: true, sessionless: true }, async () => {
      logger.info("inside the use case", { quotationId: 12 });
      return { data: { ok: true } };
    });
    const answer = await route(request("/api/example?q=secret", { "x-request-id": "abc-123-def-456" }), noParams);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("abc-123-def-456");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: "info", msg: "inside the use case", requestId: "abc-123-def-456", quotationId: 12 });
    expect(lines[1]).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "abc-123-def-456",
      method: "GET",
      path: "/api/example",
      status: 200,
    });
    expect(typeof lines[1].ms).toBe("number");
    expect(lines[1].time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof lines[1].instance).toBe("string");
    // The query string (which may carry search terms) is not logged.
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("an unexpected error is logged as an error line with its stack and the request id; the client sees only INTERNAL_ERROR", async () => {
    const route = apiHandler({ public: true, sessionless: true }, async () => {
      throw new TypeError("boom in the use case");
    });
    const answer = await route(request("/api/broken", { "x-request-id": "req-broken-0001" }), noParams);
    expect(answer.status).toBe(500);
    const error = lines.find((l) => l.msg === "unhandled error")!;
    expect(error).toMatchObject({
      level: "error",
      requestId: "req-broken-0001",
      error: { name: "TypeError", message: "boom in the use case" },
    });
    expect((error.error as { stack: string }).stack).toContain("boom in the use case");
    expect(lines.find((l) => l.msg === "request")).toMatchObject({ level: "error", status: 500, requestId: "req-broken-0001" });
  });

  it("refusals are info lines with their status", async () => {
    const route = apiHandler({ public: true, sessionless: true }, async () => {
      throw new AppError("FORBIDDEN", "no");
    });
    await route(request("/api/refused", { "x-request-id": "req-refused-01" }), noParams);
    expect(lines).toEqual([expect.objectContaining({ level: "info", msg: "request", status: 403, requestId: "req-refused-01" })]);
  });

  it("a maintenance refusal (503) is a warning, not an error", async () => {
    const route = apiHandler({ public: true, sessionless: true }, async () => {
      throw new AppError("MAINTENANCE_MODE", "Back soon");
    });
    await route(request("/api/maintained", { "x-request-id": "req-maint-0001" }), noParams);
    expect(lines).toEqual([expect.objectContaining({ level: "warn", msg: "request", status: 503 })]);
  });

  it("a caller's id is kept when it is a sane token; otherwise a new one is made", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "lb-7f3a9c21" }))).toBe("lb-7f3a9c21");
    for (const bad of ["short", "has space inside it", "x".repeat(200), "<script>alert(1)</script>", 'a"b"c"d"e']) {
      const id = requestIdFrom(new Headers({ "x-request-id": bad }));
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFrom(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
