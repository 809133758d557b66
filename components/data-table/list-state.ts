"use client";

import * as React from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { ApiOperation } from "@/lib/api/operation";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Filter, type ListQuery } from "@/lib/api/list-query";
import { zonedTimeToDate } from "@/lib/format/date-time";

// The state of a list (page, size, sort, search, filters) lives in the page's URL, so that a list
// can be bookmarked, shared and restored with the back button; this reads it, turns it into the
// API's list query (DESIGN.md §3) and writes changes back.

export type DataTableSelectFilter = {
  kind?: "select";
  /** The list-query field; it is also the name of the parameter in the page's URL. */
  field: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Text of the "no filter" option (default "All"). */
  allLabel?: string;
  /** "in" (default, spec §7) or "eq". */
  operator?: "in" | "eq";
  /** Values are sent as booleans for boolean fields. */
  type?: "string" | "boolean";
};

/**
 * Two calendar dates, "from" and "until", both included: a timestamp field is filtered from
 * 00:00:00 of the first day to 23:59:59 of the last in the user's time zone (spec §9), as
 * `{ field: { gte, lte } }`. The URL keeps the days as `<param>From` and `<param>Until`.
 */
export type DataTableDateRangeFilter = {
  kind: "dateRange";
  field: string;
  /** The group's label, e.g. "Created". */
  label: string;
  /** Accessible names of the two inputs, e.g. "Created from" and "Created until". */
  fromLabel: string;
  untilLabel: string;
  /** Prefix of the URL parameters (default the field). */
  param?: string;
};

export type DataTableFilter = DataTableSelectFilter | DataTableDateRangeFilter;

export const isDateRange = (f: DataTableFilter): f is DataTableDateRangeFilter => f.kind === "dateRange";
export const rangeParams = (f: DataTableDateRangeFilter) => ({ from: `${f.param ?? f.field}From`, until: `${f.param ?? f.field}Until` });
/** The URL parameters a filter owns. */
const filterParams = (f: DataTableFilter) => (isDateRange(f) ? Object.values(rangeParams(f)) : [f.field]);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day in the user's time zone at 00:00:00 or 23:59:59, as a UTC timestamp with seconds. */
function dayBoundary(day: string, end: boolean, timeZone: string | undefined): string {
  return zonedTimeToDate(`${day}T${end ? "23:59:59" : "00:00:00"}`, timeZone)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
}

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PARAM = "q";
const PAGE_INDEX_PARAM = "p[index]";
const PAGE_SIZE_PARAM = "p[size]";
const SORT_FIELD_PARAM = "s[field]";
const SORT_DIRECTION_PARAM = "s[direction]";

export type ListState = {
  index: number;
  size: number;
  sort: { field: string; direction: "asc" | "desc" } | null;
  search: string;
  filterValues: Record<string, string>;
};

function readListState(params: URLSearchParams, sortFields: ReadonlySet<string>, filters: readonly DataTableFilter[]): ListState {
  const index = Number(params.get(PAGE_INDEX_PARAM));
  const size = Number(params.get(PAGE_SIZE_PARAM));
  const sortField = params.get(SORT_FIELD_PARAM);
  const direction = params.get(SORT_DIRECTION_PARAM) === "desc" ? "desc" : "asc";
  const filterValues: Record<string, string> = {};
  for (const filter of filters) {
    if (isDateRange(filter)) {
      // Only real calendar days reach the API.
      for (const key of Object.values(rangeParams(filter))) {
        const value = params.get(key);
        if (value !== null && CALENDAR_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) filterValues[key] = value;
      }
      continue;
    }
    const value = params.get(filter.field);
    // Only known values reach the API, so an edited URL cannot produce a validation error.
    if (value !== null && filter.options.some((o) => o.value === value)) filterValues[filter.field] = value;
  }
  return {
    index: Number.isInteger(index) && index >= 1 ? index : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sortField && sortFields.has(sortField) ? { field: sortField, direction } : null,
    search: params.get(SEARCH_PARAM)?.trim() ?? "",
    filterValues,
  };
}

function buildFilter(state: ListState, searchFields: readonly string[], filters: readonly DataTableFilter[], timeZone?: string): Filter {
  const filter: Filter = {};
  if (state.search && searchFields.length > 0) {
    filter.or = searchFields.map((field) => ({ [field]: { like: state.search } }));
  }
  for (const f of filters) {
    if (isDateRange(f)) {
      const keys = rangeParams(f);
      const from = state.filterValues[keys.from];
      const until = state.filterValues[keys.until];
      if (!from && !until) continue;
      filter[f.field] = {
        ...(from ? { gte: dayBoundary(from, false, timeZone) } : {}),
        ...(until ? { lte: dayBoundary(until, true, timeZone) } : {}),
      } as Filter[string];
      continue;
    }
    const raw = state.filterValues[f.field];
    if (raw === undefined) continue;
    const value = f.type === "boolean" ? raw === "true" : raw;
    filter[f.field] = f.operator === "eq" ? { eq: value } : { in: [value] };
  }
  return filter;
}

/**
 * Writes list parameters into the URL. history.replaceState is integrated with the Next.js router
 * (useSearchParams follows it) and, unlike router.replace, does not re-render the server page.
 */
function useListParams() {
  const pathname = usePathname();
  return React.useCallback(
    (changes: Record<string, string | null>, options: { resetPage?: boolean } = {}) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      if (options.resetPage) next.delete(PAGE_INDEX_PARAM);
      const query = next.toString();
      // Pass null: Next.js only follows calls without its own history state (`__NA`), and copies that in.
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
}

/**
 * The cache key of every page of a list: invalidate it after a change to the list's records
 * (`queryClient.invalidateQueries({ queryKey: listQueryKey(settingsApi.listBinders) })`).
 */
export const listQueryKey = (operation: Pick<ApiOperation, "path">) => ["list", operation.path] as const;

export type ListSort = { field: string; direction: "asc" | "desc" };

/**
 * The list's state from the URL, the API query it asks for, and the changes a table makes. The
 * search box types into local text that reaches the URL 300 ms after the last keystroke.
 */
export function useListState({
  sortFields,
  searchFields,
  filters,
  defaultSort,
  timeZone,
}: {
  sortFields: ReadonlySet<string>;
  searchFields: readonly string[];
  filters: readonly DataTableFilter[];
  defaultSort?: ListSort;
  timeZone?: string;
}) {
  const searchParams = useSearchParams();
  const setParams = useListParams();
  const state = React.useMemo(() => readListState(searchParams, sortFields, filters), [searchParams, sortFields, filters]);
  const effectiveSort = state.sort ?? defaultSort ?? null;

  // The request: the filter of the search box and the selects, the page and the sort.
  const listQuery = React.useMemo<ListQuery>(
    () => ({
      filter: buildFilter(state, searchFields, filters, timeZone),
      page: { index: state.index, size: state.size },
      sort: state.sort ?? undefined,
    }),
    [state, searchFields, filters, timeZone],
  );

  // Search text: typed into local state, written to the URL 300 ms after the last keystroke.
  const [searchText, setSearchText] = React.useState(state.search);
  const committedSearch = React.useRef(state.search);
  React.useEffect(() => {
    // The URL changed from outside (back button, a link): show its search text.
    if (state.search !== committedSearch.current) {
      committedSearch.current = state.search;
      setSearchText(state.search);
    }
  }, [state.search]);
  React.useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === committedSearch.current) return;
    const timer = window.setTimeout(() => {
      committedSearch.current = trimmed;
      setParams({ [SEARCH_PARAM]: trimmed || null }, { resetPage: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, setParams]);

  const hasCriteria = state.search !== "" || Object.keys(state.filterValues).length > 0;
  const clearCriteria = () => {
    committedSearch.current = "";
    setSearchText("");
    setParams(
      { [SEARCH_PARAM]: null, ...Object.fromEntries(filters.flatMap(filterParams).map((key) => [key, null])) },
      { resetPage: true },
    );
  };

  /** A filter's URL parameter (a select's field, or one end of a date range); empty removes it. */
  const setFilterParam = (key: string, value: string) => setParams({ [key]: value || null }, { resetPage: true });

  /** The sort a header asks for; the default sort (or none) leaves the URL without one. */
  const setSort = (sort: ListSort | null) => {
    const isDefault = !sort || (defaultSort && defaultSort.field === sort.field && defaultSort.direction === sort.direction);
    setParams(
      isDefault
        ? { [SORT_FIELD_PARAM]: null, [SORT_DIRECTION_PARAM]: null }
        : { [SORT_FIELD_PARAM]: sort.field, [SORT_DIRECTION_PARAM]: sort.direction },
      { resetPage: true },
    );
  };

  const setPageSize = (size: number) =>
    setParams({ [PAGE_SIZE_PARAM]: size === DEFAULT_PAGE_SIZE ? null : String(size) }, { resetPage: true });

  /** A one-based page; the first page leaves the URL without one. */
  const setPageIndex = React.useCallback(
    (index: number) => setParams({ [PAGE_INDEX_PARAM]: index <= 1 ? null : String(index) }),
    [setParams],
  );

  return {
    state,
    effectiveSort,
    listQuery,
    searchText,
    setSearchText,
    hasCriteria,
    clearCriteria,
    setFilterParam,
    setSort,
    setPageSize,
    setPageIndex,
  };
}
