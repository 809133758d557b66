import { ArrowDown, ArrowUp, ChevronsUpDown, Download } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

// The pieces the bordereaux pages share (premium and claims): a header cell that sorts, a figure of
// the totals summary and an export link.

/** A column header of a report table; a sortable one is a button that turns the sort. */
export function ReportHeaderCell({
  header,
  right,
  sorted,
  onSort,
}: {
  header: string;
  right: boolean;
  /** The column's sort now: null when sortable and not sorted, undefined when not sortable. */
  sorted: "asc" | "desc" | null | undefined;
  onSort?: () => void;
}) {
  const sortable = sorted !== undefined && onSort;
  return (
    <th
      scope="col"
      aria-sort={sortable ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
      className={cn(
        "sticky top-0 z-10 whitespace-nowrap border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-4 last:pr-4",
        right ? "text-right" : "text-left",
      )}
    >
      {sortable ? (
        <button
          type="button"
          onClick={onSort}
          className={cn(
            "-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-slate-200/60 hover:text-slate-900",
            right && "flex-row-reverse",
            sorted && "text-slate-900",
          )}
        >
          {header}
          {sorted === "asc" ? (
            <Icon node={ArrowUp} aria-hidden className="size-3.5" />
          ) : sorted === "desc" ? (
            <Icon node={ArrowDown} aria-hidden className="size-3.5" />
          ) : (
            <Icon node={ChevronsUpDown} aria-hidden className="size-3.5 text-slate-400" />
          )}
        </button>
      ) : (
        header
      )}
    </th>
  );
}

/** One figure of a report's totals summary. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

/** The link of an export (a download), shown disabled while the range is not valid. */
export function ExportLink({ href, disabled, label }: { href: string; disabled: boolean; label: string }) {
  if (disabled) {
    return (
      <Button variant="secondary" size="md" disabled>
        <Icon node={Download} aria-hidden />
        {label}
      </Button>
    );
  }
  return (
    <a href={href} download className={buttonClasses({ variant: "secondary", size: "md" })}>
      <Icon node={Download} aria-hidden />
      {label}
    </a>
  );
}
