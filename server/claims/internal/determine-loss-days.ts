import "server-only";
import Decimal from "decimal.js";
import type { ClaimsVerificationSource, DeterminationSource } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { claimAmount, daySettled, type LossDay } from "@/lib/claims/claim-amount";
import { OPEN_CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import { promotionSales } from "@/lib/claims/promotion-sales";
import type { DailyObservationInput } from "@/lib/claims/claim-schemas";
import { dayIsOver, stateTimeZone } from "@/lib/geo/state-time-zones";
import type { PerilName } from "@/lib/rater/perils";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import type { Tx } from "@/server/db";
import type { DailyObservation, RatedPeril } from "@/server/rater/burn-cost";
import { storedObservation } from "@/server/weather/parse-daily-csv";
import { ratedDates } from "@/server/quotations/version-content";
import { determinePerilDay } from "../determine-peril-day";
import { notifyClaim } from "../notify-claim";

// The determination engine (docs/claims.md): for a batch of policies whose rows the caller has
// locked, writes each insured peril's result on each due covered day, once (a NO_DATA row is
// completed when the observation arrives, a final result is never written again), attaches the
// days that triggered to the policy's open claim (opening one when there is none), and brings the
// open claims' status and amount up to date.

/** The policy statuses whose covered days are determined. */
export const DETERMINED_POLICY_STATUSES = ["LIVE", "CANCELLATION_REQUESTED", "FINAL_SALES_SUBMITTED", "BOUND_UPDATED"] as const;

type InsuredPeril = {
  peril: PerilName;
  threshold: string | null;
  limitPerDay: Decimal;
  stationId: string | null;
  source: DeterminationSource;
};

export type PolicyTerms = {
  id: number;
  policyNumber: string;
  kind: "EVENT" | "PROMOTION";
  brokerCompanyId: number;
  brokerUserId: number;
  deductible: Decimal;
  aggregateLimit: Decimal;
  timeZone: string;
  coveredDays: string[];
  perils: InsuredPeril[];
  /** The quotation's other rated options, which adverse weather watches (as the rater rates it). */
  rated: RatedPeril[];
  promotionSales: Decimal | null;
};

export type ObserverValues = { observations: DailyObservationInput[]; reportFileId: number; claimId: number };

export type DetermineOptions = {
  now?: Date;
  /** Only these covered days (a station's new observations). */
  dates?: string[];
  /** An observer's or the lightning report: values for the perils those sources verify, which may correct earlier ones. */
  observer?: ObserverValues;
  /** Bring the open claims up to date even when no determination is new (a loss notice joined days already determined). */
  settle?: boolean;
};

export type DetermineOutcome = { written: number; claimIds: number[] };

function sourceOf(peril: PerilName, verification: ClaimsVerificationSource): DeterminationSource {
  if (peril === "lightning") return "LIGHTNING_REPORT";
  if (verification === "OFFSITE_OBSERVER") return "OFFSITE_OBSERVER";
  if (verification === "ONSITE_OBSERVER") return "ONSITE_OBSERVER";
  return "STATION";
}

/** The terms the determinations read, for the policies' current terms versions. */
export async function loadPolicyTerms(tx: Tx, policyIds: number[]): Promise<PolicyTerms[]> {
  if (policyIds.length === 0) return [];
  const policies = await tx.policy.findMany({
    where: { id: { in: policyIds } },
    select: {
      id: true,
      policyNumber: true,
      kind: true,
      brokerCompanyId: true,
      brokerUserId: true,
      deductible: true,
      aggregateLimit: true,
      quotationVersionId: true,
      quotationVersion: {
        select: {
          kind: true,
          datesOfCoverage: true,
          promotionDate: true,
          locationState: true,
          applicantState: true,
          claimsVerificationSource: true,
          limitPerDay: true,
          stationId: true,
          finalEstimatedSales: true,
          perils: { select: { peril: true, threshold: true, limitPerDay: true, selected: true, premium: true }, orderBy: { id: "asc" } },
        },
      },
      finalSalesRevisions: { select: { status: true, finalSalesAmount: true, reportedAmount: true, createdAt: true } },
    },
  });
  // Each option's station as the rating chose it (the nearest one observing the peril's elements).
  const stations = await tx.$queryRaw<{ versionId: number; peril: string; stationId: string | null }[]>`
    SELECT v.id AS "versionId", o->>'peril' AS peril, o->'station'->>'id' AS "stationId"
    FROM "QuotationVersion" v, jsonb_array_elements(CASE WHEN jsonb_typeof(v.rating->'result'->'options') = 'array' THEN v.rating->'result'->'options' ELSE '[]'::jsonb END) o
    WHERE v.id = ANY(${policies.map((p) => p.quotationVersionId)}::int[])`;
  const stationOf = new Map(stations.map((s) => [`${s.versionId}:${s.peril}`, s.stationId]));

  return policies.map((policy) => {
    const version = policy.quotationVersion;
    const versionLimit = new Decimal(version.limitPerDay?.toString() ?? "0");
    const perils = version.perils
      .filter((p) => p.selected && p.premium !== null)
      .map((p) => ({
        peril: p.peril as PerilName,
        threshold: p.threshold?.toString() ?? null,
        limitPerDay: p.limitPerDay === null ? versionLimit : Decimal.min(new Decimal(p.limitPerDay.toString()), versionLimit),
        stationId: stationOf.get(`${policy.quotationVersionId}:${p.peril}`) ?? version.stationId,
        source: sourceOf(p.peril as PerilName, version.claimsVerificationSource),
      }));
    const sales = promotionSales(policy.finalSalesRevisions, version.finalEstimatedSales);
    return {
      id: policy.id,
      policyNumber: policy.policyNumber,
      kind: policy.kind,
      brokerCompanyId: policy.brokerCompanyId,
      brokerUserId: policy.brokerUserId,
      deductible: new Decimal(policy.deductible.toString()),
      aggregateLimit: new Decimal(policy.aggregateLimit.toString()),
      timeZone: stateTimeZone(version.locationState ?? version.applicantState),
      coveredDays: ratedDates({ kind: policy.kind, datesOfCoverage: version.datesOfCoverage, promotionDate: version.promotionDate }),
      perils,
      rated: version.perils
        .filter((p) => p.peril !== "adverseWeather")
        .map((p) => ({ peril: p.peril as PerilName, threshold: p.threshold?.toString() ?? null })),
      promotionSales: policy.kind === "PROMOTION" && sales !== null ? new Decimal(sales) : null,
    };
  });
}

type StationDay = Map<string, DailyObservation>;

async function loadObservations(tx: Tx, wanted: { stationId: string; date: string }[]): Promise<Map<string, StationDay>> {
  const byStation = new Map<string, StationDay>();
  if (wanted.length === 0) return byStation;
  const rows = await tx.$queryRaw<
    {
      stationId: string;
      date: Date;
      prcp: number | null;
      snow: number | null;
      tmax: number | null;
      tmin: number | null;
      wsf2: number | null;
      thunder: boolean | null;
    }[]
  >`
    SELECT o."stationId", o.date, o.prcp, o.snow, o.tmax, o.tmin, o.wsf2, o.thunder
    FROM "WeatherObservation" o
    JOIN unnest(${wanted.map((w) => w.stationId)}::text[], ${wanted.map((w) => w.date)}::date[]) AS w(s, d)
      ON o."stationId" = w.s AND o.date = w.d`;
  for (const row of rows) {
    const days = byStation.get(row.stationId) ?? new Map<string, DailyObservation>();
    days.set(isoDate(row.date)!, { prcp: row.prcp, snow: row.snow, tmax: row.tmax, tmin: row.tmin, wsf2: row.wsf2, thunder: row.thunder });
    byStation.set(row.stationId, days);
  }
  return byStation;
}

type Determination = {
  policyId: number;
  date: string;
  peril: PerilName;
  observed: string | null;
  threshold: string | null;
  unit: string | null;
  detail: string | null;
  result: "TRIGGERED" | "NOT_TRIGGERED" | "NO_DATA";
  source: DeterminationSource;
  stationId: string | null;
  limitPerDay: string;
  reportFileId: number | null;
};

/**
 * Determines the batch's due covered days (all of them, or `dates`), writes what is new and brings
 * the policies' open claims up to date. The caller holds the policies' row locks.
 */
export async function determineLockedPolicies(tx: Tx, policyIds: number[], options: DetermineOptions = {}): Promise<DetermineOutcome> {
  const now = options.now ?? new Date();
  const terms = await loadPolicyTerms(tx, policyIds);
  const observerDays = new Map((options.observer?.observations ?? []).map((o) => [o.date, storedObservation(o)]));

  const plan: { policy: PolicyTerms; day: string }[] = [];
  for (const policy of terms) {
    for (const day of policy.coveredDays) {
      const due = dayIsOver(day, policy.timeZone, now) || observerDays.has(day);
      if (due && (!options.dates || options.dates.includes(day))) plan.push({ policy, day });
    }
  }
  if (plan.length === 0 && !options.settle) return { written: 0, claimIds: [] };

  const existing = await tx.lossDetermination.findMany({
    where: {
      policyId: { in: [...new Set(plan.map((p) => p.policy.id))] },
      date: { in: [...new Set(plan.map((p) => new Date(`${p.day}T00:00:00Z`)))] },
    },
    select: { policyId: true, date: true, peril: true, result: true, source: true },
  });
  const known = new Map(existing.map((row) => [`${row.policyId}:${isoDate(row.date)}:${row.peril}`, row]));

  const wanted = new Map<string, { stationId: string; date: string }>();
  for (const { policy, day } of plan) {
    for (const peril of policy.perils) {
      if (peril.source === "STATION" && peril.stationId) wanted.set(`${peril.stationId}:${day}`, { stationId: peril.stationId, date: day });
    }
  }
  const observations = await loadObservations(tx, [...wanted.values()]);

  const rows: Determination[] = [];
  for (const { policy, day } of plan) {
    for (const peril of policy.perils) {
      const before = known.get(`${policy.id}:${day}:${peril.peril}`);
      const fromReport = peril.source !== "STATION" && observerDays.has(day);
      // Written once: a final result stays, except that a new report may correct a report's values.
      if (before && before.result !== "NO_DATA" && !fromReport) continue;
      const observation = fromReport
        ? observerDays.get(day)
        : peril.source === "STATION" && peril.stationId
          ? observations.get(peril.stationId)?.get(day)
          : undefined;
      const found = determinePerilDay({ peril: peril.peril, threshold: peril.threshold }, policy.rated, observation);
      if (before && found.result === "NO_DATA") continue;
      rows.push({
        policyId: policy.id,
        date: day,
        peril: peril.peril,
        observed: found.observed?.toString() ?? null,
        threshold: peril.threshold,
        unit: found.unit,
        detail: found.detail,
        result: found.result,
        source: peril.source,
        stationId: peril.source === "STATION" ? peril.stationId : null,
        limitPerDay: peril.limitPerDay.toFixed(2),
        reportFileId: fromReport ? options.observer!.reportFileId : null,
      });
    }
  }

  const written = await writeDeterminations(tx, rows, options.observer?.claimId ?? null);
  const touched = new Set(written.map((w) => w.policyId));
  if (options.observer || options.settle) for (const policy of terms) touched.add(policy.id);
  const claimIds = new Set<number>();
  for (const policy of terms) {
    if (!touched.has(policy.id)) continue;
    for (const id of await settlePolicyClaims(tx, policy, now, options.observer?.claimId)) claimIds.add(id);
  }
  return { written: written.length, claimIds: [...claimIds] };
}

/**
 * One statement for the batch: a new row is inserted; a NO_DATA row is completed; a final row is
 * left as it is, unless a report's values correct a report's on a day of the report's claim (or of
 * no claim) — never the station's. Returns the rows written.
 */
async function writeDeterminations(tx: Tx, rows: Determination[], correctionClaimId: number | null): Promise<{ policyId: number }[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof Determination>(key: K) => rows.map((r) => r[key]);
  return tx.$queryRaw<{ policyId: number }[]>`
    INSERT INTO "LossDetermination"
      ("policyId", date, peril, observed, threshold, unit, detail, result, source, "stationId", "limitPerDay", "reportFileId", "determinedAt", "updatedAt")
    SELECT u.policy_id, u.day, u.peril::"Peril", u.observed, u.threshold, u.unit, u.detail, u.result::"DeterminationResult",
           u.source::"DeterminationSource", u.station_id, u.limit_per_day, u.report_file_id,
           CASE WHEN u.result = 'NO_DATA' THEN NULL ELSE now() END, now()
    FROM unnest(${column("policyId")}::int[], ${column("date")}::date[], ${column("peril")}::text[], ${column("observed")}::numeric[],
                ${column("threshold")}::numeric[], ${column("unit")}::text[], ${column("detail")}::text[], ${column("result")}::text[],
                ${column("source")}::text[], ${column("stationId")}::text[], ${column("limitPerDay")}::numeric[], ${column("reportFileId")}::int[])
      AS u(policy_id, day, peril, observed, threshold, unit, detail, result, source, station_id, limit_per_day, report_file_id)
    ON CONFLICT ("policyId", date, peril) DO UPDATE SET
      observed = EXCLUDED.observed, threshold = EXCLUDED.threshold, unit = EXCLUDED.unit, detail = EXCLUDED.detail,
      result = EXCLUDED.result, source = EXCLUDED.source, "stationId" = EXCLUDED."stationId", "limitPerDay" = EXCLUDED."limitPerDay",
      "reportFileId" = EXCLUDED."reportFileId", "determinedAt" = EXCLUDED."determinedAt", "updatedAt" = now()
    WHERE EXCLUDED.result <> 'NO_DATA'
      AND ("LossDetermination".result = 'NO_DATA'
           OR (${correctionClaimId}::int IS NOT NULL AND "LossDetermination".source <> 'STATION'
               AND ("LossDetermination"."claimId" IS NULL OR "LossDetermination"."claimId" = ${correctionClaimId}::int)))
    RETURNING "policyId"`;
}

/**
 * Attaches the policy's triggered days that belong to no claim to its open claim (opening one, with
 * no claim form, when there is none), and brings every open claim's status and amount up to date.
 */
async function settlePolicyClaims(tx: Tx, policy: PolicyTerms, now: Date, reportClaimId?: number): Promise<number[]> {
  const loose = await tx.lossDetermination.findMany({
    where: { policyId: policy.id, claimId: null, result: "TRIGGERED" },
    select: { date: true },
    distinct: ["date"],
  });
  let open = await tx.claim.findFirst({
    where: { policyId: policy.id, status: { in: [...OPEN_CLAIM_STATUSES] } },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  if (reportClaimId !== undefined) open = { id: reportClaimId };
  if (loose.length > 0) {
    if (!open) {
      open = await tx.claim.create({
        data: {
          claimNumber: await nextClaimNumber(tx, policy),
          policyId: policy.id,
          brokerCompanyId: policy.brokerCompanyId,
          brokerUserId: policy.brokerUserId,
          status: "NOTIFIED",
          origin: "AUTOMATIC",
        },
        select: { id: true },
      });
      await recordAuditEvent(tx, {
        actorId: null,
        action: "claim.opened",
        subjectType: "Claim",
        subjectId: open.id,
        after: { policyNumber: policy.policyNumber, lossDates: loose.map((l) => isoDate(l.date)) },
      });
    }
    // The whole day joins the claim: every peril's result on it, triggered or not.
    await tx.lossDetermination.updateMany({
      where: { policyId: policy.id, claimId: null, date: { in: loose.map((l) => l.date) } },
      data: { claimId: open.id },
    });
  }
  const claims = await tx.claim.findMany({
    where: { policyId: policy.id, status: { in: [...OPEN_CLAIM_STATUSES] } },
    select: { id: true },
  });
  for (const claim of claims) await settleClaim(tx, policy, claim.id, now);
  return claims.map((c) => c.id);
}

/** The claim's status and amount from its days: DETERMINED once more observations cannot change what it pays. */
export async function settleClaim(tx: Tx, policy: PolicyTerms, claimId: number, now: Date): Promise<void> {
  const claim = await tx.claim.findUniqueOrThrow({
    where: { id: claimId },
    select: {
      id: true,
      status: true,
      amount: true,
      determinations: { select: { date: true, peril: true, result: true, limitPerDay: true } },
    },
  });
  if (!(OPEN_CLAIM_STATUSES as readonly string[]).includes(claim.status)) return;
  const days = new Map<string, LossDay>();
  for (const row of claim.determinations) {
    const date = isoDate(row.date)!;
    const day = days.get(date) ?? { date, perils: [] };
    day.perils.push({ peril: row.peril, result: row.result, limitPerDay: row.limitPerDay.toString() });
    days.set(date, day);
  }
  const lossDays = [...days.values()];
  const settled = lossDays.length > 0 && lossDays.every(daySettled);
  if (!settled) {
    if (claim.status !== "NOTIFIED") {
      await tx.claim.updateMany({
        where: { id: claim.id, status: claim.status },
        data: {
          status: "NOTIFIED",
          grossAmount: null,
          deductibleApplied: null,
          aggregateRemaining: null,
          amount: null,
          determinedAt: null,
        },
      });
    }
    return;
  }
  const earlier = await tx.claim.aggregate({
    where: { policyId: policy.id, id: { not: claim.id }, status: { in: ["APPROVED", "PAID"] } },
    _sum: { amount: true, deductibleApplied: true },
  });
  const figures = claimAmount({
    kind: policy.kind,
    days: lossDays,
    deductibleRemaining: policy.deductible.minus(earlier._sum.deductibleApplied?.toString() ?? "0"),
    aggregateLimit: policy.aggregateLimit,
    priorClaimed: earlier._sum.amount?.toString() ?? "0",
    promotionSales: policy.promotionSales,
  });
  const changed = claim.status !== "DETERMINED" || claim.amount === null || !figures.amount.eq(claim.amount.toString());
  if (!changed) return;
  const { count } = await tx.claim.updateMany({
    where: { id: claim.id, status: claim.status },
    data: {
      status: "DETERMINED",
      grossAmount: figures.gross.toFixed(2),
      deductibleApplied: figures.deductibleApplied.toFixed(2),
      aggregateRemaining: figures.aggregateRemaining.toFixed(2),
      amount: figures.amount.toFixed(2),
      determinedAt: now,
    },
  });
  if (count !== 1) return;
  await recordAuditEvent(tx, {
    actorId: null,
    action: "claim.determined",
    subjectType: "Claim",
    subjectId: claim.id,
    before: { status: claim.status, amount: claim.amount?.toString() ?? null },
    after: {
      status: "DETERMINED",
      amount: figures.amount.toFixed(2),
      lossDates: figures.days.filter((d) => d.amount.gt(0)).map((d) => d.date),
    },
  });
  await notifyClaim(tx, claim.id, "determined");
}

/**
 * The days a loss notice (or an observer's report) names join `claimId`: their rows that belong to
 * no claim are attached, and a day with no row yet gets its insured perils as NO_DATA, to be
 * completed when the observation or the report arrives.
 */
export async function attachDaysToClaim(tx: Tx, policy: PolicyTerms, claimId: number, days: string[]): Promise<void> {
  if (days.length === 0 || policy.perils.length === 0) return;
  const rows = days.flatMap((date) => policy.perils.map((peril) => ({ date, peril })));
  await tx.$executeRaw`
    INSERT INTO "LossDetermination" ("policyId", "claimId", date, peril, threshold, result, source, "stationId", "limitPerDay", "updatedAt")
    SELECT ${policy.id}, ${claimId}, u.day, u.peril::"Peril", u.threshold, 'NO_DATA', u.source::"DeterminationSource", u.station_id, u.limit_per_day, now()
    FROM unnest(${rows.map((r) => r.date)}::date[], ${rows.map((r) => r.peril.peril)}::text[], ${rows.map((r) => r.peril.threshold)}::numeric[],
                ${rows.map((r) => r.peril.source)}::text[], ${rows.map((r) => (r.peril.source === "STATION" ? r.peril.stationId : null))}::text[],
                ${rows.map((r) => r.peril.limitPerDay.toFixed(2))}::numeric[]) AS u(day, peril, threshold, source, station_id, limit_per_day)
    ON CONFLICT ("policyId", date, peril) DO NOTHING`;
  await tx.lossDetermination.updateMany({
    where: { policyId: policy.id, claimId: null, date: { in: days.map((d) => new Date(`${d}T00:00:00Z`)) } },
    data: { claimId },
  });
}

/** The claim number of the policy's next claim: its policy number and the claim's place ("WEP-2026-0042-C2"). */
export async function nextClaimNumber(tx: Tx, policy: { id: number; policyNumber: string }): Promise<string> {
  const count = await tx.claim.count({ where: { policyId: policy.id } });
  return `${policy.policyNumber}-C${count + 1}`;
}
