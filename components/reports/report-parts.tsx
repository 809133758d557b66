import { ArrowDown, ArrowUp, ChevronsUpDown, Download } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { presetOf, presetRange, RANGE_PRESET_LABELS, RANGE_PRESETS } from "@/lib/reports/range-presets";

// The pieces the bordereaux pages share (premium and claims): a header cell that sorts, a figure of
// the totals summary, an export link and the range's date presets (also on the statistics page).

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

/**
 * The date presets of a report's range (D119): buttons that set From and Until at once, computed
 * on New York's day when pressed; the preset the range is now shows pressed.
 */
export function RangePresets({
  range,
  onChoose,
  className,
}: {
  /** The range shown, or null when none applies (the statistics' current year). */
  range: { from: string; until: string } | null;
  onChoose: (range: { from: string; until: string }) => void;
  className?: string;
}) {
  const current = range ? presetOf(range) : null;
  return (
    <div
      role="group"
      aria-label="Date presets"
      className={cn("flex flex-wrap items-center gap-1.5", className)}
      data-testid="range-presets"
    >
      {RANGE_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={current === preset}
          onClick={() => onChoose(presetRange(preset))}
          className={cn(
            "h-7 cursor-pointer rounded-full border px-3 text-xs font-medium transition-colors",
            current === preset
              ? "border-accent-600 bg-accent-50 text-accent-800"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-slate-900",
          )}
        >
          {RANGE_PRESET_LABELS[preset]}
        </button>
      ))}
    </div>
  );
}
