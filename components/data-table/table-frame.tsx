import * as React from "react";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import type { DataTableColumn } from "./cells";

// What the table shows before its rows can: the <table>, the header cells and the skeleton rows.
// The page's first load carries only these; ./table-view.tsx (TanStack Table, the cells) loads
// beside the list's first request and uses them too.

// The table is a size container (@container in ./data-table.tsx); these classes must stay literal for Tailwind.
const PRIORITY_CLASSES = { 1: "", 2: "hidden @2xl:table-cell", 3: "hidden @4xl:table-cell" } as const;
export const priorityClass = (column: { priority?: 1 | 2 | 3 } | undefined) => PRIORITY_CLASSES[column?.priority ?? 1];

export function Table({ label, busy, children }: { label?: string; busy: boolean; children: React.ReactNode }) {
  return (
    <table aria-label={label} aria-busy={busy || undefined} className="w-full border-separate border-spacing-0 text-sm">
      {children}
    </table>
  );
}

/** A column's header; a sortable one (with a `sortField`) is a button that `onSort` handles. */
export function ColumnHeader({
  column,
  sorted,
  onSort,
}: {
  column: DataTableColumn<never>;
  sorted: false | "asc" | "desc";
  onSort?: () => void;
}) {
  const right = column.align === "right";
  return (
    <th
      scope="col"
      aria-sort={column.sortField ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
      className={cn(
        "sticky top-0 z-10 whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-4 last:pr-4",
        right ? "text-right" : "text-left",
        column.headerClassName,
        priorityClass(column),
      )}
    >
      {column.sortField ? (
        <button
          type="button"
          onClick={onSort}
          className={cn(
            "-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-slate-200/60 hover:text-slate-900",
            right && "flex-row-reverse",
            sorted && "text-slate-900",
          )}
        >
          {column.header}
          {sorted === "asc" ? (
            <Icon node={ArrowUp} aria-hidden className="size-3.5" />
          ) : sorted === "desc" ? (
            <Icon node={ArrowDown} aria-hidden className="size-3.5" />
          ) : (
            <Icon node={ChevronsUpDown} aria-hidden className="size-3.5 text-slate-400" />
          )}
        </button>
      ) : (
        <span className="inline-flex items-center py-0.5">{column.header}</span>
      )}
    </th>
  );
}

export function SkeletonRows({ columns, count }: { columns: readonly DataTableColumn<never>[]; count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <tr key={`skeleton-${i}`} aria-hidden data-testid="skeleton-row">
      {columns.map((column) => (
        <td key={column.id} className={cn("border-b border-slate-100 px-3 py-3 first:pl-4 last:pr-4", priorityClass(column))}>
          <div
            className={cn("h-4 animate-pulse rounded bg-slate-100", column.align === "right" ? "ml-auto w-16" : i % 2 ? "w-24" : "w-32")}
          />
        </td>
      ))}
    </tr>
  ));
}
