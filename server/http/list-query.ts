import "server-only";
import qs from "qs";
import { validationFailure } from "@/lib/api/errors";
import { parseRecordId } from "@/lib/api/record-id";
import type { Filter, ListQuery } from "@/lib/api/list-query";
import { paginationSchema, sortSchema } from "@/lib/api/list-query-schemas";
import { malformedText } from "@/lib/api/text";

// Turns the list query of DESIGN.md §3 into Prisma arguments through a per-resource allow-list:
// only listed fields can be filtered or sorted, values are checked against the field's type, and
// nothing reaches SQL except through Prisma.

export type FieldType = "string" | "number" | "boolean" | "date" | "enum";
export type FieldSpec = {
  type: FieldType;
  /** Prisma path, e.g. ["company", "name"]; defaults to the dotted name. */
  path?: string[];
  values?: readonly string[];
  sortable?: boolean;
  filterable?: boolean;
  /**
   * A field that is no column (a value derived from related rows): turns the condition Prisma
   * would put at the field's path (`{ gte: Date }`, `{ in: [...] }`, `{ equals: null }`, …) into
   * the resource's `where`. Its sort is the list's own to make.
   */
  where?: (condition: Record<string, unknown>) => Record<string, unknown>;
};
export type ResourceFields = Record<string, FieldSpec>;

// gte and lte (ranges over dates and numbers) extend the spec's operators, see docs/decisions.md.
const OPERATORS = new Set(["like", "eq", "neq", "in", "gte", "lte"]);
const MAX_DEPTH = 5;
const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The query string as qs reads it; a value that is not well-formed text (a NUL) is 400 (D107). */
export function parseSearchParams(url: string | URL): Record<string, unknown> {
  const search = typeof url === "string" ? new URL(url, "http://x").search : url.search;
  const raw = qs.parse(search.replace(/^\?/, ""), { depth: 3, arrayLimit: 200, parameterLimit: 500 });
  refuseMalformedText(raw);
  return raw;
}

function refuseMalformedText(value: unknown, prefix?: string) {
  const found = malformedText(value);
  if (found) throw validationFailure([{ path: prefix ? `${prefix}.${found.path}` : found.path, message: found.message }]);
}

function coerce(field: string, spec: FieldSpec, value: unknown): unknown {
  const fail = () => validationFailure([{ path: `f.${field}`, message: `Invalid value for ${field}` }]);
  switch (spec.type) {
    case "string":
      if (typeof value !== "string" && typeof value !== "number") throw fail();
      return String(value);
    case "number": {
      // An id (a field named …id or …Id) is a strict record id (D65): 1.5, "0x10" or "016" are
      // refused, not passed on to an integer column (1.5 reached PostgreSQL: 500).
      if (/id$/i.test(field)) {
        const id = parseRecordId(value);
        if (id === null) throw fail();
        return id;
      }
      const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      // Amounts stay far below 1e12 (Decimal(14,2)).
      if (!Number.isFinite(n) || Math.abs(n) > 1e12) throw fail();
      return n;
    }
    case "boolean":
      if (value === true || value === "true") return true;
      if (value === false || value === "false") return false;
      throw fail();
    case "date": {
      // Strict ISO 8601: a calendar day, or a time with Z or an offset; years 1900–2099.
      if (typeof value !== "string" || !ISO_DATE_OR_TIME.test(value)) throw fail();
      const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      const year = d.getUTCFullYear();
      if (Number.isNaN(d.getTime()) || year < 1900 || year > 2099) throw fail();
      if (value.length === 10 && d.toISOString().slice(0, 10) !== value) throw fail();
      return d;
    }
    case "enum":
      if (typeof value !== "string" || !spec.values?.includes(value)) throw fail();
      return value;
  }
}

function nest(path: string[], leaf: unknown): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), leaf as Record<string, unknown>);
}

function conditionToPrisma(field: string, spec: FieldSpec, condition: unknown): Record<string, unknown>[] {
  if (typeof condition !== "object" || condition === null || Array.isArray(condition)) {
    throw validationFailure([{ path: `f.${field}`, message: `Filter on ${field} must be an object of operators` }]);
  }
  const path = spec.path ?? field.split(".");
  const at = (leaf: Record<string, unknown>) => (spec.where ? spec.where(leaf) : nest(path, leaf));
  return Object.entries(condition).map(([operator, value]) => {
    if (!OPERATORS.has(operator)) {
      throw validationFailure([{ path: `f.${field}.${operator}`, message: `Unknown operator ${operator}` }]);
    }
    let leaf: Record<string, unknown>;
    if (operator === "like") {
      if (spec.type !== "string") throw validationFailure([{ path: `f.${field}`, message: `like only applies to text fields` }]);
      leaf = { contains: coerce(field, spec, value), mode: "insensitive" };
    } else if (operator === "in") {
      if (!Array.isArray(value) || value.length > 200) {
        throw validationFailure([{ path: `f.${field}.in`, message: `in takes a list of at most 200 values` }]);
      }
      const values = value.map((v) => coerce(field, spec, v));
      // Prisma has no `in` for booleans: a list of booleans becomes an OR of equalities.
      if (spec.type === "boolean") return { OR: values.map((v) => at({ equals: v })) };
      leaf = { in: values };
    } else if (operator === "gte" || operator === "lte") {
      if (spec.type !== "date" && spec.type !== "number") {
        throw validationFailure([{ path: `f.${field}.${operator}`, message: `${operator} only applies to dates and numbers` }]);
      }
      const bound = coerce(field, spec, value);
      // A calendar day as the upper bound of a date range includes that whole day.
      leaf =
        operator === "lte" && spec.type === "date" && typeof value === "string" && value.length === 10
          ? { lt: new Date((bound as Date).getTime() + 86_400_000) }
          : { [operator]: bound };
    } else if (operator === "eq") {
      leaf = value === null ? { equals: null } : { equals: coerce(field, spec, value) };
    } else {
      leaf = value === null ? { not: null } : { not: coerce(field, spec, value) };
    }
    return at(leaf);
  });
}

export function filterToWhere(filter: unknown, fields: ResourceFields, depth = 0): Record<string, unknown> {
  if (depth > MAX_DEPTH) throw validationFailure([{ path: "f", message: "Filter is nested too deeply" }]);
  if (typeof filter !== "object" || filter === null || Array.isArray(filter)) {
    throw validationFailure([{ path: "f", message: "Filter must be a JSON object" }]);
  }
  const parts: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(filter as Filter)) {
    if (key === "and" || key === "or") {
      if (!Array.isArray(value)) throw validationFailure([{ path: `f.${key}`, message: `${key} takes a list of filters` }]);
      const inner = value.map((f) => filterToWhere(f, fields, depth + 1));
      parts.push({ [key === "and" ? "AND" : "OR"]: inner });
      continue;
    }
    const spec = fields[key];
    if (!spec || spec.filterable === false) {
      throw validationFailure([{ path: `f.${key}`, message: `Cannot filter on ${key}` }]);
    }
    parts.push(...conditionToPrisma(key, spec, value));
  }
  if (parts.length === 0) return {};
  return parts.length === 1 ? parts[0] : { AND: parts };
}

export type PrismaListArgs = {
  where: Record<string, unknown>;
  orderBy?: Record<string, unknown>[];
  skip: number;
  take: number;
  query: ListQuery;
};

/**
 * Parses f, p and s of a request URL against the resource's fields. `defaultSort` applies when no
 * sort is given; `tieBreaker` (the primary key) is always appended so that pages are stable.
 */
export function parseListQuery(
  url: string | URL,
  fields: ResourceFields,
  options: { defaultSort?: { field: string; direction: "asc" | "desc" }; tieBreaker?: string } = {},
): PrismaListArgs {
  const raw = parseSearchParams(url);
  let filter: Filter = {};
  if (raw.f !== undefined && raw.f !== "") {
    if (typeof raw.f !== "string") throw validationFailure([{ path: "f", message: "f must be a JSON string" }]);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.f);
    } catch {
      throw validationFailure([{ path: "f", message: "f is not valid JSON" }]);
    }
    // Checked here, before the shorthand parameters are merged into it (`key in 0` throws).
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw validationFailure([{ path: "f", message: "Filter must be a JSON object" }]);
    }
    // JSON escapes can make what the URL cannot: a NUL or an unpaired surrogate.
    refuseMalformedText(parsed, "f");
    filter = parsed as Filter;
  }
  // Shorthand: an allow-listed field given as a plain parameter filters too, with bracket arrays
  // for several values (status[]=READY&status[]=NEW is { status: { in: [...] } }).
  for (const [key, value] of Object.entries(raw)) {
    if (key === "f" || key === "p" || key === "s" || !fields[key] || fields[key].filterable === false || key in filter) continue;
    filter = { ...filter, [key]: Array.isArray(value) ? { in: value } : { eq: value } };
  }
  const where = filterToWhere(filter, fields);

  const page = paginationSchema.safeParse(raw.p ?? undefined);
  if (!page.success) {
    throw validationFailure(page.error.issues.map((i) => ({ path: ["p", ...i.path].join("."), message: i.message })));
  }
  const sortParsed = sortSchema.safeParse(raw.s ?? undefined);
  if (!sortParsed.success) {
    throw validationFailure(sortParsed.error.issues.map((i) => ({ path: ["s", ...i.path].join("."), message: i.message })));
  }
  const sort = sortParsed.data ?? options.defaultSort;
  const orderBy: Record<string, unknown>[] = [];
  if (sort) {
    const spec = fields[sort.field];
    if (!spec || spec.sortable === false) {
      throw validationFailure([{ path: "s.field", message: `Cannot sort on ${sort.field}` }]);
    }
    orderBy.push(nest(spec.path ?? sort.field.split("."), sort.direction));
  }
  const tie = options.tieBreaker ?? "id";
  if (!sort || sort.field !== tie) orderBy.push({ [tie]: sort?.direction ?? "asc" });
  return {
    where,
    orderBy,
    skip: (page.data.index - 1) * page.data.size,
    take: page.data.size,
    query: { filter, page: page.data, sort },
  };
}
