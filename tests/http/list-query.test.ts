import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { listQueryString } from "@/lib/api/list-query";
import { parseListQuery, type ResourceFields } from "@/server/http/list-query";
import { listLocations } from "@/server/locations/list-locations";

const FIELDS: ResourceFields = {
  firstName: { type: "string" },
  email: { type: "string" },
  "company.name": { type: "string" },
  role: { type: "enum", values: ["ROLE_ADMIN", "ROLE_BROKER"] },
  enabled: { type: "boolean" },
  createdAt: { type: "date" },
  secret: { type: "string", filterable: false, sortable: false },
};

const url = (query: string) => `http://x/api/user?${query}`;
const f = (filter: unknown) => `f=${encodeURIComponent(JSON.stringify(filter))}`;

function failure(fn: () => unknown): { code: string; paths: string[] } {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, paths: (error.details ?? []).map((d) => d.path) };
    throw error;
  }
  throw new Error("expected a failure");
}

describe("list query", () => {
  it("defaults to the first page of 10, sorted by the tie-breaker", () => {
    const args = parseListQuery(url(""), FIELDS);
    expect(args).toMatchObject({ where: {}, skip: 0, take: 10, orderBy: [{ id: "asc" }] });
  });

  it("reads bracket-style pagination and sort, one-based", () => {
    const args = parseListQuery(url("p[index]=3&p[size]=25&s[field]=company.name&s[direction]=desc"), FIELDS);
    expect(args.skip).toBe(50);
    expect(args.take).toBe(25);
    expect(args.orderBy).toEqual([{ company: { name: "desc" } }, { id: "desc" }]);
  });

  it("turns like, eq, neq, in, and, or into Prisma filters", () => {
    const filter = {
      or: [{ firstName: { like: "ann" } }, { email: { like: "ann" } }, { "company.name": { like: "ann" } }],
      role: { in: ["ROLE_BROKER"] },
      enabled: { eq: true },
      and: [{ email: { neq: "x@y.z" } }],
    };
    const { where } = parseListQuery(url(f(filter)), FIELDS);
    expect(where).toEqual({
      AND: [
        {
          OR: [
            { firstName: { contains: "ann", mode: "insensitive" } },
            { email: { contains: "ann", mode: "insensitive" } },
            { company: { name: { contains: "ann", mode: "insensitive" } } },
          ],
        },
        { role: { in: ["ROLE_BROKER"] } },
        { enabled: { equals: true } },
        { AND: [{ email: { not: "x@y.z" } }] },
      ],
    });
  });

  it("takes allow-listed fields as plain parameters, bracket arrays meaning in", () => {
    const { where } = parseListQuery(url("role[]=ROLE_ADMIN&role[]=ROLE_BROKER&enabled=true&unrelated=1"), FIELDS);
    expect(where).toEqual({ AND: [{ role: { in: ["ROLE_ADMIN", "ROLE_BROKER"] } }, { enabled: { equals: true } }] });
    expect(failure(() => parseListQuery(url("role[]=ROLE_ROOT"), FIELDS)).code).toBe("VALIDATION_FAILURE");
  });

  it("accepts in on a boolean field", () => {
    const { where } = parseListQuery(url(f({ enabled: { in: [true, "false"] } })), FIELDS);
    expect(where).toEqual({ OR: [{ enabled: { equals: true } }, { enabled: { equals: false } }] });
  });

  it.each([
    ["an unknown field", f({ password: { eq: "x" } }), "f.password"],
    ["a field that cannot be filtered", f({ secret: { eq: "x" } }), "f.secret"],
    ["an unknown operator", f({ email: { regex: ".*" } }), "f.email.regex"],
    ["a value outside the enum", f({ role: { in: ["ROLE_ROOT"] } }), "f.role"],
    ["like on a boolean", f({ enabled: { like: "t" } }), "f.enabled"],
    ["in without a list", f({ role: { in: "ROLE_ADMIN" } }), "f.role.in"],
    ["a bad date", f({ createdAt: { eq: "yesterday" } }), "f.createdAt"],
    ["invalid JSON", "f=%7Bnope", "f"],
    ["a page size not offered", "p[size]=7", "p.size"],
    ["a page index of zero", "p[index]=0", "p.index"],
    ["sorting on a field not allowed", "s[field]=secret", "s.field"],
    ["a bad direction", "s[field]=email&s[direction]=sideways", "s.direction"],
  ])("refuses %s with VALIDATION_FAILURE", (_label, query, path) => {
    expect(failure(() => parseListQuery(url(query), FIELDS))).toEqual({ code: "VALIDATION_FAILURE", paths: [path] });
  });

  it("builds the same query string the server reads", () => {
    const query = listQueryString({
      filter: { email: { like: "a" } },
      page: { index: 2, size: 50 },
      sort: { field: "email", direction: "desc" },
    });
    const args = parseListQuery(url(query), FIELDS);
    expect(args).toMatchObject({ skip: 50, take: 50, where: { email: { contains: "a", mode: "insensitive" } } });
  });

  it("searches ZIP codes in the database with the list query", async () => {
    const result = await listLocations(url(`${f({ city: { like: "merced" }, state: { eq: "CA" } })}&s[field]=zipCode&s[direction]=asc`));
    expect(result.pagination.itemsCount).toBeGreaterThanOrEqual(3);
    expect(result.items.every((l) => l.state === "CA" && /merced/i.test(l.city))).toBe(true);
    expect(result.items.map((l) => l.zipCode)).toEqual([...result.items.map((l) => l.zipCode)].sort());
    const nyc = await listLocations(url(f({ zipCode: { eq: "10001" } })));
    expect(nyc.items[0]).toMatchObject({ zipCode: "10001", city: "New York", state: "NY" });
    expect(nyc.items[0].latitude).toBeCloseTo(40.75, 1);
  });
});
