import { Prisma } from "@/generated/prisma/client";
import { claimAmount, type ClaimAmount, type LossDay } from "@/lib/claims/claim-amount";
import type { PerilName } from "@/lib/rater/perils";
import { db } from "@/server/db";
import { heat, livePolicy, rain, type ServicingActors } from "../policies/servicing/servicing-support";
import { CENTRAL_PARK, isoDay } from "../support/quotation-factory";

// Claims written straight to the database with their loss determinations, as the determination
// engine writes them, on a policy bound the real way (servicing-support's livePolicy). The stored
// figures are those of lib/claims/claim-amount.ts over the same rows, as the engine stores them.

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export type SeededLine = {
  date: string;
  peril: PerilName;
  observed: string | null;
  threshold: string | null;
  unit: string | null;
  detail?: string | null;
  result: "TRIGGERED" | "NOT_TRIGGERED" | "NO_DATA";
  source?: "STATION" | "OFFSITE_OBSERVER" | "ONSITE_OBSERVER" | "LIGHTNING_REPORT";
  limitPerDay: string;
};

/** The days of `lines` as claimAmount takes them. */
export function lossDays(lines: SeededLine[]): LossDay[] {
  const days = new Map<string, LossDay>();
  for (const l of lines) {
    const day = days.get(l.date) ?? { date: l.date, perils: [] };
    day.perils.push({ peril: l.peril, result: l.result, limitPerDay: l.limitPerDay });
    days.set(l.date, day);
  }
  return [...days.values()];
}

/** The Central Park station row the policies are verified at (present with or without imported weather data). */
export async function centralParkStation() {
  await db.weatherStation.upsert({
    where: { id: CENTRAL_PARK.id },
    create: {
      id: CENTRAL_PARK.id,
      name: CENTRAL_PARK.name,
      state: "NY",
      latitude: 40.7789,
      longitude: -73.9692,
      elements: ["PRCP", "TMAX"],
    },
    update: {},
  });
}

/**
 * A LIVE event policy of five covered days that ended `endedDaysAgo` days ago, rainfall at 0.5 in
 * (10,000.00 a day) and maximum temperature at 95 °F (15,000.00 a day), deductible 500.00, and
 * an aggregate limit of `aggregateLimit`.
 */
export async function pastEventPolicy(actors: ServicingActors, aggregateLimit = "30000.00", endedDaysAgo = 6) {
  await centralParkStation();
  const dto = await livePolicy(actors, {
    eventInDays: -endedDaysAgo - 4,
    eventDays: 5,
    perils: [rain("800.00", "10000.00"), heat("300.00", "15000.00")],
  });
  const policy = await db.policy.update({ where: { id: dto.id }, data: { aggregateLimit } });
  const days = Array.from({ length: 5 }, (_, i) => isoDay(-endedDaysAgo - 4 + i));
  return { dto, policy, days };
}

export type SeededClaim = Awaited<ReturnType<typeof seedClaim>>;

/**
 * Claim number `n` of the policy in `status` with `lines` as its determinations (at Central Park
 * unless they name another source), its figures from claimAmount with what earlier claims took of
 * the deductible and the aggregate (and a promotion's final sales); `extra` sets the decision, the payment or the notice.
 */
export async function seedClaim(
  policyId: number,
  n: number,
  status: "NOTIFIED" | "DETERMINED" | "APPROVED" | "PAID" | "DECLINED",
  lines: SeededLine[],
  prior: { deductibleTaken: string; claimed: string; promotionSales?: string },
  extra: Partial<Prisma.ClaimUncheckedCreateInput> = {},
) {
  const policy = await db.policy.findUniqueOrThrow({ where: { id: policyId } });
  const figures: ClaimAmount = claimAmount({
    kind: policy.kind === "PROMOTION" ? "PROMOTION" : "EVENT",
    days: lossDays(lines),
    deductibleRemaining: new Prisma.Decimal(policy.deductible).minus(prior.deductibleTaken).toString(),
    aggregateLimit: policy.aggregateLimit.toString(),
    priorClaimed: prior.claimed,
    promotionSales: prior.promotionSales,
  });
  const determined = status !== "NOTIFIED";
  const claim = await db.claim.create({
    data: {
      claimNumber: `${policy.policyNumber}-C${n}`,
      policyId,
      brokerCompanyId: policy.brokerCompanyId,
      brokerUserId: policy.brokerUserId,
      status,
      origin: "AUTOMATIC",
      grossAmount: determined ? figures.gross.toFixed(2) : null,
      deductibleApplied: determined ? figures.deductibleApplied.toFixed(2) : null,
      aggregateRemaining: determined ? figures.aggregateRemaining.toFixed(2) : null,
      amount: determined ? figures.amount.toFixed(2) : null,
      determinedAt: determined ? new Date() : null,
      ...extra,
      determinations: {
        create: lines.map((l) => ({
          policyId,
          date: asDate(l.date),
          peril: l.peril,
          observed: l.observed,
          threshold: l.threshold,
          unit: l.unit,
          detail: l.detail ?? null,
          result: l.result,
          source: l.source ?? "STATION",
          stationId: (l.source ?? "STATION") === "STATION" ? CENTRAL_PARK.id : null,
          limitPerDay: l.limitPerDay,
          determinedAt: l.result === "NO_DATA" ? null : new Date(),
        })),
      },
    },
  });
  return { claim, figures };
}
