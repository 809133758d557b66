import "server-only";
import { db } from "@/server/db";
import { DETERMINED_POLICY_STATUSES } from "./internal/determine-loss-days";
import { determineInBatches } from "./internal/policy-batches";

/**
 * After a station's observations of `dates` were saved: determines those covered days of every
 * policy verified at the station (each peril's station as the rating chose it). Returns the number
 * of determinations written.
 */
export async function determineStationDays(stationId: string, dates: string[], now?: Date): Promise<number> {
  if (dates.length === 0) return 0;
  const sorted = [...dates].sort();
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT p.id
    FROM "Policy" p
    JOIN "QuotationVersion" v ON v.id = p."quotationVersionId"
    WHERE p.status::text = ANY(${[...DETERMINED_POLICY_STATUSES]}::text[])
      AND p."dateFrom" <= ${sorted.at(-1)}::date AND p."dateUntil" >= ${sorted[0]}::date
      AND v."claimsVerificationSource" = 'CLOSEST_WEATHER_STATION'
      AND (v."stationId" = ${stationId}
           OR v.rating @> jsonb_build_object('result', jsonb_build_object('options', jsonb_build_array(jsonb_build_object('station', jsonb_build_object('id', ${stationId}::text))))))
      AND CASE WHEN p.kind = 'PROMOTION' THEN v."promotionDate" = ANY(${sorted}::date[]) ELSE v."datesOfCoverage" && ${sorted}::date[] END
    ORDER BY p.id`;
  return determineInBatches(
    rows.map((r) => r.id),
    { dates: sorted, now },
  );
}
