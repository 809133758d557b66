import "server-only";

/**
 * PLACEHOLDER of the noaa-job branch: the lead engineer's engine replaces this file (the periodic
 * sweep that determines the due covered days of every eligible policy). Returns the number of
 * determinations written; here none.
 */
export async function determineDueLossDays(_now: Date = new Date()): Promise<number> {
  return 0;
}
