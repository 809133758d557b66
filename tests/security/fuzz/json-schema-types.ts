import type { z } from "zod";
import { jsonSchemaOf } from "@/server/openapi/openapi-document";

// The bad-input campaign's second rule (tests/security/fuzz-input.test.ts): a body that puts an
// array, an object or a boolean where the operation's documented JSON schema (the OpenAPI
// document's) says a number or a string must be refused, whatever a coercing schema would make of
// it (z.coerce.number() reads [] as 0 and true as 1); so must null for a required field. (null for
// an optional field may mean "none", as an optional reason does.)

type Node = {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  $ref?: string;
  $defs?: Record<string, Node>;
};

const cache = new WeakMap<z.ZodType, Node>();

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The declared types of a node, or null when it does not say (any, a reference it cannot follow, …). */
function declaredTypes(node: Node, root: Node): Set<string> | null {
  const resolved = resolve(node, root);
  if (!resolved) return null;
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) {
    const all = new Set<string>();
    for (const alt of alternatives) {
      const types = declaredTypes(alt, root);
      if (!types) return null;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (resolved.type === undefined) return null;
  const types = new Set(Array.isArray(resolved.type) ? resolved.type : [resolved.type]);
  if (types.has("number")) types.add("integer");
  return types;
}

function resolve(node: Node, root: Node): Node | null {
  if (!node.$ref) return node;
  const match = /^#\/\$defs\/(.+)$/.exec(node.$ref);
  return match && root.$defs?.[match[1]] ? resolve(root.$defs[match[1]], root) : null;
}

const SCALARS = new Set(["number", "integer", "string"]);
const WRONG = new Set(["array", "object", "boolean"]);

function wrongTypeIn(value: unknown, node: Node, root: Node, required: boolean): boolean {
  const resolved = resolve(node, root);
  if (!resolved) return false;
  const types = declaredTypes(resolved, root);
  const type = jsonTypeOf(value);
  if (types && [...types].every((t) => SCALARS.has(t)) && (WRONG.has(type) || (type === "null" && required))) return true;
  if (value && typeof value === "object" && !Array.isArray(value) && resolved.properties) {
    const properties = resolved.properties;
    return Object.entries(value).some(
      ([key, item]) =>
        Object.prototype.hasOwnProperty.call(properties, key) &&
        wrongTypeIn(item, properties[key], root, resolved.required?.includes(key) ?? false),
    );
  }
  if (Array.isArray(value) && resolved.items) return value.some((item) => wrongTypeIn(item, resolved.items!, root, true));
  return false;
}

/** Whether `body` (as parsed from its JSON text) has a structured or boolean value (or a required null) where the schema documents a scalar. */
export function mustRefuseByType(schema: z.ZodType, body: unknown): boolean {
  let root = cache.get(schema);
  if (!root) {
    root = jsonSchemaOf(schema) as Node;
    cache.set(schema, root);
  }
  return wrongTypeIn(body, root, root, true);
}
