import "server-only";
import { performance } from "node:perf_hooks";
import type { AppConfig, Location } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { APP_CONFIG_FINGERPRINT, getAppConfigFor } from "@/server/settings/get-app-config";
import { buildStationHistory, type StationHistory } from "./station-history";

// What a rating reads, held per process (D56, D57): the configuration, the stations, the ZIP codes
// rated so far and each used station's whole history as columns. A check reads two fingerprints
// in one small query (the md5 of the AppConfig row, and the md5 of every station's id and history
// version); the cached configuration and station list are used while they are unchanged, and a
// station's columns while its history version is the one of the list. Writes of a station's
// history raise its version in their own transaction (save-observations.ts). A rating relies on a
// check begun at most `checkEveryMs` (200 ms) before it, so an instance rates on what was committed
// by then, whichever instance wrote it.

export type CachedStation = {
  id: string;
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
  elements: string[];
  historyVersion: number;
  fetchedAt: Date | null;
  fetchedFrom: Date | null;
};

export type RaterSnapshot = { config: AppConfig; stations: CachedStation[] };

/** At most this many stations' histories are kept (about 0.2–0.6 MB each); the least recently used goes first. */
const MAX_HISTORIES = 128;
/** ZIP codes kept (a few hundred bytes each). Locations are reference data, loaded by the seed and never changed. */
const MAX_LOCATIONS = 20_000;

type CacheState = {
  databaseUrl?: string;
  stations?: { fingerprint: string; stations: CachedStation[] };
  lastCheck?: { startedAt: number; snapshot: Promise<RaterSnapshot> };
  checkEveryMs: number;
  histories: Map<string, { version: number; history: Promise<StationHistory> }>;
  locations: Map<string, Location>;
};

// One per process, even if the bundler gives several routes their own copy of this module.
const holder = globalThis as unknown as { __portalRaterCache?: CacheState };
const cache: CacheState = (holder.__portalRaterCache ??= { checkEveryMs: 200, histories: new Map(), locations: new Map() });
const { histories, locations } = cache;

/** Forgets everything this process holds (tests and the benchmark use it to play a fresh instance). */
export function resetRaterCache(): void {
  cache.lastCheck = undefined;
  cache.stations = undefined;
  histories.clear();
  locations.clear();
}

function sameDatabase() {
  const url = env().DATABASE_URL;
  if (url !== cache.databaseUrl) {
    resetRaterCache();
    cache.databaseUrl = url;
  }
}

/**
 * How old the check a rating relies on may be (D57): a rating uses the fingerprints of a check
 * that began at most this many milliseconds before it (0: a check of its own). Ratings in a burst
 * share one check; a quiet instance checks on its next rating.
 */
export function setRaterCheckInterval(ms: number): void {
  cache.checkEveryMs = ms;
  cache.lastCheck = undefined;
}

/** Makes the next rating check again (this process has just committed a write of weather history). */
export function forgetRaterCheck(): void {
  cache.lastCheck = undefined;
}

/** The configuration and stations, checked against the database at most `checkEveryMs` before now. */
export function raterSnapshot(): Promise<RaterSnapshot> {
  sameDatabase();
  const now = performance.now();
  if (cache.lastCheck && now - cache.lastCheck.startedAt < cache.checkEveryMs) return cache.lastCheck.snapshot;
  const snapshot = checkSnapshot();
  const check = { startedAt: now, snapshot };
  cache.lastCheck = check;
  snapshot.catch(() => {
    if (cache.lastCheck === check) cache.lastCheck = undefined;
  });
  return snapshot;
}

/** One query of two fingerprints, and a reload of what changed. */
async function checkSnapshot(): Promise<RaterSnapshot> {
  const [row] = await db.$queryRaw<{ config: string | null; stations: string | null }[]>`
    SELECT ${APP_CONFIG_FINGERPRINT} AS config,
           (SELECT md5(string_agg(s.id || ':' || s."historyVersion", ',' ORDER BY s.id)) FROM "WeatherStation" s) AS stations`;
  const fingerprint = row.stations ?? "";
  const [config, stations] = await Promise.all([
    getAppConfigFor(row.config),
    cache.stations?.fingerprint === fingerprint
      ? cache.stations.stations
      : // Read after the fingerprint: at least as new as it. A newer list under the older fingerprint
        // only costs one more read next time.
        db.weatherStation.findMany({
          select: {
            id: true,
            name: true,
            state: true,
            latitude: true,
            longitude: true,
            elements: true,
            historyVersion: true,
            fetchedAt: true,
            fetchedFrom: true,
          },
        }),
  ]);
  if (cache.stations?.stations !== stations) {
    cache.stations = { fingerprint, stations };
    const versions = new Map(stations.map((s) => [s.id, s.historyVersion]));
    for (const [id, entry] of histories) if (versions.get(id) !== entry.version) histories.delete(id);
  }
  return { config, stations };
}

/** A ZIP code's location (cached once found; an unknown ZIP code is asked again each time). */
export async function cachedLocation(zipCode: string): Promise<Location | null> {
  sameDatabase();
  const known = locations.get(zipCode);
  if (known) return known;
  const location = await db.location.findUnique({ where: { zipCode } });
  if (location) {
    if (locations.size >= MAX_LOCATIONS) locations.clear();
    locations.set(zipCode, location);
  }
  return location;
}

/**
 * The station's whole history as columns, loaded on first use and again when the list's history
 * version differs from the one held (`reload`: regardless, after this process has just written it).
 */
export function stationHistory(station: Pick<CachedStation, "id" | "historyVersion">, reload = false): Promise<StationHistory> {
  sameDatabase();
  const held = histories.get(station.id);
  if (held && !reload && held.version === station.historyVersion) {
    // Most recently used last.
    histories.delete(station.id);
    histories.set(station.id, held);
    return held.history;
  }
  const history = loadStationHistory(station.id);
  const entry = { version: station.historyVersion, history };
  histories.delete(station.id);
  histories.set(station.id, entry);
  while (histories.size > MAX_HISTORIES) histories.delete(histories.keys().next().value!);
  history.then(
    (loaded) => {
      // The version read with the rows (it may be newer than the list's).
      if (histories.get(station.id) === entry) entry.version = loaded.version;
    },
    () => {
      if (histories.get(station.id) === entry) histories.delete(station.id);
    },
  );
  return history;
}

/** Days per read of a long history: Central Park's 154 years are read as 4 statements at once. */
const CHUNK_DAYS = 15_000;

/**
 * Every observation of the station as text rows `day,prcp,snow,tmax,tmin,wsf2,thunder` (`concat`
 * leaves a null empty; about 20 bytes a day), which PostgreSQL builds and Node parses faster than
 * rows or arrays. A long history is read in parallel date ranges between two reads of its version:
 * every write of the rows raises the version in its transaction (D57), so an unchanged version
 * means that no write committed while the ranges were read, and they are one state. A changed one
 * reads again; after three tries, one statement reads it all.
 */
async function loadStationHistory(stationId: string): Promise<StationHistory> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [head] = await db.$queryRaw<{ version: number; first: number | null; last: number | null }[]>`
      SELECT s."historyVersion" AS version,
             (SELECT min(o.date) - DATE '1970-01-01' FROM "WeatherObservation" o WHERE o."stationId" = s.id) AS first,
             (SELECT max(o.date) - DATE '1970-01-01' FROM "WeatherObservation" o WHERE o."stationId" = s.id) AS last
      FROM "WeatherStation" s WHERE s.id = ${stationId}`;
    if (!head) return buildStationHistory({ stationId, version: 0, firstDay: null, lastDay: null, rows: null });
    // One statement: no rows at this version.
    if (head.first === null || head.last === null)
      return buildStationHistory({ stationId, version: head.version, firstDay: null, lastDay: null, rows: null });
    const ranges: [number, number][] = [];
    for (let from = head.first; from <= head.last; from += CHUNK_DAYS) ranges.push([from, Math.min(head.last, from + CHUNK_DAYS - 1)]);
    const parts = await Promise.all(
      ranges.map(
        ([from, to]) => db.$queryRaw<{ rows: string | null }[]>`
          SELECT string_agg(concat(o.date - DATE '1970-01-01', ',', o.prcp, ',', o.snow, ',', o.tmax, ',', o.tmin, ',', o.wsf2, ',', o.thunder::int), ';') AS rows
          FROM "WeatherObservation" o
          WHERE o."stationId" = ${stationId} AND o.date BETWEEN DATE '1970-01-01' + ${from}::int AND DATE '1970-01-01' + ${to}::int`,
      ),
    );
    const [after] = await db.$queryRaw<
      { version: number }[]
    >`SELECT "historyVersion" AS version FROM "WeatherStation" WHERE id = ${stationId}`;
    if (after?.version !== head.version) continue;
    const rows = parts
      .map(([part]) => part?.rows)
      .filter((text): text is string => !!text)
      .join(";");
    return buildStationHistory({ stationId, version: head.version, firstDay: head.first, lastDay: head.last, rows });
  }
  return loadInOneStatement(stationId);
}

/** The version and every row in one statement (one snapshot), without parallel reads. */
async function loadInOneStatement(stationId: string): Promise<StationHistory> {
  const [row] = await db.$queryRaw<{ version: number; first: number | null; last: number | null; rows: string | null }[]>`
    SELECT s."historyVersion" AS version, h.first, h.last, h.rows
    FROM "WeatherStation" s
    CROSS JOIN LATERAL (
      SELECT min(o.date) - DATE '1970-01-01' AS first, max(o.date) - DATE '1970-01-01' AS last,
             string_agg(concat(o.date - DATE '1970-01-01', ',', o.prcp, ',', o.snow, ',', o.tmax, ',', o.tmin, ',', o.wsf2, ',', o.thunder::int), ';') AS rows
      FROM "WeatherObservation" o WHERE o."stationId" = s.id
    ) h
    WHERE s.id = ${stationId}`;
  if (!row) return buildStationHistory({ stationId, version: 0, firstDay: null, lastDay: null, rows: null });
  return buildStationHistory({ stationId, version: row.version, firstDay: row.first, lastDay: row.last, rows: row.rows });
}

/** What the cache holds, for the benchmark: bytes of columns and days per loaded station. */
export async function raterCacheStats(): Promise<{ stationId: string; version: number; days: number; bytes: number }[]> {
  const loaded = await Promise.all([...histories.values()].map((e) => e.history.catch(() => null)));
  return loaded
    .filter((h): h is StationHistory => h !== null)
    .map((h) => ({ stationId: h.stationId, version: h.version, days: h.days, bytes: h.bytes }));
}
