import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { errorResponse } from "@/server/http/api-handler";
import { isDatabaseUnavailable } from "@/server/http/database-unavailable";

// The shapes an unreachable database takes on its way up (driver, adapter, Prisma), each answered
// 503 SERVICE_UNAVAILABLE with Retry-After by the one error mapping (decision D90); query errors
// keep their own answers.

const socket = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });
const prisma = (code: string, cause?: unknown) =>
  Object.assign(new Error("Invalid `prisma.note.create()` invocation"), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: cause ? { driverAdapterError: cause } : undefined,
  });
const adapter = (cause: Record<string, unknown>) => Object.assign(new Error("DriverAdapterError"), { name: "DriverAdapterError", cause });

describe("database outages answer 503", () => {
  const unavailable: [string, unknown][] = [
    ["ECONNREFUSED from node-postgres", socket("ECONNREFUSED")],
    ["ECONNRESET", socket("ECONNRESET")],
    ["P1001 can't reach the server", prisma("P1001")],
    ["P1017 server closed the connection", prisma("P1017")],
    [
      "57P01 admin shutdown, through the adapter",
      prisma("P2010", adapter({ kind: "postgres", code: "57P01", message: "terminating connection due to administrator command" })),
    ],
    [
      "57P03 the database system is starting up",
      adapter({ kind: "postgres", originalCode: "57P03", code: "57P03", message: "the database system is starting up" }),
    ],
    ["an adapter DatabaseNotReachable", adapter({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 })],
    ["pg's connection terminated", new Error("Connection terminated unexpectedly")],
    ["pg's connection timeout", new Error("timeout exceeded when trying to connect")],
    ["a wrapped cause", new Error("transaction failed", { cause: socket("ECONNREFUSED") })],
  ];
  it.each(unavailable)("%s", async (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const res = errorResponse(error);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: "The database cannot be reached at the moment. Please try again in a few seconds." },
    });
  });

  it("leaves query errors and our own refusals alone", () => {
    expect(isDatabaseUnavailable(prisma("P2002"))).toBe(false);
    expect(isDatabaseUnavailable(prisma("P2025"))).toBe(false);
    expect(isDatabaseUnavailable(adapter({ kind: "postgres", code: "23505", message: "duplicate key" }))).toBe(false);
    expect(isDatabaseUnavailable(new AppError("RESOURCE_NOT_FOUND", "Quotation not found"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(errorResponse(prisma("P2002")).status).toBe(409);
  });
});
