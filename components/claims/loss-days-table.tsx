import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { cardTableCell, cardTableHead } from "@/components/ui/card-table";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { DETERMINATION_SOURCE_LABELS, type LossDayDto } from "@/lib/claims/claim-dto";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { PERIL_LABELS, PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import { DeterminationResultBadge } from "./claim-badges";

// The loss days of a claim or a policy (docs/claims.md): each covered day with every insured
// peril's determination, the observed value beside the threshold in the threshold's unit, the
// result, where the value came from, and what the day pays. The day and its amount span the
// day's peril rows.

// Seven columns: a little less room between them than the other card tables, so that they fit 768 px.
const th = cn(cardTableHead, "whitespace-normal px-2 align-bottom");
const td = cn(cardTableCell, "px-2 align-top");
// The peril's cells: a day's second peril row starts with them (the day spans its rows), and they keep to the column.
const inner = cn(td, "first:pl-2 last:pr-2");
const num = "text-right tabular-nums whitespace-nowrap";

type Day = LossDayDto & { claimId?: number | null };

/** "≥ 0.5 in", "≤ 32 °F": the threshold with the side of the comparison the rule makes. */
export function thresholdText(day: Pick<LossDayDto, "peril" | "threshold" | "unit">): string {
  if (day.peril === "lightning") return "Within 6 miles";
  if (day.peril === "adverseWeather") return "Any rated peril";
  if (day.threshold === null) return "—";
  const side = day.peril === "minimumTemperature" ? "≤" : "≥";
  // A day still without data may have been written without its unit: the threshold's unit is the peril's.
  const unit = day.unit ?? PERIL_THRESHOLD_UNITS[day.peril as PerilName];
  return `${side} ${day.threshold}${unit ? ` ${unit}` : ""}`;
}

/** The observed value in the threshold's unit, or what was reported in words; a dash without data. */
export function observedText(day: Pick<LossDayDto, "observed" | "unit" | "detail" | "result">): string {
  if (day.result === "NO_DATA") return "—";
  if (day.observed !== null) return `${day.observed}${day.unit ? ` ${day.unit}` : ""}`;
  return day.detail ?? "—";
}

export function LossDaysTable({
  lossDays,
  dayAmounts,
  formats,
  label,
  claims,
}: {
  lossDays: Day[];
  dayAmounts: { date: string; amount: string }[];
  formats: Formats;
  /** The table's accessible name. */
  label: string;
  /** On the policy page: the claims the days belong to, linked under each day. */
  claims?: { id: number; claimNumber: string }[];
}) {
  const days = new Map<string, Day[]>();
  for (const row of lossDays) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  const amountOf = new Map(dayAmounts.map((d) => [d.date, d.amount]));
  const claimOf = new Map((claims ?? []).map((c) => [c.id, c]));

  return (
    <table className="w-full border-separate border-spacing-0 text-sm" aria-label={label} data-testid="loss-days">
      <thead>
        <tr>
          <th scope="col" className={cn(th, "text-left")}>
            Day
          </th>
          <th scope="col" className={cn(th, "text-left")}>
            Peril
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Observed
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Threshold
          </th>
          <th scope="col" className={cn(th, "text-left")}>
            Result
          </th>
          <th scope="col" className={cn(th, "text-left")}>
            Source
          </th>
          <th scope="col" className={cn(th, "text-right")}>
            Day pays
          </th>
        </tr>
      </thead>
      {[...days].map(([date, perils]) => {
        const claim = perils[0].claimId ? claimOf.get(perils[0].claimId) : undefined;
        const amount = amountOf.get(date);
        return (
          <tbody key={date} data-testid="loss-day" data-date={date}>
            {perils.map((p, i) => (
              <tr key={p.peril} data-testid="loss-day-peril" data-peril={p.peril} data-result={p.result}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={perils.length} className={cn(td, "whitespace-nowrap text-left font-medium text-slate-900")}>
                    {formatCalendarDate(date, formats)}
                    {claim && (
                      <Link
                        href={`/claim/${claim.id}`}
                        className="block text-xs font-normal text-accent-700 hover:underline"
                        aria-label={`Claim ${claim.claimNumber}`}
                      >
                        Claim {claim.claimNumber.split("-").at(-1)}
                      </Link>
                    )}
                  </th>
                )}
                <td className={cn(inner, "min-w-24")}>{PERIL_LABELS[p.peril as PerilName]}</td>
                <td className={cn(inner, "text-right", p.observed !== null && "tabular-nums whitespace-nowrap")} data-testid="observed">
                  {p.result === "NO_DATA" ? (
                    <span className="text-slate-500">
                      <span aria-hidden>—</span>
                      <span className="sr-only">No observation</span>
                    </span>
                  ) : (
                    observedText(p)
                  )}
                </td>
                <td className={cn(inner, num)} data-testid="threshold">
                  {thresholdText(p)}
                </td>
                <td className={inner}>
                  <DeterminationResultBadge result={p.result} />
                </td>
                <td className={cn(inner, "min-w-28")}>
                  {DETERMINATION_SOURCE_LABELS[p.source]}
                  {p.station && <span className="block text-xs text-slate-500">{p.station.name}</span>}
                </td>
                {i === 0 && (
                  <td rowSpan={perils.length} className={cn(td, num, "font-medium text-slate-900")} data-testid="day-amount">
                    {amount === undefined ? "—" : formatMoney(amount)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        );
      })}
    </table>
  );
}
