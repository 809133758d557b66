"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { observationDayValues, type ObservationDayValues, type ObservedDay } from "@/lib/weather/station-observations";
import { WeatherCsvUpload } from "./weather-csv-upload";
import { WeatherDayForm } from "./weather-day-form";
import { WeatherDaysTable } from "./weather-days-table";
import type { ObservationsSaved } from "./weather-save-outcome";
import { WEATHER_OBSERVATIONS_PATH } from "./weather-station-list";

/**
 * The chosen station's part of Settings › Weather observations: the CSV upload, the day form and
 * the stored days. The page's address holds the station, the last save's dates (`from`, `until`)
 * or the day the list ends at (`until`), so that a save reloads the list, from the server, ending
 * at the days it wrote.
 */
export function WeatherObservationsWorkspace({
  stationId,
  stationName,
  days,
  saved,
  until,
  dateFormat,
}: {
  stationId: string;
  stationName: string;
  days: ObservedDay[];
  saved: { from: string; until: string } | null;
  until: string | null;
  dateFormat: string;
}) {
  const router = useRouter();
  // The day being corrected; each Correct mounts the form afresh with its values.
  const [correcting, setCorrecting] = React.useState<{ values: ObservationDayValues; seq: number } | null>(null);

  const show = (query: Record<string, string>) => {
    const href = `${WEATHER_OBSERVATIONS_PATH}?${new URLSearchParams({ station: stationId, ...query })}`;
    if (`${window.location.pathname}${window.location.search}` === href) router.refresh();
    else router.replace(href, { scroll: false });
  };
  const onSaved = (result: ObservationsSaved) => show({ from: result.from, until: result.until });

  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <WeatherCsvUpload stationId={stationId} dateFormat={dateFormat} onSaved={onSaved} />
        <WeatherDayForm
          key={correcting?.seq ?? 0}
          stationId={stationId}
          stationName={stationName}
          dateFormat={dateFormat}
          initial={correcting?.values}
          focusOnMount={!!correcting}
          onSaved={onSaved}
        />
      </div>
      <WeatherDaysTable
        days={days}
        saved={saved}
        until={until}
        dateFormat={dateFormat}
        onCorrect={(day) => setCorrecting((now) => ({ values: observationDayValues(day), seq: (now?.seq ?? 0) + 1 }))}
        onShowUntil={(day) => show(day ? { until: day } : {})}
      />
    </div>
  );
}
