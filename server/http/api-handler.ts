import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";
import { AppError, type ApiErrorBody } from "@/lib/api/errors";
import { toWire } from "@/lib/api/serialize";
import { abilityFor, type Action, type SubjectType } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { getActor } from "@/server/auth/current-actor";
import { getMaintenanceState } from "@/server/settings/maintenance-state";

// The one wrapper every route handler uses (DESIGN.md §3): maintenance mode, authentication, an
// optional permission check, the { data, metadata } envelope and the error format.

export type Reply = { data: unknown; metadata?: Record<string, unknown>; status?: number; headers?: Record<string, string> };

type Context<P> = { req: NextRequest; params: P; actor: Actor };
type PublicContext<P> = { req: NextRequest; params: P; actor: Actor | null };

type Options = {
  /** Routes that work without a session (login, password recovery). */
  public?: boolean;
  /** Routes that keep working for everyone during maintenance (sign-in, sign-out, refresh). */
  maintenanceExempt?: boolean;
  /** A permission the actor needs on a subject type; refused with 403 FORBIDDEN. */
  can?: [Action, SubjectType];
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
    return NextResponse.json({ error: { code: "VALIDATION_FAILURE", message: details[0]?.message ?? "Invalid input", details } }, { status: 400 });
  }
  // A filter Prisma cannot apply (e.g. null on a required field) is the caller's mistake.
  if ((error as { name?: string })?.name === "PrismaClientValidationError") {
    return NextResponse.json({ error: { code: "VALIDATION_FAILURE", message: "The request cannot be applied", details: [{ path: "(query)", message: "The request cannot be applied" }] } }, { status: 400 });
  }
  const prismaCode = (error as { code?: string })?.code;
  if (prismaCode === "P2025") {
    return NextResponse.json({ error: { code: "RESOURCE_NOT_FOUND", message: "Resource not found" } }, { status: 404 });
  }
  if (prismaCode === "P2002") {
    return NextResponse.json({ error: { code: "CONFLICT", message: "A record with the same unique value already exists" } }, { status: 409 });
  }
  console.error(error);
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
  return async (req: NextRequest, context: { params: Promise<P> }) => {
    try {
      const actor = await getActor();
      // A missing session is reported first, so that a signed-out admin can still reach sign-in.
      if (!options.public && !actor) throw new AppError("UNAUTHENTICATED", "You are not signed in");
      if (!options.maintenanceExempt && actor?.role !== "ROLE_ADMIN") {
        const maintenance = await getMaintenanceState();
        if (maintenance.on) throw new AppError("MAINTENANCE_MODE", maintenance.message || "The portal is under maintenance");
      }
      if (options.can && !abilityFor(actor).can(options.can[0], options.can[1])) {
        throw new AppError("FORBIDDEN", "You do not have access to this resource");
      }
      const params = await readParams(context);
      return reply(await handler({ req, params, actor: actor as Actor }));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function requestMeta(req: NextRequest) {
  return {
    ip: req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || null,
    userAgent: req.headers.get("user-agent"),
  };
}

export async function readJson(req: NextRequest): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("VALIDATION_FAILURE", "The request body must be JSON", { details: [{ path: "(body)", message: "The request body must be JSON" }] });
  }
}

/** A JSON body that may be left out: an empty body is undefined. */
export async function readOptionalJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_FAILURE", "The request body must be JSON", { details: [{ path: "(body)", message: "The request body must be JSON" }] });
  }
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

/** A JSON body of at most `maxBytes` (see readLimitedText). */
export async function readLimitedJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  const text = await readLimitedText(req, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_FAILURE", "The request body must be JSON", { details: [{ path: "(body)", message: "The request body must be JSON" }] });
  }
}
