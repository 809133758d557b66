import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { notFound } from "@/lib/api/errors";
import {
  pathParamNames,
  type ApiOperation,
  type BodyOf,
  type MetadataOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from "@/lib/api/operation";
import type { Actor } from "@/server/auth/actor";
import { errorResponse, noStore, openRequest, readJson, readLimitedJson, readOptionalJson, reply } from "@/server/http/api-handler";
import { withRequestLog } from "@/server/http/logger";
import { parseInput } from "@/server/http/parse-input";
import { pathId } from "@/server/http/path-id";
import { isMultipartRequest } from "@/server/http/read-upload";

// A route handler from an operation's description (lib/api/operations, decision D93): the checks
// of apiHandler (body size, session, maintenance, `can`), then the path parameters (404), the
// query (400) and the JSON body read as JSON (400, 413, 415), each with the description's
// schemas; the body's schema is applied when the handler asks for it (`body()`), so that a use
// case can answer 404, 403 and 409 before a bad body's 400 (decision D82).

type DecimalLike = { toFixed: (dp?: number) => string };

/**
 * What a handler may return for a wire type: what toWire (lib/api/serialize.ts) turns into it. A
 * plain `string` of the wire may be given as a Date (ISO seconds) or a Decimal (its text); enums,
 * numbers and booleans must be exactly what the wire carries.
 */
export type WireSource<T> = T extends string
  ? string extends T
    ? T | Date | DecimalLike
    : T
  : T extends readonly (infer Item)[]
    ? readonly WireSource<Item>[]
    : T extends object
      ? { [K in keyof T]: WireSource<T[K]> }
      : T;

export type RouteContext<O extends ApiOperation> = {
  req: NextRequest;
  actor: O extends { public: true } ? Actor | null : Actor;
  params: ParamsOf<O>;
  query: QueryOf<O>;
  /**
   * The body parsed with the description's schema (400 VALIDATION_FAILURE at its fields), on the
   * first call; later calls return the same value. The JSON itself was read before the handler.
   */
  body: () => BodyOf<O>;
};

export type RouteReply<O extends ApiOperation> =
  | ({ data: WireSource<ResponseOf<O>>; status?: number; headers?: Record<string, string> } & (O extends
      { list: true } | { metadata: z.ZodType }
      ? { metadata: WireSource<MetadataOf<O>> }
      : { metadata?: Record<string, unknown> }))
  | Response;

export type RouteOptions<O extends ApiOperation> = {
  /** Work before the body is read (a rate limit, a cheap existence check), after the path parameters. */
  before?: (ctx: Omit<RouteContext<O>, "body" | "query">) => Promise<void>;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

/** A route handler built from a description, carrying it. */
export type DescribedRoute<O extends ApiOperation> = ((req: NextRequest, context: NextContext) => Promise<Response>) & { operation: O };

export function apiRoute<const O extends ApiOperation>(
  operation: O,
  handler: (ctx: RouteContext<O>) => Promise<RouteReply<O>>,
  options: RouteOptions<O> = {},
): DescribedRoute<O> {
  // A description missing at load time (an import of a name the area file does not export) fails
  // here, naming the cause, rather than as a 500 on every request.
  if (!operation) throw new Error("apiRoute: the route's description is undefined (check the import from lib/api/operations)");
  const route = (req: NextRequest, context: NextContext) =>
    withRequestLog(req, async () => {
      try {
        const actor = await openRequest(req, operation);
        const params = readPathParams(operation, (await context?.params) ?? {}) as ParamsOf<O>;
        const early = { req, actor: actor as RouteContext<O>["actor"], params };
        if (options.before) await options.before(early);
        const query = (operation.query ? parseInput(operation.query, searchObject(req)) : undefined) as QueryOf<O>;
        const body = await readBody(operation, req);
        const result = await handler({ ...early, query, body: body as () => BodyOf<O> });
        if (result instanceof Response) return noStore(result);
        return noStore(reply({ ...result, status: result.status ?? operation.status }));
      } catch (error) {
        return noStore(errorResponse(error));
      }
    });
  // The description travels with the handler, so that a test can tell that every route export has one.
  return Object.assign(route, { operation });
}

/** Every `{name}` of the path is a record id unless the description gives `params`; a value that names nothing is 404. */
function readPathParams(operation: ApiOperation, raw: Record<string, string | string[]>): Record<string, unknown> {
  if (operation.params) {
    const result = operation.params.safeParse(raw);
    if (!result.success) throw notFound();
    return result.data as Record<string, unknown>;
  }
  return Object.fromEntries(pathParamNames(operation.path).map((name) => [name, pathId(single(raw[name]))]));
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The query string as an object: a name given twice is an array. */
function searchObject(req: NextRequest): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(req.url).searchParams) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

async function readBody(operation: ApiOperation, req: NextRequest): Promise<() => unknown> {
  const schema = operation.body;
  if (!schema || operation.multipart || (operation.alsoMultipart && isMultipartRequest(req))) return () => undefined;
  const raw = operation.bodyOptional
    ? await readOptionalJson(req)
    : operation.maxBodyBytes
      ? await readLimitedJson(req, operation.maxBodyBytes)
      : await readJson(req);
  let parsed: { value: unknown } | undefined;
  return () => {
    if (!parsed) parsed = { value: operation.bodyOptional && raw === undefined ? undefined : parseInput(schema, raw) };
    return parsed.value;
  };
}
