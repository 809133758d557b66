import type { ReactNode } from "react";
import { cn } from "./cn";

/** Label-over-value pairs in two columns, for the details cards of records. */
export function DetailList({ items, className, ...props }: { items: [string, ReactNode][]; className?: string; "data-testid"?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2", className)} {...props}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
