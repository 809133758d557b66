import type { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import type { ApiOperation } from "@/lib/api/operation";
import type { Actor } from "@/server/auth/actor";
import { encodeSessionToken } from "@/server/auth/session-cookie";
import { setLogSinkForTests } from "@/server/http/logger";
import { parseInput } from "@/server/http/parse-input";
import { invoke, type Call } from "../security/matrix/route-invoker";

// Use cases take the body their route parsed with the call's description (D93). A test calls a
// use case with `bodyOf(description, values)`, the values parsed as the route parses them; a body
// the description refuses is tested through the route itself with `callRoute` (whose test file
// must swap next/headers: `vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub)`).

type WithBody = ApiOperation & { body: z.ZodType };

/** The values as the route gives them to the use case: parsed with the description's body schema. */
export function bodyOf<O extends WithBody>(operation: O, values: z.input<O["body"]>): z.output<O["body"]> {
  return parseInput<O["body"]>(operation.body, values);
}

/** The caller's session cookie, as the browser sends it. */
export async function sessionCookieOf(actor: Actor): Promise<string> {
  return `${SESSION_COOKIE}=${await encodeSessionToken({ sid: actor.sessionId, sub: String(actor.id) }, actor.sessionExpiresAt)}`;
}

export type RouteAnswer = {
  status: number;
  body: { data?: unknown; error?: { code: string; message: string; details?: { path: string; message: string }[] } };
};

/** One call of a described route, in this process (proxy.ts and the route file's handler), as `actor` or signed out. */
export async function callRoute(
  operation: ApiOperation,
  request: { actor?: Actor; params?: Record<string, string | number>; body?: unknown; headers?: Record<string, string> },
): Promise<RouteAnswer> {
  const call: Call = {
    method: operation.method,
    template: operation.path,
    params: request.params,
    json: request.body,
    headers: request.headers,
    cookie: request.actor ? await sessionCookieOf(request.actor) : null,
  };
  // The request log line says nothing here; errors still reach the console.
  setLogSinkForTests((line) => line.includes('"level":"error"') && console.error(line));
  const answer = await invoke(call).finally(() => setLogSinkForTests(undefined));
  return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : {} };
}
