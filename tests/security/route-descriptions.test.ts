import { describe, expect, it, vi } from "vitest";
import type { ApiOperation } from "@/lib/api/operation";
import { OPERATIONS } from "@/lib/api/operations";
import { servedRouteFiles } from "./matrix/served-routes";

// Issue 16 item 4: every route under app/api is built from its description (apiRoute), and every
// description is served.

vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

/** Served by next-auth and by the document itself: not calls of the portal's API. */
const NOT_DESCRIBED = new Set(["get /api/openapi.json", "get /api/auth/{...nextauth}", "post /api/auth/{...nextauth}"]);

const API_ROUTES = servedRouteFiles().filter((route) => route.template.startsWith("/api/") && !NOT_DESCRIBED.has(route.key));
const keyOf = (op: ApiOperation) => `${op.method} ${op.path}`;

describe("one description per call", () => {
  it("builds every route export under app/api from the description of its method and path", async () => {
    const undescribed: string[] = [];
    const mismatched: string[] = [];
    const unlisted: string[] = [];
    for (const route of API_ROUTES) {
      const routeModule = (await import(/* @vite-ignore */ route.file)) as Record<string, { operation?: ApiOperation } | undefined>;
      const operation = routeModule[route.method]?.operation;
      if (!operation) {
        undescribed.push(route.key);
        continue;
      }
      if (keyOf(operation) !== route.key) mismatched.push(`${route.key} serves ${keyOf(operation)}`);
      if (!OPERATIONS.includes(operation)) unlisted.push(`${route.key} (not in lib/api/operations/index.ts)`);
    }
    expect(undescribed).toEqual([]);
    expect(mismatched).toEqual([]);
    expect(unlisted).toEqual([]);
  }, 300_000);

  it("serves every description, once", () => {
    const served = new Set(API_ROUTES.map((route) => route.key));
    const keys = OPERATIONS.map(keyOf);
    expect(keys.filter((key) => !served.has(key))).toEqual([]);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
