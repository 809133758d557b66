// The list query of DESIGN.md §3: f (JSON filter), p[index]/p[size] (one-based), s[field]/s[direction].
// No zod here: the browser's client imports this module with every page (issue 16 §3); the
// server's schemas of the query are in ./list-query-schemas.ts.

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
