"use client";

import { Card, CardHeader } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDecimal } from "@/lib/format/money";
import { formatCalendarDate } from "@/lib/format/date-time";
import { MEASUREMENT_COLUMNS, RECENT_DAYS, type ObservedDay } from "@/lib/weather/station-observations";

const missing = (
  <>
    <span aria-hidden className="text-slate-400">
      —
    </span>
    <span className="sr-only">missing</span>
  </>
);

/**
 * A station's latest stored days (Settings › Weather observations), newest first, in the daily
 * files' units named in each column's header; the days of the last save marked. Each day has a
 * Correct button that puts its values in the day form; "Show days up to" lists older days.
 */
export function WeatherDaysTable({
  days,
  saved,
  until,
  dateFormat,
  onCorrect,
  onShowUntil,
}: {
  days: ObservedDay[];
  /** The dates of the last save, marked in the list. */
  saved: { from: string; until: string } | null;
  /** The last day asked for (null: the station's latest day). */
  until: string | null;
  dateFormat: string;
  onCorrect: (day: ObservedDay) => void;
  onShowUntil: (until: string | null) => void;
}) {
  const day = (value: string) => formatCalendarDate(value, { dateFormat });
  const upToText = until ? ` up to ${day(until)}` : "";
  const description =
    days.length === 0
      ? `At most the latest ${RECENT_DAYS} days, newest first.`
      : days.length === 1
        ? `The only day stored${upToText}.`
        : `The latest ${days.length} days stored${upToText}, newest first.`;

  return (
    <Card role="region" aria-labelledby="weather-days" data-testid="weather-days">
      <CardHeader title="Stored days" titleAs="h3" titleId="weather-days" description={description} />
      {(days.length > 0 || until) && (
        // Mounted afresh when the list's last day changes (a save moves it), so that the date shows it.
        <form
          key={until ?? ""}
          className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-4 py-3"
          onSubmit={(event) => {
            event.preventDefault();
            const asked = new FormData(event.currentTarget).get("until");
            onShowUntil(typeof asked === "string" && asked ? asked : null);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="days-until">Show days up to</Label>
            <Input id="days-until" type="date" min="1800-01-01" max="2099-12-31" name="until" defaultValue={until ?? ""} className="w-44" />
          </div>
          <Button type="submit" variant="secondary">
            Show
          </Button>
          {until && (
            <Button type="button" variant="ghost" onClick={() => onShowUntil(null)}>
              Latest days
            </Button>
          )}
        </form>
      )}
      {days.length === 0 ? (
        <EmptyState title={until ? `No days stored up to ${day(until)}` : "No days stored yet"} />
      ) : (
        <div className={cn(cardTableScroll, "rounded-b-md")}>
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Stored days">
            <thead>
              <tr>
                <th scope="col" className={cn(cardTableHead, "text-left align-bottom")}>
                  Date
                </th>
                {MEASUREMENT_COLUMNS.map((column) => (
                  <th key={column.name} scope="col" className={cn(cardTableHead, "whitespace-normal text-right align-bottom")}>
                    {column.heading}
                    <span className="block font-normal normal-case tracking-normal text-slate-500">{column.unit}</span>
                  </th>
                ))}
                <th scope="col" className={cn(cardTableHead, "text-left align-bottom")}>
                  Thunder
                  <span className="block font-normal normal-case tracking-normal text-slate-500">wt03</span>
                </th>
                <th scope="col" className={cardTableHead}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((observed) => {
                const justSaved = !!saved && observed.date >= saved.from && observed.date <= saved.until;
                return (
                  <tr key={observed.date} data-testid="weather-day" className={justSaved ? "bg-green-50/60" : undefined}>
                    <th scope="row" className={cn(cardTableCell, "whitespace-nowrap text-left font-medium tabular-nums text-slate-900")}>
                      {day(observed.date)}
                      {justSaved && (
                        <Badge tone="live" className="ml-2">
                          Saved
                        </Badge>
                      )}
                    </th>
                    {MEASUREMENT_COLUMNS.map((column) => {
                      const value = observed[column.name];
                      return (
                        <td
                          key={column.name}
                          className={cn(cardTableCell, "whitespace-nowrap text-right tabular-nums")}
                          data-column={column.name}
                        >
                          {value === null
                            ? missing
                            : `${formatDecimal(value, { minDecimals: column.decimals, maxDecimals: column.decimals })}`}
                        </td>
                      );
                    })}
                    <td className={cn(cardTableCell, "whitespace-nowrap")} data-column="wt03">
                      {observed.wt03 === null ? missing : observed.wt03 ? "Observed" : "Not reported"}
                    </td>
                    <td className={cn(cardTableCell, "py-1.5 text-right")}>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => onCorrect(observed)}
                        aria-label={`Correct ${day(observed.date)}`}
                      >
                        Correct
                      </Button>
                    </td>
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
