import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { AppError, validationFailure, type ApiErrorBody } from "@/lib/api/errors";
import { clientAddress } from "@/server/http/client-address";
import { databaseUnavailable, isDatabaseUnavailable } from "@/server/http/database-unavailable";
import { logger, setRequestUser, withRequestLog } from "@/server/http/logger";
import { toWire } from "@/lib/api/serialize";
import { textProblem } from "@/lib/api/text";
import { abilityFor, type Action, type SubjectType } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { getActor } from "@/server/auth/current-actor";
import { getMaintenanceState } from "@/server/settings/maintenance-state";

// The one wrapper every route handler uses (DESIGN.md §3): maintenance mode, authentication, an
// optional permission check, the { data, metadata } envelope and the error format.

export type Reply = { data: unknown; metadata?: Record<string, unknown>; status?: number; headers?: Record<string, string> };

type Context<P> = { req: NextRequest; params: P; actor: Actor };
type PublicContext<P> = { req: NextRequest; params: P; actor: Actor | null };

export type Options = {
  /** Routes that work without a session (login, password recovery). */
  public?: boolean;
  /** Routes that keep working for everyone during maintenance (sign-in, sign-out, refresh). */
  maintenanceExempt?: boolean;
  /** A permission the actor needs on a subject type; refused with 403 FORBIDDEN. */
  can?: readonly [Action, SubjectType];
  /** Public routes that must never read the portal session (the insured's signing page, D81): always anonymous. */
  sessionless?: boolean;
};

export function errorResponse(error: unknown): NextResponse<ApiErrorBody> {
  if (error instanceof AppError) {
    return NextResponse.json(
      { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    return NextResponse.json(
      { error: { code: "VALIDATION_FAILURE", message: details[0]?.message ?? "Invalid input", details } },
      { status: 400 },
    );
  }
  // A filter Prisma cannot apply (e.g. null on a required field) is the caller's mistake.
  if ((error as { name?: string })?.name === "PrismaClientValidationError") {
    return NextResponse.json(
      {
        error: {
          code: "VALIDATION_FAILURE",
          message: "The request cannot be applied",
          details: [{ path: "(query)", message: "The request cannot be applied" }],
        },
      },
      { status: 400 },
    );
  }
  // A database that cannot be reached (restart, failover) is 503 with Retry-After (D90).
  if (isDatabaseUnavailable(error)) return errorResponse(databaseUnavailable());
  const prismaCode = (error as { code?: string })?.code;
  if (prismaCode === "P2025") {
    return NextResponse.json({ error: { code: "RESOURCE_NOT_FOUND", message: "Resource not found" } }, { status: 404 });
  }
  if (prismaCode === "P2002") {
    return NextResponse.json(
      { error: { code: "CONFLICT", message: "A record with the same unique value already exists" } },
      { status: 409 },
    );
  }
  logger.error("unhandled error", { error });
  return NextResponse.json({ error: { code: "INTERNAL_ERROR", message: "Something went wrong." } }, { status: 500 });
}

export function reply(result: Reply | Response): Response {
  if (result instanceof Response) return result;
  const body = { data: toWire(result.data), metadata: toWire(result.metadata ?? {}) };
  return NextResponse.json(body, { status: result.status ?? 200, headers: result.headers });
}

async function readParams<P>(context: { params?: Promise<P> } | undefined): Promise<P> {
  return (await context?.params) ?? ({} as P);
}

export function apiHandler<P = Record<string, string>>(
  options: Options & { public: true },
  handler: (ctx: PublicContext<P>) => Promise<Reply | Response>,
): (req: NextRequest, context: { params: Promise<P> }) => Promise<Response>;
export function apiHandler<P = Record<string, string>>(
  options: Options,
  handler: (ctx: Context<P>) => Promise<Reply | Response>,
): (req: NextRequest, context: { params: Promise<P> }) => Promise<Response>;
export function apiHandler<P>(options: Options, handler: (ctx: Context<P>) => Promise<Reply | Response>) {
  return (req: NextRequest, context: { params: Promise<P> }) =>
    withRequestLog(req, async () => {
      try {
        const actor = await openRequest(req, options);
        const params = await readParams(context);
        return noStore(reply(await handler({ req, params, actor: actor as Actor })));
      } catch (error) {
        return noStore(errorResponse(error));
      }
    });
}

/**
 * Every API answer is personal or live (a user's quotations, the outbox, an error about them): no
 * cache, shared or the browser's, may keep it (D109). An answer that names its own caching (a
 * logo, a PDF) keeps it.
 */
export function noStore<R extends Response>(response: R): R {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * The checks every route makes before its own work, in this order: the declared body size (413),
 * the session (401), maintenance (503), the permission on a subject type (403). The actor, or
 * null on a public route without a session.
 */
export async function openRequest(req: NextRequest, options: Options): Promise<Actor | null> {
  assertDeclaredBodySize(req);
  const actor = options.sessionless ? null : await getActor();
  setRequestUser(actor?.id);
  // A missing session is reported first, so that a signed-out admin can still reach sign-in.
  if (!options.public && !actor) throw new AppError("UNAUTHENTICATED", "You are not signed in");
  if (!options.maintenanceExempt && actor?.role !== "ROLE_ADMIN") {
    const maintenance = await getMaintenanceState();
    if (maintenance.on) throw new AppError("MAINTENANCE_MODE", maintenance.message || "The portal is under maintenance");
  }
  if (options.can && !abilityFor(actor).can(options.can[0], options.can[1])) {
    throw new AppError("FORBIDDEN", "You do not have access to this resource");
  }
  return actor;
}

export function requestMeta(req: NextRequest) {
  return {
    ip: clientAddress(req.headers),
    userAgent: req.headers.get("user-agent"),
  };
}

/** Uploads (multipart) may be as large as the largest upload limit (10 MB) plus the envelope. */
export const MAX_MULTIPART_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/**
 * Every route's first check (decision D63): a declared body over the shared cap is refused with
 * 413 before the session is even read. Bodies without a declared length are counted as they are
 * read (readLimitedText, readUpload).
 */
export function assertDeclaredBodySize(req: NextRequest): void {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declared) || declared <= 0) return;
  const multipart = (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const max = multipart ? MAX_MULTIPART_BYTES : maxJsonBytes();
  if (declared > max) throw new AppError("PAYLOAD_TOO_LARGE", `The request body must be at most ${Math.round(max / 1024)} KB`);
}

/** The shared cap of a JSON body (decision D63): API_MAX_JSON_BYTES, 1 MB by default. */
export function maxJsonBytes(): number {
  const configured = Number(process.env.API_MAX_JSON_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_JSON_BYTES;
}
export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;

const notJson = () =>
  new AppError("VALIDATION_FAILURE", "The request body must be JSON", {
    details: [{ path: "(body)", message: "The request body must be JSON" }],
  });

/** A body that declares a type must declare JSON (a form or text/plain body is refused). */
function assertJsonContentType(req: NextRequest): void {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "" || type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"))) return;
  throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be application/json");
}

/** How deep a JSON body may nest (the deepest body of the API, a quotation form, has 4 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses a NUL character (U+0000) or an unpaired surrogate (text that is not valid Unicode)
 * anywhere in a parsed body, keys included: PostgreSQL cannot store either in text, and no field
 * of the portal needs them (D107). One check here covers every route. It
 * also refuses a body nested deeper than MAX_JSON_DEPTH (no route reads one, and deep nesting
 * exhausts the stack of recursive code). The walk is iterative, so no body can exhaust it.
 */
export function assertNoNul(value: unknown, path: string[] = []): void {
  const stack: { value: unknown; path: string[] }[] = [{ value, path }];
  while (stack.length > 0) {
    const { value: item, path: at } = stack.pop()!;
    if (typeof item === "string") {
      const problem = textProblem(item);
      if (problem) throw validationFailure([{ path: at.join(".") || "(body)", message: problem }]);
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (at.length >= MAX_JSON_DEPTH) throw validationFailure([{ path: "(body)", message: "The request body is nested too deeply" }]);
    const children = Array.isArray(item)
      ? item.map((child, i) => ({ value: child, path: [...at, String(i)] }))
      : Object.entries(item).flatMap(([key, child]) => [
          { value: key, path: [...at, "(key)"] },
          { value: child, path: [...at, key] },
        ]);
    // Pushed in reverse, so that the first problem in the body's order is the one reported.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

function parseJsonText(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notJson();
  }
  assertNoNul(parsed);
  return parsed;
}

/** A JSON body of at most the shared cap (413 beyond), NUL-free. */
export async function readJson(req: NextRequest): Promise<unknown> {
  assertJsonContentType(req);
  return parseJsonText(await readLimitedText(req, maxJsonBytes()));
}

/**
 * A JSON body that may be left out: an empty body is undefined. A body of blanks is sent, and is
 * not JSON: it is refused like any broken body, never read as "no body" (an action would run).
 */
export async function readOptionalJson(req: NextRequest): Promise<unknown> {
  assertJsonContentType(req);
  const text = await readLimitedText(req, maxJsonBytes());
  if (text === "") return undefined;
  return parseJsonText(text);
}

/**
 * The body as text, refused with 413 beyond `maxBytes`: for public routes, whose callers are not
 * signed in, so that nobody can make the server buffer an unbounded body. The declared length is
 * checked first, then the bytes are counted as they arrive.
 */
export async function readLimitedText(req: NextRequest, maxBytes: number): Promise<string> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The request body must be at most ${Math.round(maxBytes / 1024)} KB`);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A JSON body of at most `maxBytes` (see readLimitedText), NUL-free. */
export async function readLimitedJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  assertJsonContentType(req);
  return parseJsonText(await readLimitedText(req, maxBytes));
}
