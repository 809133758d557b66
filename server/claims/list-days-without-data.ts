import "server-only";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { forbidden } from "@/lib/api/errors";
import type { DayWithoutDataDto } from "@/lib/claims/claim-dto";
import { formatStationName } from "@/lib/format/station-name";
import { DETERMINED_POLICY_STATUSES } from "./internal/determine-loss-days";

/** A covered day still without data this many days after it is due is put in front of the underwriters. */
export const NO_DATA_ATTENTION_DAYS = 10;

export type { DayWithoutDataDto as DayWithoutData } from "@/lib/claims/claim-dto";

function cutoff(now: Date): string {
  return new Date(now.getTime() - NO_DATA_ATTENTION_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** The covered days of live policies that still have an insured peril without data ten days after they were due (underwriters, admins). */
export async function listDaysWithoutData(actor: Actor, now = new Date()): Promise<DayWithoutDataDto[]> {
  if (!abilityFor(actor).can("enterObservations", "Claim")) throw forbidden();
  const rows = await db.$queryRaw<
    {
      policyId: number;
      policyNumber: string;
      insuredName: string;
      date: Date;
      perils: string[];
      sources: string[];
      stationIds: (string | null)[];
      claimId: number | null;
    }[]
  >`
    SELECT l."policyId", p."policyNumber", p."insuredName", l.date,
           array_agg(l.peril::text ORDER BY l.peril) AS perils,
           array_agg(DISTINCT l.source::text) AS sources,
           array_agg(DISTINCT l."stationId") AS "stationIds",
           max(l."claimId") AS "claimId"
    FROM "LossDetermination" l
    JOIN "Policy" p ON p.id = l."policyId"
    WHERE l.result = 'NO_DATA' AND l.date < ${cutoff(now)}::date
      AND p.status::text = ANY(${[...DETERMINED_POLICY_STATUSES]}::text[])
    GROUP BY l."policyId", p."policyNumber", p."insuredName", l.date
    ORDER BY l.date, p."policyNumber"
    LIMIT 500`;
  const ids = [...new Set(rows.flatMap((r) => r.stationIds.filter((s): s is string => s !== null)))];
  const named = ids.length ? await db.weatherStation.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  const names = new Map(named.map((s) => [s.id, formatStationName(s.name) || s.id]));
  return rows.map((r) => {
    const stationIds = r.stationIds.filter((s): s is string => s !== null);
    return {
      ...r,
      date: r.date.toISOString().slice(0, 10),
      stationIds,
      stations: stationIds.map((id) => ({ id, name: names.get(id) ?? id })),
    };
  });
}

/** How many such days there are (the home page's count). */
export async function countDaysWithoutData(now = new Date()): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(DISTINCT (l."policyId", l.date)) AS n
    FROM "LossDetermination" l JOIN "Policy" p ON p.id = l."policyId"
    WHERE l.result = 'NO_DATA' AND l.date < ${cutoff(now)}::date
      AND p.status::text = ANY(${[...DETERMINED_POLICY_STATUSES]}::text[])`;
  return Number(row?.n ?? 0);
}
