import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { formatPercent } from "@/lib/format/money";

// The tables of the state fees page (the state fees, Kentucky's local premium taxes).

export const settingsTh =
  "sticky top-0 z-10 whitespace-nowrap border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600";
export const settingsTd = "border-b border-slate-100 px-4 py-2.5 align-baseline";
/** The cell of a row's "Edit" action. */
export const settingsActionTd = `${settingsTd} py-1.5 text-right align-middle`;
/** A fraction ("0.0494") as a percent with two or three decimals ("4.94%", "0.175%"). */
export const fractionAsPercent = (value: string) => formatPercent(value, { minDecimals: 2, maxDecimals: 3 });

export const noValue = <span className="text-slate-400">—</span>;

export type SettingsColumn = { title: string; align: "left" | "right" };

/**
 * One of the page's tables: its header row stays in view while the rows scroll inside the card,
 * and a last column, unnamed on screen, holds each row's "Edit" action. `empty` (EmptyState by
 * default) without rows.
 */
export function SettingsTable({
  label,
  columns,
  rowCount,
  className,
  empty,
  children,
}: {
  label: string;
  columns: SettingsColumn[];
  rowCount: number;
  className: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (rowCount === 0) return empty ?? <EmptyState />;
  return (
    <div className={`max-h-[calc(100dvh-13rem)] overflow-auto ${className}`}>
      <table aria-label={label} className="w-full border-separate border-spacing-0 text-sm text-slate-700">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col" className={`${settingsTh} ${c.align === "right" ? "text-right" : "text-left"}`}>
                {c.title}
              </th>
            ))}
            <th scope="col" className={`${settingsTh} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
