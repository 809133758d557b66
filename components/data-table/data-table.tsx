"use client";

import * as React from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "@/lib/api/client";
import type { ApiOperation } from "@/lib/api/operation";
import { useAuth } from "@/components/auth/auth-provider";
import type { DataTableColumn, Row, RowHref } from "./cells";
import { listQueryKey, useListState, type DataTableFilter } from "./list-state";
import { Pagination } from "./pagination";
import { ColumnHeader, SkeletonRows, Table } from "./table-frame";
import { DataTableToolbar } from "./toolbar";

export type { CellFormat, DataTableColumn } from "./cells";
export type { DataTableDateRangeFilter, DataTableFilter, DataTableSelectFilter } from "./list-state";
export { listQueryKey } from "./list-state";

// The reusable list table (DESIGN.md §3, §10): server-side pagination, sorting, search and filters
// through the list query of the API, with its state in the page's URL (./list-state.ts). The
// columns and their cells are in ./cells.tsx, the search and filters in ./toolbar.tsx, the footer
// in ./pagination.tsx, the table itself in ./table-view.tsx.

/** A paged list the table can call as it is: no path parameters, no named query fields. */
export type ListOperation = ApiOperation & {
  method: "get";
  list: true;
  response: z.ZodType;
  params?: undefined;
  query?: undefined;
};

/** A row of the list: the operation's response schema, as the wire carries it. */
export type ListRow<O extends ListOperation> = z.output<O["response"]>;

export type DataTableProps<O extends ListOperation> = {
  /** The list's description from lib/api/operations, e.g. `companiesApi.listCompanies`. */
  operation: O;
  columns: readonly DataTableColumn<ListRow<O>>[];
  /** Fields the search box looks in, or-ed with `like`. Without them there is no search box. */
  searchFields?: readonly string[];
  searchPlaceholder?: string;
  filters?: readonly DataTableFilter[];
  /** The sort the server applies when none is chosen, so that the header shows it. */
  defaultSort?: { field: string; direction: "asc" | "desc" };
  /** A link for each row: a function (client callers) or a template such as "/companies/{id}". */
  rowHref?: RowHref<ListRow<O>>;
  /** The table's accessible name, e.g. "Companies". */
  label?: string;
  /** Shown when the list cannot be loaded (spec §8 wording, e.g. "Could not fetch company data"). */
  errorMessage?: string;
  /** How a row is identified (default its `id`). */
  rowKey?: string;
};

const EMPTY_ROWS: never[] = [];

// Off the first load: the rows cannot show before the list's first request answers, and the table
// (TanStack Table, the cells and their formats) loads beside that request.
const DataTableView = React.lazy(() => import("./table-view").then((m) => ({ default: m.DataTableView })));

/**
 * The table is a client component: a server page cannot pass it a description (schemas are not
 * serialisable), so each list has a small client component that does (e.g. PolicyListTable).
 */
export function DataTable<O extends ListOperation>({
  operation,
  columns,
  searchFields = [],
  searchPlaceholder = "Search",
  filters = [],
  defaultSort,
  rowHref,
  label,
  errorMessage = "Could not fetch data",
  rowKey = "id",
}: DataTableProps<O>) {
  const { user } = useAuth();
  const sortFields = React.useMemo(() => new Set(columns.flatMap((c) => (c.sortField ? [c.sortField] : []))), [columns]);
  const list = useListState({ sortFields, searchFields, filters, defaultSort, timeZone: user?.timeZone });
  const { state, effectiveSort, listQuery, setPageIndex } = list;

  const query = useQuery({
    queryKey: [...listQueryKey(operation), listQuery],
    // Typed as the constraint: TypeScript cannot resolve callApi's input for a generic operation.
    queryFn: ({ signal }) => callApi<ListOperation>(operation, { list: listQuery, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = (query.data?.data as Row[] | undefined) ?? EMPTY_ROWS;
  const itemsCount = query.data?.metadata.pagination.itemsCount ?? 0;

  // A page beyond the end (the list shrank, or an edited URL) moves to the last page.
  const lastPage = Math.max(1, Math.ceil(itemsCount / state.size));
  React.useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && state.index > lastPage) setPageIndex(lastPage);
  }, [query.isSuccess, query.isPlaceholderData, state.index, lastPage, setPageIndex]);

  const sortColumnId = effectiveSort ? columns.find((c) => c.sortField === effectiveSort.field)?.id : undefined;
  const sortDesc = effectiveSort?.direction === "desc";
  const sort = React.useMemo(() => (sortColumnId ? { columnId: sortColumnId, desc: sortDesc } : null), [sortColumnId, sortDesc]);
  const skeletonCount = Math.min(state.size, 10);

  const { hasCriteria, clearCriteria } = list;
  const refreshing = query.isFetching && !query.isPending;

  return (
    <div className="@container rounded-md border border-slate-200 bg-white shadow-xs">
      {(searchFields.length > 0 || filters.length > 0) && (
        <DataTableToolbar
          showSearch={searchFields.length > 0}
          searchPlaceholder={searchPlaceholder}
          searchText={list.searchText}
          onSearchTextChange={list.setSearchText}
          filters={filters}
          filterValues={state.filterValues}
          onFilterChange={list.setFilterParam}
          refreshing={refreshing}
          hasCriteria={hasCriteria}
          onClear={clearCriteria}
        />
      )}

      {/* relative: nothing positioned inside (screen-reader text) may reach out of the scrolling box. */}
      <div className="relative max-h-[calc(100dvh-16rem)] min-h-40 overflow-auto">
        {/* The server renders the table itself; the fallback shows only on a client navigation before
            its code is there: the same header and skeleton rows as while the first request runs. */}
        <React.Suspense
          fallback={
            <Table label={label} busy={query.isFetching}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <ColumnHeader key={column.id} column={column} sorted={column.id === sort?.columnId && (sort.desc ? "desc" : "asc")} />
                  ))}
                </tr>
              </thead>
              <tbody className="transition-opacity">
                <SkeletonRows columns={columns} count={skeletonCount} />
              </tbody>
            </Table>
          }
        >
          <DataTableView
            columns={columns}
            rows={rows}
            sort={sort}
            onSortChange={list.setSort}
            rowHref={rowHref}
            rowKey={rowKey}
            label={label}
            fetching={query.isFetching}
            pending={query.isPending}
            skeletonCount={skeletonCount}
            loadError={query.isError ? query.error : null}
            errorMessage={errorMessage}
            onRetry={() => void query.refetch()}
            hasCriteria={hasCriteria}
            onClear={clearCriteria}
          />
        </React.Suspense>
      </div>

      <Pagination
        index={state.index}
        size={state.size}
        itemsCount={itemsCount}
        busy={query.isPending}
        onPageChange={setPageIndex}
        onSizeChange={list.setPageSize}
      />
    </div>
  );
}
