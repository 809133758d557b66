"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useAuth } from "@/components/auth/auth-provider";
import { announceNavigation } from "@/components/shell/navigation-progress";
import { Button } from "@/components/ui/button";
import { LoadErrorRow } from "@/components/ui/load-error-row";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { columnValue, hrefFor, renderFormatted, valueAt, type DataTableColumn, type Row, type RowHref, type UserFormats } from "./cells";
import type { ListSort } from "./list-state";
import { ColumnHeader, priorityClass, SkeletonRows, Table } from "./table-frame";

// The table itself, loaded beside the list's first request (./data-table.tsx shows ./table-frame.tsx
// until it is there). TanStack Table owns the column model and the sort cycle; the server owns the
// rows (manual sorting, and paging in ./pagination.tsx), and the URL owns the state.

const features = tableFeatures({ rowSortingFeature });

export type DataTableViewProps = {
  /** Columns of any row type: the table only hands each column rows of its own list. */
  columns: readonly DataTableColumn<never>[];
  rows: Row[];
  /** The sorted column (by id) and its direction. */
  sort: { columnId: string; desc: boolean } | null;
  /** A header asks for a sort; null asks for none (the server's default). */
  onSortChange: (sort: ListSort | null) => void;
  rowHref?: RowHref<never>;
  rowKey: string;
  label?: string;
  /** A request is under way. */
  fetching: boolean;
  /** No rows yet: the first request is under way. */
  pending: boolean;
  skeletonCount: number;
  loadError: unknown;
  errorMessage: string;
  onRetry: () => void;
  hasCriteria: boolean;
  onClear: () => void;
};

export function DataTableView({
  columns,
  rows,
  sort,
  onSortChange,
  rowHref,
  rowKey,
  label,
  fetching,
  pending,
  skeletonCount,
  loadError,
  errorMessage,
  onRetry,
  hasCriteria,
  onClear,
}: DataTableViewProps) {
  const router = useRouter();
  const { user } = useAuth();
  const userFormats = React.useMemo<UserFormats>(
    () => ({ timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat }),
    [user?.timeZone, user?.dateFormat, user?.timeFormat],
  );

  const columnDefs = React.useMemo<ColumnDef<typeof features, Row, unknown>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => columnValue(row, column),
        enableSorting: Boolean(column.sortField),
        sortDescFirst: false,
      })),
    [columns],
  );
  const sorting = React.useMemo<SortingState>(() => (sort ? [{ id: sort.columnId, desc: sort.desc }] : []), [sort]);

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0];
    const field = next ? columns.find((c) => c.id === next.id)?.sortField : undefined;
    onSortChange(field ? { field, direction: next?.desc ? "desc" : "asc" } : null);
  };

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    getRowId: (row: Row, index: number) => String(valueAt(row, rowKey) ?? index),
  });

  const refreshing = fetching && !pending;
  return (
    <Table label={label} busy={fetching}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header, index) => (
              <ColumnHeader
                key={header.id}
                column={columns[index]}
                sorted={header.column.getIsSorted()}
                onSort={() => header.column.toggleSorting()}
              />
            ))}
          </tr>
        ))}
      </thead>
      <tbody className={cn("transition-opacity", refreshing && "opacity-60")}>
        {pending ? (
          <SkeletonRows columns={columns} count={skeletonCount} />
        ) : loadError && rows.length === 0 ? (
          <LoadErrorRow colSpan={columns.length} message={errorMessage} error={loadError} onRetry={onRetry} retrying={fetching} />
        ) : rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>
              <EmptyState
                description={hasCriteria ? "Nothing matches the search and filters." : undefined}
                action={
                  hasCriteria ? (
                    <Button variant="secondary" size="sm" onClick={onClear}>
                      Clear filters
                    </Button>
                  ) : undefined
                }
              />
            </td>
          </tr>
        ) : (
          table.getRowModel().rows.map((row) => {
            // A column's `cell` and the row link take rows of the list the columns were written for.
            const original = row.original as never;
            const href = hrefFor(rowHref, original);
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
                    ? column.cell(original)
                    : renderFormatted(cell.getValue(), original, column.format, userFormats);
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
    </Table>
  );
}
