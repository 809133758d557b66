import { z } from "zod";

// The list query of DESIGN.md §3: f (JSON filter), p[index]/p[size] (one-based), s[field]/s[direction].

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type FilterOperator = "like" | "eq" | "neq" | "in";
export type FieldCondition = Partial<Record<FilterOperator, unknown>>;
export type Filter = { and?: Filter[]; or?: Filter[] } & { [field: string]: FieldCondition | Filter[] | undefined };

export type ListQuery = {
  filter: Filter;
  page: { index: number; size: number };
  sort?: { field: string; direction: "asc" | "desc" };
};

export type Pagination = { index: number; size: number; itemsCount: number };

export const paginationSchema = z
  .object({
    index: z.coerce.number().int("Page index must be a whole number").min(1, "Page index starts at 1").default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: "Page size must be 10, 25, 50 or 100" })
      .default(DEFAULT_PAGE_SIZE),
  })
  .default({ index: 1, size: DEFAULT_PAGE_SIZE });

export const sortSchema = z
  .object({
    field: z.string().min(1),
    direction: z.enum(["asc", "desc"]).default("asc"),
  })
  .optional();

/** Builds the bracket-style query string of a list request (the browser's side of the contract). */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.filter && Object.keys(query.filter).length > 0) params.set("f", JSON.stringify(query.filter));
  if (query.page) {
    params.set("p[index]", String(query.page.index));
    params.set("p[size]", String(query.page.size));
  }
  if (query.sort) {
    params.set("s[field]", query.sort.field);
    params.set("s[direction]", query.sort.direction);
  }
  return params.toString();
}
