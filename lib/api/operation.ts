import type { z } from "zod";
import type { ErrorCode } from "@/lib/api/errors";
import type { Pagination } from "@/lib/api/list-query";
import type { Action, SubjectType } from "@/lib/permissions/rules";

// One description per call of the API (decision D93): the route parses and checks with it
// (server/http/api-route.ts), the OpenAPI document is built from it (server/openapi), and the
// browser calls it through callApi (lib/api/client.ts). The descriptions live in lib/api/operations.

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type ApiOperation = {
  method: HttpMethod;
  /** The URL template, path parameters in braces: `/api/note/{noteId}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it, in words for the documentation: "public", "signed in", or the permission. */
  access: string;
  /** A permission the caller needs on a subject type, checked before the handler (403). */
  can?: readonly [Action, SubjectType];
  /** Works without a session (sign-in, password recovery). */
  public?: boolean;
  /** Keeps working for everyone during maintenance. */
  maintenanceExempt?: boolean;
  /** Public and never reads the portal session (the insured's signing page, D81). */
  sessionless?: boolean;
  /**
   * The path parameters. Left out, every `{name}` of the path is a record id (a number; anything
   * else is 404, as no such record can exist).
   */
  params?: z.ZodType;
  /** The query string's named fields (list parameters f, p[...], s[...] are read apart, see `list`). */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /**
   * The body as the OpenAPI document shows it, when the schema that checks it is looser than the
   * fields it takes (a draft keeps any subset of the wizard's values). Read by the document only.
   */
  documentedBody?: z.ZodType;
  /** The body may be left out (an empty body is `undefined` before the schema). */
  bodyOptional?: boolean;
  /** A smaller cap on the JSON body than the shared one (public routes). */
  maxBodyBytes?: number;
  /** The body is multipart/form-data, read by the handler (uploads); `body` then describes the form for the docs only. */
  multipart?: boolean;
  /**
   * The JSON body may come as multipart/form-data instead (the same fields, with files): such a
   * request's body is left to the handler, which reads the form; a JSON one is read as usual.
   */
  alsoMultipart?: boolean;
  /** The success status, when not 200 (201 for a call that creates). */
  status?: 201;
  /** The shape of `data` in the answer (a list's item when `list`, an array's item when `many`). */
  response?: z.ZodType;
  /** The answer's `data` is an array of `response` (not a paged list: `metadata` is `{}`). */
  many?: boolean;
  /** A paged list: `data` is an array of `response`, `metadata.pagination` says where it is. */
  list?: boolean;
  /** The answer's `metadata` (beside a list's `pagination`): what a report adds to its page, such as its range and totals. */
  metadata?: z.ZodObject;
  /** The answer is not JSON but a file of this media type (PDF, XLSX, CSV, an image). */
  binary?: string;
  errors?: readonly ErrorCode[];
};

/** Keeps the literal types of a description (method, path, schemas) for the route and the client. */
export function defineOperation<const O extends ApiOperation>(operation: O): O {
  return operation;
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The path parameters as the handler gets them. */
export type ParamsOf<O extends ApiOperation> = O extends { params: infer S extends z.ZodType }
  ? z.output<S>
  : { [K in PathParamNames<O["path"]>]: number };
/** The path parameters as the caller gives them. */
export type ParamsInputOf<O extends ApiOperation> = O extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : { [K in PathParamNames<O["path"]>]: number };

export type QueryOf<O extends ApiOperation> = O extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
export type QueryInputOf<O extends ApiOperation> = O extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;

export type BodyOf<O extends ApiOperation> = O extends { body: infer S extends z.ZodType }
  ? O extends { bodyOptional: true }
    ? z.output<S> | undefined
    : z.output<S>
  : undefined;
export type BodyInputOf<O extends ApiOperation> = O extends { multipart: true }
  ? FormData
  : O extends { body: infer S extends z.ZodType }
    ? O extends { alsoMultipart: true }
      ? z.input<S> | FormData
      : z.input<S>
    : undefined;

/** The answer's `data` on the wire: the response schema's output, an array of it for lists. */
export type ResponseOf<O extends ApiOperation> = O extends { response: infer S extends z.ZodType }
  ? O extends { list: true } | { many: true }
    ? z.output<S>[]
    : z.output<S>
  : unknown;

/** The answer's `metadata`: the page of a paged list and the described fields, else an object without a fixed shape. */
export type MetadataOf<O extends ApiOperation> = (O extends { list: true } ? { pagination: Pagination } : unknown) &
  (O extends { metadata: infer S extends z.ZodType } ? z.output<S> : O extends { list: true } ? unknown : Record<string, unknown>);

/** The names of a path's parameters, in order: `/api/quotation/{quotationId}/document/{documentId}`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
}

/** The path with its parameters filled in, each encoded. */
export function operationPath(operation: Pick<ApiOperation, "path">, params: Record<string, string | number> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${operation.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (without `?`) from a flat object: undefined and null left out, arrays repeated. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

/** The URL of a call, for links and downloads (binary answers): path and query. */
export function operationUrl<O extends ApiOperation>(
  operation: O,
  input: { params?: ParamsInputOf<O>; query?: QueryInputOf<O> | Record<string, unknown> } = {},
): string {
  const path = operationPath(operation, (input.params ?? {}) as Record<string, string | number>);
  const search = queryString(input.query as Record<string, unknown> | undefined);
  return search ? `${path}?${search}` : path;
}

/**
 * A body parsed when the use case asks for it (apiRoute's `body`): the actions of decision D82
 * answer 404, 403 and 409 before a bad body's 400.
 */
export type LazyBody<T> = () => T;
