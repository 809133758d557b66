import { z } from "zod";
import { ERROR_STATUS } from "@/lib/api/errors";

// The OpenAPI 3.1 description of the API, built from the same zod schemas the routes parse with.

import type { ApiOperation } from "@/lib/api/operation";
import { OPERATIONS } from "@/lib/api/operations";

export { OPERATIONS };
export type Operation = ApiOperation;

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
  {
    name: "f",
    in: "query",
    description: "JSON filter: { field: { like|eq|neq|in: value } }, and/or lists, dotted relation fields",
    schema: { type: "string" },
  },
  { name: "p[index]", in: "query", description: "Page, one-based (default 1)", schema: { type: "integer", minimum: 1 } },
  { name: "p[size]", in: "query", description: "Page size (default 10)", schema: { type: "integer", enum: [10, 25, 50, 100] } },
  { name: "s[field]", in: "query", description: "Sort field", schema: { type: "string" } },
  { name: "s[direction]", in: "query", schema: { type: "string", enum: ["asc", "desc"] } },
];

/** `{userId}` in a path: a required integer id. */
function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "integer", minimum: 1 },
  }));
}

export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output" = "input"): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
}

/** The schema of a success answer: `data` as the operation's response schema, when it has one. */
function answerSchema(op: Operation): Record<string, unknown> {
  if (!op.response) return { type: "object", properties: { data: {}, metadata: { type: "object" } } };
  const item = jsonSchemaOf(op.response, "output");
  delete item.$schema;
  const data = op.list || op.many ? { type: "array", items: item } : item;
  const metadata = op.list
    ? {
        type: "object",
        properties: {
          pagination: {
            type: "object",
            properties: { index: { type: "integer" }, size: { type: "integer" }, itemsCount: { type: "integer" } },
          },
        },
      }
    : { type: "object" };
  return { type: "object", required: ["data", "metadata"], properties: { data, metadata } };
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: {
        description: op.list ? "A page: `{ data: [...], metadata: { pagination: { index, size, itemsCount } } }`" : "`{ data, metadata }`",
        content: { "application/json": { schema: answerSchema(op) } },
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
      ...(pathParameters(op.path).length || op.list
        ? { parameters: [...pathParameters(op.path), ...(op.list ? listParameters : [])] }
        : {}),
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
