import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Forbidden } from "@/components/shell/forbidden";
import { WeatherObservationsWorkspace } from "@/components/settings/weather-observations-workspace";
import { WeatherStationList } from "@/components/settings/weather-station-list";
import { isValidIsoDate } from "@/lib/format/calendar-day";
import { formatStationName } from "@/lib/format/station-name";
import { pageAccess } from "@/server/auth/page-guard";
import { listWeatherStations } from "@/server/weather/list-weather-stations";
import { recentStationObservations } from "@/server/weather/recent-station-observations";

export const metadata = { title: "Weather observations" };

const isoDay = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValidIsoDate(value) ? value : null);

/**
 * Settings › Weather observations (admins): add or correct a station's daily observations by CSV
 * or by hand (docs/claims.md). `?station=` chooses the station; `until` ends its list of days
 * there, and `from` with `until` marks the days of the last save.
 */
export default async function WeatherObservationsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { actor, allowed } = await pageAccess("create", "WeatherObservation");
  if (!allowed) return <Forbidden />;
  const params = await searchParams;
  const stations = await listWeatherStations(actor);
  const station = stations.find((s) => s.id === params.station) ?? null;
  const until = isoDay(params.until);
  const from = isoDay(params.from);
  const saved = from && until && from <= until ? { from, until } : null;
  const days = station ? await recentStationObservations(actor, station.id, { until: until ?? undefined }) : [];
  const name = station ? formatStationName(station.name) : "";

  return (
    <div className="space-y-6">
      <PageHeader
        title="Weather observations"
        description="Add or correct a weather station's daily observations when its record is late or wrong. A save determines at once the covered days of the policies verified at that station."
      />
      <WeatherStationList stations={stations} selectedId={station?.id ?? null} dateFormat={actor.dateFormat} />
      {station ? (
        <section aria-labelledby="weather-station" className="space-y-4">
          <h2 id="weather-station" className="text-base font-semibold text-slate-900">
            {name}{" "}
            <span className="font-normal text-slate-600">
              ({station.id}
              {station.state ? `, ${station.state}` : ""})
            </span>
          </h2>
          <WeatherObservationsWorkspace
            key={station.id}
            stationId={station.id}
            stationName={name}
            days={days}
            saved={saved}
            until={until}
            dateFormat={actor.dateFormat}
          />
        </section>
      ) : (
        <Card>
          <EmptyState
            title={params.station ? `There is no station ${params.station.slice(0, 60)}` : "No station chosen"}
            description="Choose a station above to upload its days or enter one by hand."
          />
        </Card>
      )}
    </div>
  );
}
