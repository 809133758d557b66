import "server-only";

// PLACEHOLDER of this branch: the determination engine replaces this file at merge. The signature
// is the one the station observations call.

/**
 * After a station's observations were saved: determines every eligible policy verified at that
 * station on those dates, and answers how many loss determinations it wrote.
 */
export async function determineStationDays(stationId: string, dates: string[]): Promise<number> {
  void stationId;
  void dates;
  return 0;
}
