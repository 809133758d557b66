import "server-only";
import { db } from "@/server/db";
import { DETERMINED_POLICY_STATUSES } from "./internal/determine-loss-days";
import { determineInBatches } from "./internal/policy-batches";

/** How far back the sweep looks for covered days still to determine; older gaps wait for a report or a posted observation. */
export const SWEEP_WINDOW_DAYS = 60;

/**
 * The periodic sweep: determines the due covered days of the last SWEEP_WINDOW_DAYS that lack a
 * result for some insured peril (an observation that came in by any way, or a day that is over and
 * must show as "no data"). Instances running it at once share the policies (SKIP LOCKED), and the
 * writes are once per policy, day and peril whatever the timing.
 */
export async function determineDueLossDays(now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const from = new Date(now.getTime() - SWEEP_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT p.id
    FROM "Policy" p
    JOIN "QuotationVersion" v ON v.id = p."quotationVersionId"
    WHERE p.status::text = ANY(${[...DETERMINED_POLICY_STATUSES]}::text[])
      AND p."dateFrom" <= ${until}::date AND p."dateUntil" >= ${from}::date
      AND EXISTS (
        SELECT 1
        FROM unnest(CASE WHEN p.kind = 'PROMOTION' THEN ARRAY[v."promotionDate"] ELSE v."datesOfCoverage" END) AS d(day)
        WHERE d.day BETWEEN ${from}::date AND ${until}::date
          AND (SELECT count(*) FROM "LossDetermination" l WHERE l."policyId" = p.id AND l.date = d.day AND l.result <> 'NO_DATA')
            < (SELECT count(*) FROM "PerilValue" pv WHERE pv."versionId" = v.id AND pv.selected AND pv.premium IS NOT NULL))
    ORDER BY p.id`;
  return determineInBatches(
    rows.map((r) => r.id),
    { now, skipLocked: true },
  );
}
