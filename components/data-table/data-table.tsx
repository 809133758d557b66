"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
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
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert } from "lucide-react";
import type { z } from "zod";
import { ApiError, callApi } from "@/lib/api/client";
import type { ApiOperation } from "@/lib/api/operation";
import { useAuth } from "@/components/auth/auth-provider";
import { announceNavigation } from "@/components/shell/navigation-progress";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import {
  columnValue,
  hrefFor,
  priorityClass,
  renderFormatted,
  valueAt,
  type DataTableColumn,
  type Row,
  type RowHref,
  type UserFormats,
} from "./cells";
import { listQueryKey, useListState, type DataTableFilter } from "./list-state";
import { Pagination } from "./pagination";
import { DataTableToolbar } from "./toolbar";

export type { CellFormat, DataTableColumn } from "./cells";
export type { DataTableDateRangeFilter, DataTableFilter, DataTableSelectFilter } from "./list-state";
export { listQueryKey } from "./list-state";

// The reusable list table (DESIGN.md §3, §10): server-side pagination, sorting, search and filters
// through the list query of the API, with its state in the page's URL (./list-state.ts). The
// columns and their cells are in ./cells.tsx, the search and filters in ./toolbar.tsx, the footer
// in ./pagination.tsx.

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

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const EMPTY_ROWS: never[] = [];

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
  // TanStack's rows must be objects; the response schema of a list describes objects.
  type TRow = ListRow<O> & Row;
  const router = useRouter();
  const { user } = useAuth();
  const userFormats = React.useMemo<UserFormats>(
    () => ({ timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat }),
    [user?.timeZone, user?.dateFormat, user?.timeFormat],
  );

  const sortFields = React.useMemo(() => new Set(columns.flatMap((c) => (c.sortField ? [c.sortField] : []))), [columns]);
  const list = useListState({ sortFields, searchFields, filters, defaultSort, timeZone: user?.timeZone });
  const { state, effectiveSort, listQuery, setPageIndex } = list;

  const query = useQuery({
    queryKey: [...listQueryKey(operation), listQuery],
    // Typed as the constraint: TypeScript cannot resolve callApi's input for a generic operation.
    queryFn: ({ signal }) => callApi<ListOperation>(operation, { list: listQuery, signal }),
    placeholderData: keepPreviousData,
  });
  // ListOperation's rows are `unknown`; the rows of O are its response schema's output.
  const rows: TRow[] = (query.data?.data as TRow[] | undefined) ?? EMPTY_ROWS;
  const itemsCount = query.data?.metadata.pagination.itemsCount ?? 0;

  // A page beyond the end (the list shrank, or an edited URL) moves to the last page.
  const lastPage = Math.max(1, Math.ceil(itemsCount / state.size));
  React.useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && state.index > lastPage) setPageIndex(lastPage);
  }, [query.isSuccess, query.isPlaceholderData, state.index, lastPage, setPageIndex]);

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
    list.setSort(field ? { field, direction: next?.desc ? "desc" : "asc" } : null);
  };
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, paginationState);
    if (next.pageSize !== paginationState.pageSize) list.setPageSize(next.pageSize);
    else setPageIndex(next.pageIndex + 1);
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

  const { hasCriteria, clearCriteria } = list;
  const columnCount = columns.length;
  const refreshing = query.isFetching && !query.isPending;
  const loadError = query.isError ? query.error : null;

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

      <Pagination
        index={state.index}
        size={state.size}
        itemsCount={itemsCount}
        busy={query.isPending}
        onPageChange={(index) => table.setPageIndex(index - 1)}
        onSizeChange={(size) => table.setPageSize(size)}
      />
    </div>
  );
}
