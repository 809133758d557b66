import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "./card";
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

/** The value of a detail that is not known. */
export const detailDash = <span className="font-normal text-slate-400">—</span>;

/** The value, or a dash when it is empty. */
export const orDash = (value: ReactNode) => (value === null || value === undefined || value === "" ? detailDash : value);

/** Several lines in one detail (an address); a dash when there are none. */
export function DetailLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return detailDash;
  return (
    <>
      {lines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </>
  );
}

/** A card of label-over-value pairs: the details cards of quotations and policies. */
export function DetailCard({
  title,
  items,
  testId,
  oneColumn = false,
  description,
}: {
  title: string;
  items: [string, ReactNode][];
  testId?: string;
  oneColumn?: boolean;
  description?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader title={title} description={description} />
      <CardBody>
        <DetailList items={items} className={oneColumn ? "sm:grid-cols-1" : undefined} />
      </CardBody>
    </Card>
  );
}
