import Link from "next/link";
import { CalendarCheck } from "lucide";
import { Card } from "@/components/ui/card";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import {
  DETERMINATION_SOURCE_LABELS,
  type DayWithoutDataDto as DayWithoutData,
  type DeterminationSourceName,
} from "@/lib/claims/claim-dto";
import { formatCalendarDate } from "@/lib/format/date-time";
import { PERIL_LABELS, type PerilName } from "@/lib/rater/perils";

const th = cn(cardTableHead, "whitespace-normal align-bottom text-left");
const td = cn(cardTableCell, "align-top");

/** A day whose perils an observer or the lightning report verifies: its values come with the report, not from a station. */
const reported = (day: DayWithoutData) => day.sources.some((s) => s !== "STATION");

/**
 * The covered days still without data (server/claims/list-days-without-data.ts): the policy and the
 * claim, the perils and where their values should come from; for a day an observer or the lightning
 * report verifies, how to enter it.
 */
export function DaysWithoutDataTable({ days, formats }: { days: DayWithoutData[]; formats: Formats }) {
  if (days.length === 0) {
    return (
      <Card>
        <EmptyState icon={CalendarCheck} title="Every covered day has its observations" />
      </Card>
    );
  }
  return (
    <Card>
      <div className={cardTableScroll}>
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Covered days without data">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Day
              </th>
              <th scope="col" className={th}>
                Policy
              </th>
              <th scope="col" className={th}>
                Perils without data
              </th>
              <th scope="col" className={th}>
                Source
              </th>
              <th scope="col" className={th}>
                Claim
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={`${day.policyId}-${day.date}`} data-testid="day-without-data" data-date={day.date}>
                <th scope="row" className={cn(td, "whitespace-nowrap text-left font-medium text-slate-900")}>
                  {formatCalendarDate(day.date, formats)}
                </th>
                <td className={cn(td, "min-w-40")}>
                  <Link href={`/policy/${day.policyId}`} className="font-mono text-xs text-accent-700 hover:underline">
                    {day.policyNumber}
                  </Link>
                  <span className="block text-slate-600">{day.insuredName}</span>
                </td>
                <td className={cn(td, "min-w-32")}>{day.perils.map((p) => PERIL_LABELS[p as PerilName] ?? p).join(", ")}</td>
                <td className={cn(td, "min-w-48")}>
                  {day.sources.map((s) => DETERMINATION_SOURCE_LABELS[s as DeterminationSourceName] ?? s).join(", ")}
                  {day.stations.length > 0 && (
                    <span className="block text-xs text-slate-500">{day.stations.map((s) => s.name).join(", ")}</span>
                  )}
                  {reported(day) && (
                    <span className="mt-1 block text-xs text-amber-800" data-testid="observer-hint">
                      {day.claimId
                        ? "Enter the observer report on the claim."
                        : "Notify the loss on the policy page, then enter the observer report on its claim."}
                    </span>
                  )}
                </td>
                <td className={cn(td, "whitespace-nowrap")}>
                  {day.claimId ? (
                    <Link href={`/claim/${day.claimId}`} className="font-medium text-accent-700 hover:underline">
                      Open claim
                    </Link>
                  ) : (
                    <span className="text-slate-500">No claim</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
