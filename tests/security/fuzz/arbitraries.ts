import { fc } from "@fast-check/vitest";

// What the bad-input campaign sends (tests/security/fuzz-input.test.ts): values of the wrong type,
// huge and strange strings, NUL characters, impossible dates, extreme numbers, deep nesting and
// prototype-polluting keys, placed into a valid body by mutations (set, delete, add a key) or
// replacing the body whole; broken JSON; the right body under the wrong content type; ids that are
// not ids; list queries that make no sense.

/** A piece of JSON text spliced into a body as is (deep nesting cannot be built as a JS value). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"] as const;

const pollution = (key: string) => {
  const inner: Record<string, unknown> = { polluted: "yes", isAdmin: true };
  const outer: Record<string, unknown> = {};
  // An own property named "__proto__", as JSON.parse makes it (not the prototype setter).
  Object.defineProperty(outer, key, {
    value: key === "constructor" ? { prototype: inner } : inner,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return outer;
};

const IMPOSSIBLE_DATES = [
  "2026-02-30",
  "2026-02-29",
  "2025-13-01",
  "2025-00-10",
  "0000-00-00",
  "2026-04-31",
  "99999-01-01",
  "+275760-09-13",
  "-000001-01-01",
  "2026-06-01T25:61:00Z",
  "2026-06-01T23:59:60Z",
  "1969-12-31",
  "1900-01-01",
  "9999-12-31",
  "2026-6-1",
  "06/01/2026",
  "tomorrow",
  "2026-06-01\u0000",
];
const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  1e13,
  1e21,
  1e308,
  -1e308,
  5e-324,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
];
const NUMERIC_STRINGS = [
  "0x10",
  "1e1",
  "1e400",
  "-1e400",
  "NaN",
  "Infinity",
  "-Infinity",
  "1_000",
  " 1 ",
  "+1",
  "-0",
  "00",
  "1.",
  ".5",
  "1,000,000.00",
  "١٢٣",
  "１２３",
  "9".repeat(400),
];
const STRANGE_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\u202eevil",
  "\ufeff",
  "\u200b",
  "e\u0301",
  "👨‍👩‍👧‍👦",
  "💥".repeat(500),
  "ß",
  "İ",
  "Ω",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR '1'='1",
  '\'; DROP TABLE "User"; --',
  "${7*7}",
  "{{7*7}}",
  "%s%s%s%n",
  "../../../etc/passwd",
  "=cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "\r\nSet-Cookie: x=y",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
];
const HUGE = ["x".repeat(70_000), "é".repeat(100_000), "\u{1F4A5}".repeat(60_000), "a ".repeat(200_000)];

/** A value that should not be where it is put. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { "": "" }) },
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...EXTREME_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NUMERIC_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...IMPOSSIBLE_DATES) },
  { weight: 5, arbitrary: fc.constantFrom<unknown>(...STRANGE_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...HUGE) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...POLLUTING_KEYS.map(pollution)) },
  { weight: 2, arbitrary: fc.integer({ min: 3, max: 6000 }).map((depth) => new RawJson("[".repeat(depth) + "]".repeat(depth))) },
  { weight: 1, arbitrary: fc.integer({ min: 3, max: 6000 }).map((depth) => new RawJson('{"a":'.repeat(depth) + "1" + "}".repeat(depth))) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => new RawJson(n.toString())),
    ),
  },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.constant("x"), { minLength: 2000, maxLength: 5000 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), {
      maxKeys: 4,
    }),
  },
);

export type Mutation =
  | { kind: "set"; path: string[]; value: unknown }
  | { kind: "delete"; path: string[] }
  | { kind: "add"; path: string[]; key: string; value: unknown };

/** The paths of a body's values, containers included (["applicant"], ["applicant", "name"], …). */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

function deepCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A copy of a generated value to put into a body. Generated constants are shared between runs, so a
 * later mutation must never reach into them (it once made one refer to itself); own "__proto__"
 * keys and RawJson pieces are kept as they are.
 */
function fresh(value: unknown): unknown {
  if (value instanceof RawJson || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(fresh);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, fresh((value as Record<string, unknown>)[key]));
  return copy;
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  // An array keeps only its items in JSON: other keys (length) are left alone.
  if (Array.isArray(target)) {
    if (/^\d{1,4}$/.test(key)) target[Number(key)] = value;
    return;
  }
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

/** Applies mutations to a copy of a body; a path through a non-object makes room for itself. */
export function mutate(base: unknown, mutations: Mutation[]): unknown {
  let body = deepCopy(base);
  for (const m of mutations) {
    if (m.path.length === 0 && m.kind === "set") {
      body = fresh(m.value);
      continue;
    }
    if (!body || typeof body !== "object") body = {};
    let node = body as Record<string, unknown>;
    const path = m.kind === "add" ? m.path : m.path.slice(0, -1);
    for (const key of path) {
      const next = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
      if (!next || typeof next !== "object") setOwn(node, key, {});
      node = node[key] as Record<string, unknown>;
    }
    if (m.kind === "set") setOwn(node, m.path[m.path.length - 1], fresh(m.value));
    else if (m.kind === "delete") delete node[m.path[m.path.length - 1]];
    else setOwn(node, m.key, fresh(m.value));
  }
  return body;
}

/** The JSON text of a body, with the RawJson pieces spliced in. */
export function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (value instanceof RawJson) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return typeof value === "bigint" ? Number(value) : value;
  });
  // A body that is undefined as a whole (JSON.stringify answers undefined): an empty body.
  if (text === undefined) return "";
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

/** Mutations of a body whose valid form is `base`; `keys` are the schema's property names. */
export function mutations(base: unknown, keys: string[]): fc.Arbitrary<Mutation[]> {
  const existing = pathsOf(base);
  const paths = [...existing, ...keys.map((k) => [k])];
  const path: fc.Arbitrary<string[]> = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant(["field"]);
  const containers = [
    [],
    ...existing.filter((p) => typeof p.reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], base) === "object"),
  ];
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant("set" as const), path, value: weirdValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete" as const), path }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("add" as const),
        path: fc.constantFrom<string[]>(...containers),
        key: fc.oneof(
          fc.constantFrom(
            ...POLLUTING_KEYS,
            "toString",
            "hasOwnProperty",
            "valueOf",
            "",
            "\u0000",
            "a.b",
            "$where",
            "id",
            "createdAt",
            "updatedAt",
            "status",
            "role",
          ),
          fc.string({ maxLength: 12 }),
        ),
        value: weirdValue,
      }),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(one, { minLength: 1, maxLength: 3 }) },
    // The whole body replaced by something that is not the object the call takes.
    { weight: 1, arbitrary: weirdValue.map((value) => [{ kind: "set" as const, path: [], value }]) },
  );
}

/** Text that is not JSON at all, or JSON the body reader must refuse. */
export const brokenJson = fc.constantFrom(
  "{",
  "}",
  "{'a':1}",
  '{"a":1,}',
  "{a:1}",
  "[1,2",
  "NaN",
  "undefined",
  '"unterminated',
  "\ufeff{}",
  "{}{}",
  '{"a":1}garbage',
  "\u0000",
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  "1e999999",
  "-",
  "+1",
  "0x10",
  "'single'",
  '{"a":01}',
  " ",
  "\n",
  "<xml/>",
  "a=1&b=2",
  "--boundary\r\n",
  "true false",
);

/** Content types a JSON call must not accept. */
export const wrongContentType = fc.constantFrom(
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "text/html",
  "application/xml",
  "text/xml",
  "application/octet-stream",
  "image/png",
  "application/javascript",
  "text/csv",
  "application/jsonp",
  "application/json-seq",
  "json",
  "application/ json",
);

/** Path parameters that are not ids of anything. */
export const badId = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "0x10",
    "1e1",
    "16.0",
    " 1",
    "1 ",
    "+1",
    "01",
    "2147483648",
    "99999999999999999999",
    "1e400",
    "NaN",
    "Infinity",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "%00",
    "\u0000",
    "1\u0000",
    "../1",
    "..%2F1",
    "1;DROP TABLE x",
    "1' OR '1'='1",
    "💥",
    "١",
    "１",
    "x".repeat(5000),
    "",
  ),
  fc.string({ unit: "binary", minLength: 1, maxLength: 20 }),
);

/** Query values of list calls: filters (f), pages (p[…]) and sorts (s[…]). */
export const listQuery = fc.record(
  {
    f: fc.oneof(
      fc.constantFrom(
        "",
        "{",
        "null",
        "[]",
        "1",
        '"x"',
        "{}",
        '{"__proto__":{"polluted":"yes"}}',
        '{"constructor":{"prototype":{"polluted":"yes"}}}',
        '{"id":{"eq":"0x10"}}',
        '{"id":{"in":[]}}',
        '{"id":{"in":"x"}}',
        '{"id":{"gte":"2026-02-30"}}',
        '{"createdAt":{"gte":"2026-02-30"}}',
        '{"createdAt":{"lte":"not a date"}}',
        '{"nope":{"eq":1}}',
        '{"id":{"like":"%"}}',
        '{"id":{"eq":1e400}}',
        '{"id":{"eq":2147483648}}',
        '{"a.b.c.d.e":{"eq":1}}',
        '{"user.passwordHash":{"like":"$"}}',
        '{"or":[{"or":[{"or":[]}]}]}',
        '{"and":"x"}',
        '{"id":{"eq":"\\u0000"}}',
        '{"status":{"in":["NOPE"]}}',
        '{"status":{"eq":null}}',
        '{"name":{"like":"\\\\"}}',
      ),
      fc.json({ maxDepth: 3 }),
      fc.string({ maxLength: 30 }),
    ),
    "p[index]": fc.oneof(
      fc.constantFrom("0", "-1", "1e9", "99999999999", "1.5", "x", "", "NaN", "2147483648"),
      fc.string({ maxLength: 6 }),
    ),
    "p[size]": fc.oneof(fc.constantFrom("0", "-1", "11", "1000000", "1e2", "x", "", "100.0"), fc.string({ maxLength: 6 })),
    "s[field]": fc.oneof(
      fc.constantFrom(
        "",
        "__proto__",
        "constructor",
        "passwordHash",
        "user.passwordHash",
        "a.b.c",
        "id; DROP TABLE x",
        "\u0000",
        "createdAt",
      ),
      fc.string({ maxLength: 12 }),
    ),
    "s[direction]": fc.oneof(fc.constantFrom("asc", "desc", "ASC", "", "sideways", "\u0000"), fc.string({ maxLength: 6 })),
  },
  { requiredKeys: [] },
);

/** Query values of any other call. */
export const otherQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "from",
      "until",
      "quotationId",
      "policyId",
      "subjectType",
      "subjectId",
      "insuredState",
      "brokerCompanyId",
      "year",
      "v",
      "__proto__",
      "f",
      "p[size]",
    ),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(
    fc.constantFrom("", "0x10", "2026-02-30", "-1", "\u0000", "x".repeat(3000), "1e400", "null", "[]"),
    weirdValue.map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""))).filter((v) => v.length < 300_000),
  ),
  { maxKeys: 4 },
);
