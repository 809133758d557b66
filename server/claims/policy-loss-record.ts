import "server-only";
import { isoDate, money } from "@/lib/api/serialize";
import { OPEN_CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import { dayAmount } from "@/lib/claims/claim-amount";
import { todayIso } from "@/lib/format/calendar-day";
import { stateTimeZone } from "@/lib/geo/state-time-zones";
import type { AppAbility } from "@/lib/permissions/rules";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { PerilName } from "@/lib/rater/perils";
import type { Tx } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { claimDayAmounts, lossDayDto, lossDaysOf, sortedLossDays, stationNames } from "./claim-details-dto";

export type PolicyLossRecord = Pick<PolicyDetailsDto, "lossDays" | "dayAmounts" | "claims" | "lossNoticeDays">;

/**
 * The policy page's claims record (docs/claims.md): every covered day × insured peril determined
 * so far with the claim it belongs to, what each day pays (a claim's day as the claim counts it,
 * capped for a promotion by what its determination found), the policy's claims the reader may see,
 * and the covered days a loss notice may name now (begun in the state's time zone, not settled in
 * a closed claim: what POST /api/policy/{id}/loss-notice accepts).
 */
export async function policyLossRecord(
  reader: Tx,
  ability: AppAbility,
  policy: { id: number; kind: "EVENT" | "PROMOTION"; coveredDays: string[]; state: string | null },
  now = new Date(),
): Promise<PolicyLossRecord> {
  const [rows, claims] = await Promise.all([
    reader.lossDetermination.findMany({ where: { policyId: policy.id } }),
    reader.claim.findMany({
      where: { AND: [{ policyId: policy.id }, accessibleWhere(ability, "read", "Claim")] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, claimNumber: true, status: true, amount: true, paidAmount: true, grossAmount: true },
    }),
  ]);
  const stations = await stationNames(reader, [{ determinations: rows }]);
  const sorted = sortedLossDays(rows);

  // What each day pays: by its claim's count when it belongs to one, else by the day's own perils.
  const grossOf = new Map(claims.map((c) => [c.id, c.grossAmount]));
  const byClaim = new Map<number | null, typeof rows>();
  for (const row of sorted) byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row]);
  const dayAmounts: PolicyDetailsDto["dayAmounts"] = [];
  for (const [claimId, days] of byClaim) {
    if (claimId !== null && grossOf.has(claimId)) {
      dayAmounts.push(
        ...claimDayAmounts({ grossAmount: grossOf.get(claimId) ?? null, determinations: days, policy: { kind: policy.kind } }),
      );
    } else {
      for (const day of lossDaysOf(days)) {
        const paid = dayAmount(day);
        dayAmounts.push({ date: day.date, amount: money(paid.amount)!, perils: paid.perils as PerilName[] });
      }
    }
  }
  dayAmounts.sort((a, b) => a.date.localeCompare(b.date));

  const firstDay = new Map<number, string>();
  for (const row of sorted) if (row.claimId !== null && !firstDay.has(row.claimId)) firstDay.set(row.claimId, isoDate(row.date));

  // A day settled in a closed claim is not claimed again (whoever may read that claim).
  const closed = await reader.claim.findMany({
    where: { policyId: policy.id, status: { notIn: [...OPEN_CLAIM_STATUSES] } },
    select: { id: true },
  });
  const closedIds = new Set(closed.map((c) => c.id));
  const settled = new Set(rows.filter((r) => r.claimId !== null && closedIds.has(r.claimId)).map((r) => isoDate(r.date)));
  const today = todayIso(stateTimeZone(policy.state), now);

  return {
    lossDays: sorted.map((row) => ({ ...lossDayDto(row, stations), claimId: row.claimId })),
    dayAmounts,
    claims: claims.map((c) => ({
      id: c.id,
      claimNumber: c.claimNumber,
      status: c.status,
      amount: money(c.amount),
      paidAmount: money(c.paidAmount),
      firstLossDate: firstDay.get(c.id) ?? null,
    })),
    lossNoticeDays: policy.coveredDays.filter((day) => day <= today && !settled.has(day)),
  };
}
