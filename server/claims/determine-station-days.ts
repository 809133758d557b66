import "server-only";

/**
 * PLACEHOLDER of the noaa-job branch: the lead engineer's engine replaces this file (it determines
 * every eligible policy verified at the station on those dates once their observations are saved).
 * Returns the number of determinations written; here none.
 */
export async function determineStationDays(_stationId: string, _dates: string[]): Promise<number> {
  return 0;
}
