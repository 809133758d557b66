import "server-only";
import { z } from "zod";
import { ERROR_STATUS } from "@/lib/api/errors";

// The OpenAPI 3.1 description of the API, built from the operations' descriptions (lib/api/operations),
// the same ones the routes parse with (server/http/api-route.ts).

import { pathParamNames, type ApiOperation } from "@/lib/api/operation";
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

/** `{userId}` in a path: a required integer id, unless the operation describes its `params`. */
function pathParameters(op: ApiOperation) {
  const described = op.params ? (jsonSchemaOf(op.params).properties as Record<string, Record<string, unknown>> | undefined) : undefined;
  return pathParamNames(op.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: described?.[name] ?? { type: "integer", minimum: 1 },
  }));
}

/** The named fields of the query string, from the operation's `query` schema. */
function queryParameters(op: ApiOperation) {
  if (!op.query) return [];
  const schema = jsonSchemaOf(op.query);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output" = "input"): Record<string, unknown> {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
}

/** The schema of a success answer: `data` as the operation's response schema, when it has one. */
function answerSchema(op: ApiOperation): Record<string, unknown> {
  if (!op.response) return { type: "object", properties: { data: {}, metadata: { type: "object" } } };
  const item = jsonSchemaOf(op.response, "output");
  delete item.$schema;
  const data = op.list || op.many ? { type: "array", items: item } : item;
  const described = op.metadata ? jsonSchemaOf(op.metadata, "output") : { type: "object" };
  delete described.$schema;
  const metadata = op.list
    ? {
        type: "object",
        ...(described.required ? { required: described.required } : {}),
        properties: {
          pagination: {
            type: "object",
            properties: { index: { type: "integer" }, size: { type: "integer" }, itemsCount: { type: "integer" } },
          },
          ...(described.properties as Record<string, unknown> | undefined),
        },
      }
    : described;
  return { type: "object", required: ["data", "metadata"], properties: { data, metadata } };
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: op.binary
        ? { description: `A file (${op.binary})`, content: { [op.binary]: { schema: { type: "string", format: "binary" } } } }
        : {
            description: op.list
              ? "A page: `{ data: [...], metadata: { pagination: { index, size, itemsCount } } }`"
              : "`{ data, metadata }`",
            content: { "application/json": { schema: answerSchema(op) } },
          },
    };
    for (const code of new Set([...(op.errors ?? []), ...(op.access === "public" || op.public ? [] : (["UNAUTHENTICATED"] as const))])) {
      const status = String(ERROR_STATUS[code]);
      responses[status] = { description: `${code}`, content: { "application/json": { schema: errorBody } } };
    }
    const parameters = [...pathParameters(op), ...queryParameters(op), ...(op.list ? listParameters : [])];
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      tags: [op.tag],
      summary: op.summary,
      description: [op.description, `Access: ${op.access}.`].filter(Boolean).join("\n\n"),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: !op.bodyOptional,
              content: Object.fromEntries(
                (op.multipart
                  ? ["multipart/form-data"]
                  : op.alsoMultipart
                    ? ["application/json", "multipart/form-data"]
                    : ["application/json"]
                ).map((type) => [type, { schema: jsonSchemaOf((op.documentedBody ?? op.body)!) }]),
              ),
            },
          }
        : {}),
      responses,
      ...(op.access === "public" || op.public ? { security: [] } : {}),
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
