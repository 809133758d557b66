import Link from "next/link";
import { Check } from "lucide";
import { Card, CardHeader } from "@/components/ui/card";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/ui/icon";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatStationName } from "@/lib/format/station-name";
import type { WeatherStationSummary } from "@/lib/weather/station-observations";

export const WEATHER_OBSERVATIONS_PATH = "/settings/weather-observations";

/**
 * The stations of the database (Settings › Weather observations), each a link that chooses it: its
 * name as people read it, id, state and the first and last day its observations hold. A long
 * list scrolls inside the card with its header in view.
 */
export function WeatherStationList({
  stations,
  selectedId,
  dateFormat,
}: {
  stations: WeatherStationSummary[];
  selectedId: string | null;
  dateFormat: string;
}) {
  const day = (value: string | null) => (value ? formatCalendarDate(value, { dateFormat }) : <span className="text-slate-500">None</span>);
  return (
    <Card role="region" aria-labelledby="weather-stations">
      <CardHeader
        title="Stations"
        titleId="weather-stations"
        description="Choose the station whose days you add or correct. The dates are the first and last day its observations hold."
      />
      {stations.length === 0 ? (
        <EmptyState title="No weather stations" description="Stations are added by the import of the weather data." />
      ) : (
        <div className={cn(cardTableScroll, "max-h-72 overflow-y-auto rounded-b-md")}>
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Weather stations">
            <thead className="sticky top-0 z-10">
              <tr>
                <th scope="col" className={cn(cardTableHead, "text-left")}>
                  Station
                </th>
                <th scope="col" className={cn(cardTableHead, "text-left")}>
                  ID
                </th>
                <th scope="col" className={cn(cardTableHead, "text-left")}>
                  State
                </th>
                <th scope="col" className={cn(cardTableHead, "text-right")}>
                  First observation
                </th>
                <th scope="col" className={cn(cardTableHead, "text-right")}>
                  Last observation
                </th>
              </tr>
            </thead>
            <tbody>
              {stations.map((station) => {
                const selected = station.id === selectedId;
                return (
                  <tr key={station.id} data-testid="weather-station" className={selected ? "bg-accent-50" : "hover:bg-slate-50"}>
                    <th scope="row" className={cn(cardTableCell, "text-left font-medium")}>
                      <Link
                        href={`${WEATHER_OBSERVATIONS_PATH}?station=${encodeURIComponent(station.id)}`}
                        aria-current={selected ? "true" : undefined}
                        className="inline-flex items-center gap-1.5 rounded-sm text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 aria-[current=true]:text-slate-900"
                      >
                        {selected && <Icon node={Check} aria-hidden className="size-4 text-accent-700" />}
                        {formatStationName(station.name)}
                      </Link>
                    </th>
                    <td className={cn(cardTableCell, "whitespace-nowrap font-mono text-xs")}>{station.id}</td>
                    <td className={cardTableCell}>{station.state ?? <span className="text-slate-500">—</span>}</td>
                    <td className={cn(cardTableCell, "whitespace-nowrap text-right tabular-nums")}>{day(station.firstObservation)}</td>
                    <td className={cn(cardTableCell, "whitespace-nowrap text-right tabular-nums")}>{day(station.lastObservation)}</td>
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
