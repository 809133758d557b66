import "server-only";
import { db } from "@/server/db";

const EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type NearestStation = { id: string; name: string; state: string | null; latitude: number; longitude: number; distanceMiles: number };

type StationInfo = { id: string; name: string; state: string | null; latitude: number; longitude: number; elements: string[] };

/** Every station with its position and elements (a few hundred rows at most), read once per rating. */
export function loadStations(): Promise<StationInfo[]> {
  return db.weatherStation.findMany({ select: { id: true, name: true, state: true, latitude: true, longitude: true, elements: true } });
}

/** The nearest of the stations that has every GHCN element given, or null. */
export function nearestStation(
  stations: StationInfo[],
  point: { latitude: number; longitude: number },
  ghcnElements: string[],
): NearestStation | null {
  let best: NearestStation | null = null;
  for (const s of stations) {
    if (!ghcnElements.every((e) => s.elements.includes(e))) continue;
    const d = distanceMiles(point, s);
    if (!best || d < best.distanceMiles)
      best = { id: s.id, name: s.name, state: s.state, latitude: s.latitude, longitude: s.longitude, distanceMiles: d };
  }
  return best;
}
