// The one HTTP client of the browser (spec §7): same-origin /api, cookies included, the
// { data, metadata } envelope unwrapped, errors surfaced as ApiError (the server's message in words,
// the HTTP status as a property, never in the message: decision D83), MAINTENANCE_MODE sent to the
// maintenance page and any 401 to sign-in.
import type { z } from "zod";
import type { ApiErrorBody, ErrorCode, ValidationDetail } from "./errors";
import { listQueryString, type ListQuery } from "./list-query";
import {
  operationPath,
  queryString,
  type ApiOperation,
  type BodyInputOf,
  type MetadataOf,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
} from "./operation";

/** The words shown when the portal could not be reached at all (status 0). */
export const NETWORK_ERROR_MESSAGE = "The portal could not be reached. Check your connection and try again.";

/**
 * A failed API call. `message` is the server's message as a user reads it; the HTTP `status` (0
 * when the portal was not reached), the error `code` and the field `details` are properties, for
 * the code that reacts to them and for the technical details of an error view.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK_ERROR",
    message: string,
    readonly details?: ValidationDetail[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type ApiResult<T> = { data: T; metadata: Record<string, unknown> };

type Listener = (status: number) => void;
const unauthenticatedListeners = new Set<Listener>();
/** The auth provider listens here to react to a 401 anywhere. */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

export function maintenancePath(message: string): string {
  const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(message)));
  return `/maintenance-mode?message=${encodeURIComponent(encoded)}`;
}

/** Sends one request to the API and unwraps the envelope; errors as ApiError. */
async function send(url: string, init: { method: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }) {
  // A FormData body (file uploads) goes as multipart/form-data, with the boundary set by fetch.
  const multipart = typeof FormData !== "undefined" && init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(init.body !== undefined && !multipart ? { "Content-Type": "application/json" } : {}),
        ...init.headers,
      },
      body: multipart ? (init.body as FormData) : init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as (ApiResult<unknown> & Partial<ApiErrorBody>) | null;
  if (response.ok && body) return { data: body.data, metadata: body.metadata ?? {} };

  const error = body?.error;
  if (response.status === 503 && error?.code === "MAINTENANCE_MODE" && typeof window !== "undefined") {
    if (!window.location.pathname.startsWith("/maintenance-mode")) window.location.assign(maintenancePath(error.message));
  }
  if (response.status === 401) unauthenticatedListeners.forEach((l) => l(401));
  throw new ApiError(response.status, error?.code ?? "INTERNAL_ERROR", error?.message ?? "Something went wrong.", error?.details);
}

type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** What a call of `O` takes: its path parameters, query, body, and for a paged list its list query. */
export type CallInput<O extends ApiOperation> = (HasKeys<ParamsInputOf<O>> extends true
  ? { params: ParamsInputOf<O> }
  : { params?: undefined }) &
  (O extends { query: z.ZodType } ? { query: QueryInputOf<O> } : { query?: undefined }) &
  (O extends { list: true } ? { list?: Partial<ListQuery> } : { list?: undefined }) &
  (BodyInputOf<O> extends undefined
    ? { body?: undefined }
    : O extends { bodyOptional: true }
      ? { body?: BodyInputOf<O> }
      : { body: BodyInputOf<O> }) & { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * Calls one described operation: the URL from its path and `params` (each encoded), the query
 * string from `query` (and `list`, the list query of a paged list), the body as JSON (or FormData
 * for an upload). `data` has the type of the operation's response schema; the answer is not
 * re-parsed in the browser (the tests re-parse every answer with that schema).
 */
export async function callApi<const O extends ApiOperation>(
  operation: O,
  // `{} extends` is true when every field of the input is optional: the input may then be left out.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  ...[input]: {} extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>]
): Promise<{ data: ResponseOf<O>; metadata: MetadataOf<O> }> {
  const call = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    list?: Partial<ListQuery>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const search = [queryString(call.query), call.list ? listQueryString(call.list) : ""].filter(Boolean).join("&");
  const url = operationPath(operation, call.params) + (search ? `?${search}` : "");
  return (await send(url, {
    method: operation.method.toUpperCase(),
    body: call.body,
    headers: call.headers,
    signal: call.signal,
  })) as { data: ResponseOf<O>; metadata: MetadataOf<O> };
}
