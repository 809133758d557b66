import * as React from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { DEFAULT_TIME_FORMAT, formatCalendarDate, formatDateTime } from "@/lib/format/date-time";
import {
  decimalString,
  formatMoney,
  formatPercent,
  formatPercentPoints,
  percentOf,
  sumDecimals,
  type NumberLike,
} from "@/lib/format/money";

// The columns of the data table and how a cell shows its value. Pages are server components, and
// functions cannot cross from a server component to the client table: columns therefore describe
// their cell with a serialisable `format`; a client caller may pass a `cell` function instead.

// TanStack's RowData; `any` so that DTO types without an index signature fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;

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

export type DataTableColumn<TRow = Row> = {
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

/** A link for each row: a function (client callers) or a template such as "/companies/{id}". */
export type RowHref<TRow = Row> = ((row: TRow) => string | null | undefined) | string;

export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split(".")) {
    if (value === null || value === undefined || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function columnValue(row: unknown, column: DataTableColumn<never>): unknown {
  if (!column.accessor) return undefined;
  if (typeof column.accessor === "string") return valueAt(row, column.accessor);
  const parts = column.accessor.map((path) => valueAt(row, path)).filter((v) => v !== null && v !== undefined && v !== "");
  return parts.length ? parts.join(column.separator ?? " ") : null;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === "";
const dash = <span className="text-slate-400">—</span>;

export type UserFormats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

/** Whether a percent (a decimal string) is at least `threshold`, exactly. */
const atLeast = (percent: string, threshold: string) => !sumDecimals([percent], [threshold])!.startsWith("-");

/** The share of `total` that `used` takes, as a bar and a percent with one decimal (exact decimals). */
function UsageBar({ used, total }: { used: string; total: string }) {
  // 20 decimals of the percent decide the colour, exactly for any amount of fewer digits than that.
  const [percent, width, precise] = [1, 2, 20].map((decimals) => percentOf(used, total, decimals) ?? "0");
  const shown = formatPercentPoints(percent, { minDecimals: 0, maxDecimals: 1 });
  const tone = atLeast(precise, "100") ? "bg-red-500" : atLeast(precise, "80") ? "bg-amber-500" : "bg-accent-500";
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label="Capacity used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, Number(percent))}
        aria-valuetext={`${shown} used`}
        className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full", tone)} style={{ width: `${atLeast(width, "100") ? "100.00" : width}%` }} />
      </div>
      <span className="w-12 text-right text-xs tabular-nums text-slate-600">{shown}</span>
    </div>
  );
}

export function renderFormatted(value: unknown, row: unknown, format: CellFormat | undefined, user: UserFormats): React.ReactNode {
  if (format?.kind === "usage") {
    const used = decimalString(value as NumberLike);
    const total = decimalString(valueAt(row, format.total) as NumberLike);
    return used && total ? <UsageBar used={used} total={total} /> : dash;
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

export function hrefFor<TRow>(rowHref: RowHref<TRow> | undefined, row: TRow): string | null {
  if (!rowHref) return null;
  if (typeof rowHref === "function") return rowHref(row) ?? null;
  return rowHref.replace(/\{([\w.]+)\}/g, (_, path: string) => encodeURIComponent(String(valueAt(row, path) ?? "")));
}
