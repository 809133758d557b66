"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, Search } from "lucide-react";
import { api, ApiError } from "@/lib/api/client";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, listQueryString, type Filter, type Pagination } from "@/lib/api/list-query";
import { fromZonedTime } from "date-fns-tz";
import { DEFAULT_TIME_FORMAT, formatCalendarDate, formatDateTime, ianaZone } from "@/lib/format/date-time";
import { formatMoney, formatPercent, formatPercentPoints, type NumberLike } from "@/lib/format/money";
import { useAuth } from "@/components/auth/auth-provider";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { PageControls } from "@/components/data-table/page-controls";
import { announceNavigation } from "@/components/shell/navigation-progress";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";

// The reusable list table (DESIGN.md §3, §10): server-side pagination, sorting, search and filters
// through the list query of the API, with its state in the page's URL so that a list can be
// bookmarked, shared and restored with the back button.
//
// Pages are server components, and functions cannot cross from a server component to this client
// component. Columns therefore describe their cell with a serialisable `format`; a client caller
// may pass a `cell` function instead.

// TanStack's RowData; `any` so that DTO types without an index signature fit.
type Row = Record<string, any>;

/** How a cell shows its value; every variant is plain data, so server components can pass it. */
export type CellFormat =
  | { kind: "text"; emphasis?: boolean; mono?: boolean }
  /** A decimal string as US dollars; `whole` drops the cents. */
  | { kind: "money"; whole?: boolean }
  /** A percentage ("12.50" → 12.50 %), or a fraction with `fraction: true` ("0.02" → 2.00 %). */
  | { kind: "percent"; fraction?: boolean; minDecimals?: number; maxDecimals?: number }
  /** A calendar date (YYYY-MM-DD) in the user's date format, without a time-zone shift. */
  | { kind: "date" }
  /** A timestamp in the user's time zone and formats. */
  | { kind: "dateTime" }
  /** A value shown as a badge, with labels and tones per value. */
  | { kind: "badge"; labels?: Record<string, string>; tones?: Record<string, BadgeTone> }
  | { kind: "boolean"; trueLabel?: string; falseLabel?: string; trueTone?: BadgeTone; falseTone?: BadgeTone }
  /** A bar of the value against the number at `total` (a path in the row), with the percentage. */
  | { kind: "usage"; total: string };

export type DataTableColumn<TRow extends Row = Row> = {
  id: string;
  header: string;
  /** A dotted path into the row ("company.name"); several paths are joined with `separator`. */
  accessor?: string | string[];
  /** Joins the values of several accessor paths (default a space); empty values are skipped. */
  separator?: string;
  format?: CellFormat;
  /** A custom renderer, for client callers only (functions cannot be passed by server components). */
  cell?: (row: TRow) => React.ReactNode;
  /** The list-query field this column sorts on; the column is sortable only when given. */
  sortField?: string;
  /** Money and other amounts align right. */
  align?: "left" | "right";
  /** Extra classes for the column's cells: cells do not wrap unless given e.g. "min-w-40 whitespace-normal". */
  className?: string;
  /** Extra classes for the column's header cell, e.g. "min-w-24 whitespace-normal" for a long header that may wrap. */
  headerClassName?: string;
  /**
   * How long the column stays when the table is narrow: 1 (the default) always; 2 from a table
   * 42rem wide; 3 from 56rem. At 1280 px every column shows; at 768 px those of priority 3 give way,
   * so that the others (status and amounts first) stay in view without scrolling.
   */
  priority?: 1 | 2 | 3;
};

// The table is a size container (@container below); these classes must stay literal for Tailwind.
const PRIORITY_CLASSES = { 1: "", 2: "hidden @2xl:table-cell", 3: "hidden @4xl:table-cell" } as const;
const priorityClass = (column: { priority?: 1 | 2 | 3 } | undefined) => PRIORITY_CLASSES[column?.priority ?? 1];

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

const isDateRange = (f: DataTableFilter): f is DataTableDateRangeFilter => f.kind === "dateRange";
const rangeParams = (f: DataTableDateRangeFilter) => ({ from: `${f.param ?? f.field}From`, until: `${f.param ?? f.field}Until` });
/** The URL parameters a filter owns. */
const filterParams = (f: DataTableFilter) => (isDateRange(f) ? Object.values(rangeParams(f)) : [f.field]);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day in the user's time zone at 00:00:00 or 23:59:59, as a UTC timestamp with seconds. */
function dayBoundary(day: string, end: boolean, timeZone: string | undefined): string {
  return fromZonedTime(`${day}T${end ? "23:59:59" : "00:00:00"}`, ianaZone(timeZone))
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
}

export type DataTableProps<TRow extends Row = Row> = {
  /** API path below /api, e.g. "/company". */
  endpoint: string;
  columns: readonly DataTableColumn<TRow>[];
  /** Fields the search box looks in, or-ed with `like`. Without them there is no search box. */
  searchFields?: readonly string[];
  searchPlaceholder?: string;
  filters?: readonly DataTableFilter[];
  /** The sort the server applies when none is chosen, so that the header shows it. */
  defaultSort?: { field: string; direction: "asc" | "desc" };
  /** A link for each row: a function (client callers) or a template such as "/companies/{id}". */
  rowHref?: ((row: TRow) => string | null | undefined) | string;
  /** The table's accessible name, e.g. "Companies". */
  label?: string;
  /** Shown when the list cannot be loaded (spec §8 wording, e.g. "Could not fetch company data"). */
  errorMessage?: string;
  /** How a row is identified (default its `id`). */
  rowKey?: string;
};

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const EMPTY_ROWS: Row[] = [];
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PARAM = "q";
const PAGE_INDEX_PARAM = "p[index]";
const PAGE_SIZE_PARAM = "p[size]";
const SORT_FIELD_PARAM = "s[field]";
const SORT_DIRECTION_PARAM = "s[direction]";

// ---------------------------------------------------------------------------------------------
// Values and formats

function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split(".")) {
    if (value === null || value === undefined || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function columnValue(row: unknown, column: DataTableColumn<never>): unknown {
  if (!column.accessor) return undefined;
  if (typeof column.accessor === "string") return valueAt(row, column.accessor);
  const parts = column.accessor.map((path) => valueAt(row, path)).filter((v) => v !== null && v !== undefined && v !== "");
  return parts.length ? parts.join(column.separator ?? " ") : null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === "";
const dash = <span className="text-slate-400">—</span>;

type UserFormats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

function UsageBar({ used, total }: { used: number; total: number }) {
  const ratio = total > 0 ? used / total : 0;
  const percent = Math.round(ratio * 1000) / 10;
  const tone = ratio >= 1 ? "bg-red-500" : ratio >= 0.8 ? "bg-amber-500" : "bg-accent-500";
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label="Capacity used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${percent}% used`}
        className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full", tone)} style={{ width: `${Math.min(100, ratio * 100)}%` }} />
      </div>
      <span className="w-12 text-right text-xs tabular-nums text-slate-600">{percent}%</span>
    </div>
  );
}

function renderFormatted(value: unknown, row: unknown, format: CellFormat | undefined, user: UserFormats): React.ReactNode {
  if (format?.kind === "usage") {
    const used = Number(value);
    const total = Number(valueAt(row, format.total));
    return Number.isFinite(used) && Number.isFinite(total) ? <UsageBar used={used} total={total} /> : dash;
  }
  if (format?.kind === "boolean") {
    if (typeof value !== "boolean") return dash;
    return value ? (
      <Badge tone={format.trueTone ?? "live"} dot>
        {format.trueLabel ?? "Yes"}
      </Badge>
    ) : (
      <Badge tone={format.falseTone ?? "closed"} dot>
        {format.falseLabel ?? "No"}
      </Badge>
    );
  }
  if (isBlank(value)) return dash;
  switch (format?.kind) {
    case "money":
      return <span className="tabular-nums">{formatMoney(value as NumberLike, { cents: !format.whole })}</span>;
    case "percent":
      return (
        <span className="tabular-nums">
          {(format.fraction ? formatPercent : formatPercentPoints)(value as NumberLike, {
            minDecimals: format.minDecimals,
            maxDecimals: format.maxDecimals ?? format.minDecimals ?? 2,
          })}
        </span>
      );
    case "date":
      return <time dateTime={String(value)}>{formatCalendarDate(String(value), { dateFormat: user.dateFormat })}</time>;
    case "dateTime":
      return (
        <time dateTime={String(value)}>
          {formatDateTime(String(value), { ...user, timeFormat: user.timeFormat ?? DEFAULT_TIME_FORMAT })}
        </time>
      );
    case "badge": {
      const key = String(value);
      return <Badge tone={format.tones?.[key] ?? "neutral"}>{format.labels?.[key] ?? key}</Badge>;
    }
    case "text":
      return (
        <span className={cn(format.emphasis && "font-medium text-slate-900", format.mono && "font-mono text-xs")}>{String(value)}</span>
      );
    default:
      return String(value);
  }
}

function hrefFor<TRow extends Row>(rowHref: DataTableProps<TRow>["rowHref"], row: TRow): string | null {
  if (!rowHref) return null;
  if (typeof rowHref === "function") return rowHref(row) ?? null;
  return rowHref.replace(/\{([\w.]+)\}/g, (_, path: string) => encodeURIComponent(String(valueAt(row, path) ?? "")));
}

// ---------------------------------------------------------------------------------------------
// The list state in the URL

type ListState = {
  index: number;
  size: number;
  sort: { field: string; direction: "asc" | "desc" } | null;
  search: string;
  filterValues: Record<string, string>;
};

function readListState(params: URLSearchParams, sortFields: Set<string>, filters: readonly DataTableFilter[]): ListState {
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

// ---------------------------------------------------------------------------------------------
// The table

export function DataTable<TRow extends Row = Row>({
  endpoint,
  columns,
  searchFields = [],
  searchPlaceholder = "Search",
  filters = [],
  defaultSort,
  rowHref,
  label,
  errorMessage = "Could not fetch data",
  rowKey = "id",
}: DataTableProps<TRow>) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const setParams = useListParams();
  const { user } = useAuth();
  const userFormats = React.useMemo<UserFormats>(
    () => ({ timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat }),
    [user?.timeZone, user?.dateFormat, user?.timeFormat],
  );
  const searchId = React.useId();
  const sizeId = React.useId();
  const filterId = React.useId();

  const sortFields = React.useMemo(() => new Set(columns.flatMap((c) => (c.sortField ? [c.sortField] : []))), [columns]);
  const state = React.useMemo(() => readListState(searchParams, sortFields, filters), [searchParams, sortFields, filters]);
  const effectiveSort = state.sort ?? defaultSort ?? null;

  // The request: the filter of the search box and the selects, the page and the sort.
  const queryString = React.useMemo(
    () =>
      listQueryString({
        filter: buildFilter(state, searchFields, filters, user?.timeZone),
        page: { index: state.index, size: state.size },
        sort: state.sort ?? undefined,
      }),
    [state, searchFields, filters, user?.timeZone],
  );
  const query = useQuery({
    queryKey: ["list", endpoint, queryString],
    queryFn: ({ signal }) => api<TRow[]>(endpoint, { query: queryString, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = (query.data?.data ?? EMPTY_ROWS) as TRow[];
  const pagination = query.data?.metadata.pagination as Pagination | undefined;
  const itemsCount = pagination?.itemsCount ?? 0;

  // A page beyond the end (the list shrank, or an edited URL) moves to the last page.
  const lastPage = Math.max(1, Math.ceil(itemsCount / state.size));
  React.useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && state.index > lastPage) {
      setParams({ [PAGE_INDEX_PARAM]: lastPage === 1 ? null : String(lastPage) });
    }
  }, [query.isSuccess, query.isPlaceholderData, state.index, lastPage, setParams]);

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

  // TanStack Table owns the column model, the sort cycle and the page arithmetic; the server owns
  // the rows (manual sorting and pagination), and the URL owns the state.
  const columnDefs = React.useMemo<ColumnDef<typeof features, TRow, unknown>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: TRow) => columnValue(row, column as DataTableColumn<never>),
        enableSorting: Boolean(column.sortField),
        sortDescFirst: false,
      })),
    [columns],
  );
  const sortColumnId = effectiveSort ? columns.find((c) => c.sortField === effectiveSort.field)?.id : undefined;
  const sorting = React.useMemo<SortingState>(
    () => (effectiveSort && sortColumnId ? [{ id: sortColumnId, desc: effectiveSort.direction === "desc" }] : []),
    [effectiveSort, sortColumnId],
  );
  const paginationState = React.useMemo<PaginationState>(
    () => ({ pageIndex: state.index - 1, pageSize: state.size }),
    [state.index, state.size],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0];
    const field = next ? columns.find((c) => c.id === next.id)?.sortField : undefined;
    const direction = next?.desc ? "desc" : "asc";
    const isDefault = !field || (defaultSort && defaultSort.field === field && defaultSort.direction === direction);
    setParams(
      isDefault
        ? { [SORT_FIELD_PARAM]: null, [SORT_DIRECTION_PARAM]: null }
        : { [SORT_FIELD_PARAM]: field, [SORT_DIRECTION_PARAM]: direction },
      { resetPage: true },
    );
  };
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, paginationState);
    if (next.pageSize !== paginationState.pageSize) {
      setParams({ [PAGE_SIZE_PARAM]: next.pageSize === DEFAULT_PAGE_SIZE ? null : String(next.pageSize) }, { resetPage: true });
    } else {
      setParams({ [PAGE_INDEX_PARAM]: next.pageIndex === 0 ? null : String(next.pageIndex + 1) });
    }
  };

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    state: { sorting, pagination: paginationState },
    onSortingChange,
    onPaginationChange,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    autoResetPageIndex: false,
    rowCount: itemsCount,
    getRowId: (row: TRow, index: number) => String(valueAt(row, rowKey) ?? index),
  });

  const hasCriteria = state.search !== "" || Object.keys(state.filterValues).length > 0;
  const clearCriteria = () => {
    committedSearch.current = "";
    setSearchText("");
    setParams(
      { [SEARCH_PARAM]: null, ...Object.fromEntries(filters.flatMap(filterParams).map((key) => [key, null])) },
      { resetPage: true },
    );
  };

  const columnCount = columns.length;
  const firstRow = itemsCount === 0 ? 0 : (state.index - 1) * state.size + 1;
  const lastRow = Math.min(itemsCount, state.index * state.size);
  const refreshing = query.isFetching && !query.isPending;
  const loadError = query.isError ? query.error : null;

  return (
    <div className="@container rounded-md border border-slate-200 bg-white shadow-xs">
      {(searchFields.length > 0 || filters.length > 0) && (
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 py-3" role="search">
          {searchFields.length > 0 && (
            <div className={cn("grid w-full gap-1", filters.length >= 3 ? "sm:w-56" : "sm:w-72")}>
              <Label htmlFor={searchId}>Search</Label>
              <div className="relative">
                <Search aria-hidden className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
                <Input
                  id={searchId}
                  type="search"
                  value={searchText}
                  onChange={(e) => setSearchText(e.target.value)}
                  placeholder={searchPlaceholder}
                  autoComplete="off"
                  className="pl-8"
                />
              </div>
            </div>
          )}
          {filters.map((filter) => {
            if (isDateRange(filter)) {
              const keys = rangeParams(filter);
              return (
                <div key={filter.field} role="group" aria-labelledby={`${filterId}-${filter.field}-label`} className="grid gap-1">
                  <span id={`${filterId}-${filter.field}-label`} className="text-sm font-medium leading-5 text-slate-700">
                    {filter.label}
                  </span>
                  <div className="flex items-center gap-1.5">
                    {(["from", "until"] as const).map((end) => (
                      <React.Fragment key={end}>
                        {end === "until" && (
                          <span aria-hidden className="text-slate-400">
                            –
                          </span>
                        )}
                        <Input
                          aria-label={end === "from" ? filter.fromLabel : filter.untilLabel}
                          title={end === "from" ? filter.fromLabel : filter.untilLabel}
                          type="date"
                          min="1900-01-01"
                          max="2099-12-31"
                          value={state.filterValues[keys[end]] ?? ""}
                          onChange={(e) => setParams({ [keys[end]]: e.target.value || null }, { resetPage: true })}
                          className="w-36"
                        />
                      </React.Fragment>
                    ))}
                  </div>
                </div>
              );
            }
            return (
              <div key={filter.field} className="grid gap-1">
                <Label htmlFor={`${filterId}-${filter.field}`}>{filter.label}</Label>
                <Select
                  id={`${filterId}-${filter.field}`}
                  value={state.filterValues[filter.field] ?? ""}
                  onChange={(e) => setParams({ [filter.field]: e.target.value || null }, { resetPage: true })}
                  className="w-44"
                >
                  <option value="">{filter.allLabel ?? "All"}</option>
                  {filter.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </div>
            );
          })}
          <div className="ml-auto flex h-9 items-center gap-3">
            {refreshing && <Spinner size="sm" label="Loading" className="text-slate-400" />}
            {hasCriteria && (
              <Button variant="ghost" size="sm" onClick={clearCriteria}>
                Clear filters
              </Button>
            )}
          </div>
        </div>
      )}

      {/* relative: nothing positioned inside (screen-reader text) may reach out of the scrolling box. */}
      <div className="relative max-h-[calc(100dvh-16rem)] min-h-40 overflow-auto">
        <table aria-label={label} aria-busy={query.isFetching || undefined} className="w-full border-separate border-spacing-0 text-sm">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = columns.find((c) => c.id === header.column.id);
                  const sorted = header.column.getIsSorted();
                  const right = column?.align === "right";
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        header.column.getCanSort()
                          ? sorted === "asc"
                            ? "ascending"
                            : sorted === "desc"
                              ? "descending"
                              : "none"
                          : undefined
                      }
                      className={cn(
                        "sticky top-0 z-10 whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-4 last:pr-4",
                        right ? "text-right" : "text-left",
                        column?.headerClassName,
                        priorityClass(column),
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={() => header.column.toggleSorting()}
                          className={cn(
                            "-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-slate-200/60 hover:text-slate-900",
                            right && "flex-row-reverse",
                            sorted && "text-slate-900",
                          )}
                        >
                          {column?.header}
                          {sorted === "asc" ? (
                            <ArrowUp aria-hidden className="size-3.5" />
                          ) : sorted === "desc" ? (
                            <ArrowDown aria-hidden className="size-3.5" />
                          ) : (
                            <ChevronsUpDown aria-hidden className="size-3.5 text-slate-400" />
                          )}
                        </button>
                      ) : (
                        <span className="inline-flex items-center py-0.5">{column?.header}</span>
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={cn("transition-opacity", refreshing && "opacity-60")}>
            {query.isPending ? (
              Array.from({ length: Math.min(state.size, 10) }, (_, i) => (
                <tr key={`skeleton-${i}`} aria-hidden data-testid="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.id} className={cn("border-b border-slate-100 px-3 py-3 first:pl-4 last:pr-4", priorityClass(column))}>
                      <div
                        className={cn(
                          "h-4 animate-pulse rounded bg-slate-100",
                          column.align === "right" ? "ml-auto w-16" : i % 2 ? "w-24" : "w-32",
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))
            ) : loadError && rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10">
                  <div role="alert" className="flex flex-col items-center gap-2 text-center">
                    <CircleAlert aria-hidden className="size-8 text-red-500" strokeWidth={1.5} />
                    <p className="text-sm font-medium text-slate-800">{errorMessage}</p>
                    <p className="text-sm text-slate-500">{loadError instanceof ApiError ? loadError.message : "Something went wrong."}</p>
                    <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()} loading={query.isFetching}>
                      Try again
                    </Button>
                  </div>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount}>
                  <EmptyState
                    description={hasCriteria ? "Nothing matches the search and filters." : undefined}
                    action={
                      hasCriteria ? (
                        <Button variant="secondary" size="sm" onClick={clearCriteria}>
                          Clear filters
                        </Button>
                      ) : undefined
                    }
                  />
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const href = hrefFor(rowHref, row.original);
                return (
                  <tr
                    key={row.id}
                    className={cn("group", href && "cursor-pointer")}
                    onClick={
                      href
                        ? (event) => {
                            const target = event.target as HTMLElement;
                            if (target.closest("a, button, input, select, textarea") || window.getSelection()?.toString()) return;
                            announceNavigation();
                            router.push(href);
                          }
                        : undefined
                    }
                  >
                    {row.getAllCells().map((cell, cellIndex) => {
                      const column = columns[cellIndex];
                      const content = column.cell
                        ? column.cell(row.original)
                        : renderFormatted(cell.getValue(), row.original, column.format, userFormats);
                      return (
                        <td
                          key={cell.id}
                          className={cn(
                            "whitespace-nowrap border-b border-slate-100 px-3 py-2.5 align-middle text-slate-700 first:pl-4 last:pr-4 group-hover:bg-slate-50",
                            column.align === "right" && "text-right tabular-nums",
                            column.className,
                            priorityClass(column),
                          )}
                        >
                          {href && cellIndex === 0 ? (
                            <Link href={href} className="font-medium text-accent-700 hover:underline">
                              {content}
                            </Link>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <PageControls
        sizeId={sizeId}
        size={state.size}
        onSizeChange={(size) => table.setPageSize(size)}
        firstRow={firstRow}
        lastRow={lastRow}
        itemsCount={itemsCount}
        canPrevious={table.getCanPreviousPage() && !query.isPending}
        canNext={table.getCanNextPage() && !query.isPending}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
