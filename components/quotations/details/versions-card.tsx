import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/lib/format/date-time";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { formatMoney } from "@/lib/format/money";
import type { Formats } from "./quotation-overview";
import { QuotationStatusBadge } from "./status-badge";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";

const th = cardTableHead;
const td = cn(cardTableCell, "whitespace-nowrap");
// The card is two thirds of the page at 1280 px: the badges go under the version's name and a time
// may go under its date, so that every column, Created last, stays in view.
const when = cn(cardTableCell, "min-w-24 whitespace-normal");

/** Every version of the quotation, newest first; superseded ones are read-only. */
export function VersionsCard({ quotation, formats }: { quotation: QuotationDetailsDto; formats: Formats }) {
  const versions = [...quotation.versions].sort((a, b) => b.versionNumber - a.versionNumber);
  return (
    <Card data-testid="versions">
      <CardHeader title="Versions" />
      {versions.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={cardTableScroll}>
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Versions">
            <thead>
              <tr>
                <th scope="col" className={cn(th, "text-left")}>
                  Version
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Status
                </th>
                <th scope="col" className={cn(th, "text-right")}>
                  Premium
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Submitted
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Created
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => {
                const current = v.id === quotation.current.id;
                return (
                  <tr key={v.id} data-testid="version" aria-current={current || undefined}>
                    <th scope="row" className={cn(td, "text-left font-medium text-slate-900")}>
                      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                        Version {v.versionNumber}
                        {current && <Badge tone="open">Current</Badge>}
                        {v.readOnly && <Badge tone="closed">Read-only</Badge>}
                      </span>
                    </th>
                    <td className={td}>
                      <QuotationStatusBadge status={v.status} />
                    </td>
                    <td className={cn(td, "text-right tabular-nums")}>{formatMoney(v.premium)}</td>
                    <td className={when}>
                      {v.submittedAt ? formatDateTime(v.submittedAt, formats) : <span className="text-slate-400">—</span>}
                    </td>
                    <td className={when}>{formatDateTime(v.createdAt, formats)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
