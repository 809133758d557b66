// The one HTTP client of the browser (spec §7): same-origin /api, cookies included, the
// { data, metadata } envelope unwrapped, errors surfaced as ApiError (the server's message in words,
// the HTTP status as a property, never in the message: decision D83), MAINTENANCE_MODE sent to the
// maintenance page and any 401 to sign-in.
import type { ApiErrorBody, ErrorCode, ValidationDetail } from "./errors";

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

export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; query?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const url = `/api${path}${init.query ? `?${init.query}` : ""}`;
  // A FormData body (file uploads) goes as multipart/form-data, with the boundary set by fetch.
  const multipart = typeof FormData !== "undefined" && init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
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
  const body = (await response.json().catch(() => null)) as (ApiResult<T> & Partial<ApiErrorBody>) | null;
  if (response.ok && body) return { data: body.data as T, metadata: body.metadata ?? {} };

  const error = body?.error;
  if (response.status === 503 && error?.code === "MAINTENANCE_MODE" && typeof window !== "undefined") {
    if (!window.location.pathname.startsWith("/maintenance-mode")) window.location.assign(maintenancePath(error.message));
  }
  if (response.status === 401) unauthenticatedListeners.forEach((l) => l(401));
  throw new ApiError(response.status, error?.code ?? "INTERNAL_ERROR", error?.message ?? "Something went wrong.", error?.details);
}
