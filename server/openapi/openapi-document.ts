import { z } from "zod";
import { ERROR_STATUS } from "@/lib/api/errors";
import { loginSchema, passwordRecoverySchema, resetPasswordSchema } from "@/lib/auth/schemas";
import { appConfigPatchSchema } from "@/lib/settings/config-schema";
import { changePasswordSchema, updateProfileSchema } from "@/lib/users/profile-schemas";

// The OpenAPI 3.1 description of the API, built from the same zod schemas the routes parse with.

export type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it: "public", "signed in", or the permission. */
  access: string;
  body?: z.ZodType;
  list?: boolean;
  errors?: (keyof typeof ERROR_STATUS)[];
};

export const OPERATIONS: Operation[] = [
  { method: "post", path: "/api/login", tag: "Authentication", access: "public", body: loginSchema, summary: "Sign in",
    description: "Sets the httpOnly session cookie and a readable `portal.session-expires` cookie; answers `{ data: { expiresAt } }`. Repeated failures answer 429 RATE_LIMITED with Retry-After.",
    errors: ["VALIDATION_FAILURE", "INVALID_CREDENTIALS", "ACCOUNT_DISABLED", "RATE_LIMITED", "MAINTENANCE_MODE"] },
  { method: "post", path: "/api/refresh", tag: "Authentication", access: "signed in", summary: "Extend the session", description: "Answers the new `expiresAt` and re-issues both cookies.", errors: ["UNAUTHENTICATED"] },
  { method: "post", path: "/api/logout", tag: "Authentication", access: "public", summary: "Sign out", description: "Revokes the session and clears the cookies." },
  { method: "get", path: "/api/myself", tag: "Authentication", access: "signed in", summary: "The current user, with its permission rules", errors: ["UNAUTHENTICATED", "MAINTENANCE_MODE"] },
  { method: "patch", path: "/api/myself", tag: "Authentication", access: "signed in", body: updateProfileSchema, summary: "Change own preferences (time zone)", errors: ["VALIDATION_FAILURE"] },
  { method: "put", path: "/api/myself/password", tag: "Authentication", access: "signed in", body: changePasswordSchema, summary: "Change own password with the current one", description: "Other sessions of the user end.", errors: ["VALIDATION_FAILURE"] },
  { method: "post", path: "/api/user/password-recovery", tag: "Authentication", access: "public", body: passwordRecoverySchema, summary: "Email a password reset link",
    description: "Answers the same whether or not the address has an account. The link is `APP_URL/auth/password-reset?token=…`.", errors: ["VALIDATION_FAILURE"] },
  { method: "patch", path: "/api/user/reset-password", tag: "Authentication", access: "reset or invitation token as `Authorization: Bearer`", body: resetPasswordSchema, summary: "Set a new password with a token",
    errors: ["VALIDATION_FAILURE", "AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED"] },
  { method: "get", path: "/api/state", tag: "Lookups", access: "signed in", summary: "US states and DC" },
  { method: "get", path: "/api/location", tag: "Lookups", access: "signed in", list: true, summary: "Search ZIP codes",
    description: "Fields: zipCode, city, state (filter and sort), latitude, longitude (sort)." },
  { method: "get", path: "/api/config", tag: "Settings", access: "read Config (all roles)", summary: "App options and rater configuration" },
  { method: "patch", path: "/api/config", tag: "Settings", access: "update Config (admin)", body: appConfigPatchSchema, summary: "Change app options",
    description: "Money in dollars, rates as fractions (0.02 is 2%). Includes maintenance mode and its message.", errors: ["VALIDATION_FAILURE", "FORBIDDEN"] },
  { method: "get", path: "/api/state-fees", tag: "Settings", access: "read StateFee (admin)", summary: "State surplus-lines taxes and fees" },
  { method: "get", path: "/api/binder", tag: "Settings", access: "read Binder (admin)", list: true, summary: "Binders with the capacity used" },
  { method: "get", path: "/api/company", tag: "Administration", access: "manage Company (admin)", list: true, summary: "Companies" },
  { method: "get", path: "/api/user", tag: "Administration", access: "manage User (admin)", list: true, summary: "Users",
    description: "Search with `f={\"or\":[{\"firstName\":{\"like\":\"ann\"}},{\"company.name\":{\"like\":\"ann\"}}]}`; role and enabled with `in`." },
  { method: "get", path: "/api/email-outbox", tag: "Administration", access: "read EmailOutbox (admin)", list: true, summary: "Emails written by the portal, with delivery status" },
  { method: "get", path: "/api/quotation", tag: "Quotations", access: "read Quotation (brokers see their company's, or their own)", list: true, summary: "Quotations" },
  { method: "get", path: "/api/policy", tag: "Policies", access: "read Policy (brokers see their company's, or their own)", list: true, summary: "Policies" },
];

const errorBody = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_STATUS) },
        message: { type: "string" },
        details: { type: "array", items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } } },
      },
    },
  },
};

const listParameters = [
  { name: "f", in: "query", description: "JSON filter: { field: { like|eq|neq|in: value } }, and/or lists, dotted relation fields", schema: { type: "string" } },
  { name: "p[index]", in: "query", description: "Page, one-based (default 1)", schema: { type: "integer", minimum: 1 } },
  { name: "p[size]", in: "query", description: "Page size (default 10)", schema: { type: "integer", enum: [10, 25, 50, 100] } },
  { name: "s[field]", in: "query", description: "Sort field", schema: { type: "string" } },
  { name: "s[direction]", in: "query", schema: { type: "string", enum: ["asc", "desc"] } },
];

export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const responses: Record<string, unknown> = {
      "200": {
        description: op.list ? "A page: `{ data: [...], metadata: { pagination: { index, size, itemsCount } } }`" : "`{ data, metadata }`",
        content: { "application/json": { schema: { type: "object", properties: { data: {}, metadata: { type: "object" } } } } },
      },
    };
    for (const code of new Set([...(op.errors ?? []), ...(op.access === "public" ? [] : (["UNAUTHENTICATED"] as const))])) {
      const status = String(ERROR_STATUS[code]);
      responses[status] = { description: `${code}`, content: { "application/json": { schema: errorBody } } };
    }
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      tags: [op.tag],
      summary: op.summary,
      description: [op.description, `Access: ${op.access}.`].filter(Boolean).join("\n\n"),
      ...(op.list ? { parameters: listParameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(op.body) } } } } : {}),
      responses,
      ...(op.access === "public" ? { security: [] } : {}),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Weather Event Portal API",
      version: "1",
      description:
        "Success: `{ data, metadata }`. Errors: `{ error: { code, message, details? } }` with the HTTP status. Timestamps are UTC ISO strings with seconds; money is a decimal string with two places; rates are fractions.",
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "portal.session-token" } } },
    security: [{ session: [] }],
    paths,
  };
}
