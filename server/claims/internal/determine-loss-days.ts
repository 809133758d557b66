import "server-only";
import Decimal from "decimal.js";
import type { ClaimsVerificationSource, DeterminationSource } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { claimAmount, daySettled, type ClaimAmount, type LossDay } from "@/lib/claims/claim-amount";
import { OPEN_CLAIM_STATUSES } from "@/lib/claims/claim-actions";
import { promotionSales } from "@/lib/claims/promotion-sales";
import type { DailyObservationInput } from "@/lib/claims/claim-schemas";
import { dayIsOver, stateTimeZone } from "@/lib/geo/state-time-zones";
import { PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import { recordAuditEvents } from "@/server/audit/record-audit-event";
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

  const existing = await tx.$queryRaw<{ policyId: number; date: Date; peril: string; result: string }[]>`
    SELECT "policyId", date, peril::text, result::text FROM "LossDetermination"
    WHERE "policyId" = ANY(${[...new Set(plan.map((p) => p.policy.id))]}::int[]) AND date = ANY(${[...new Set(plan.map((p) => p.day))]}::date[])`;
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
  const claimIds = await settlePoliciesClaims(
    tx,
    terms.filter((policy) => touched.has(policy.id)),
    now,
    options.observer?.claimId,
  );
  return { written: written.length, claimIds };
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

type ClaimState = { id: number; policyId: number; status: string; amount: string | null; deductibleApplied: string | null };

/** The claims of the policies, oldest first. */
async function claimsOfPolicies(tx: Tx, policyIds: number[]): Promise<ClaimState[]> {
  return tx.$queryRaw<ClaimState[]>`
    SELECT id, "policyId", status::text, amount::text, "deductibleApplied"::text FROM "Claim"
    WHERE "policyId" = ANY(${policyIds}::int[]) ORDER BY id`;
}

const isOpen = (claim: { status: string }) => (OPEN_CLAIM_STATUSES as readonly string[]).includes(claim.status);

/**
 * For a batch of policies: attaches each policy's triggered days that belong to no claim to its
 * open claim (opening one, with no claim form, when there is none), and brings every open claim's
 * status and amount up to date. A fixed number of statements whatever the batch's size. Returns
 * the open claims.
 */
async function settlePoliciesClaims(tx: Tx, policies: PolicyTerms[], now: Date, reportClaimId?: number): Promise<number[]> {
  if (policies.length === 0) return [];
  const ids = policies.map((p) => p.id);
  const claims = await claimsOfPolicies(tx, ids);
  const loose = await tx.$queryRaw<{ policyId: number; date: Date }[]>`
    SELECT DISTINCT "policyId", date FROM "LossDetermination"
    WHERE "policyId" = ANY(${ids}::int[]) AND "claimId" IS NULL AND result = 'TRIGGERED'
    ORDER BY "policyId", date`;
  if (loose.length > 0) {
    const looseDays = new Map<number, Date[]>();
    for (const row of loose) looseDays.set(row.policyId, [...(looseDays.get(row.policyId) ?? []), row.date]);
    // Each policy's newest open claim, and how many claims it has (the next claim's number).
    const openOf = new Map<number, number>();
    const countOf = new Map<number, number>();
    for (const claim of claims) {
      countOf.set(claim.policyId, (countOf.get(claim.policyId) ?? 0) + 1);
      if (isOpen(claim)) openOf.set(claim.policyId, claim.id);
    }
    if (reportClaimId !== undefined) for (const policyId of looseDays.keys()) openOf.set(policyId, reportClaimId);
    const opening = policies.filter((p) => looseDays.has(p.id) && !openOf.has(p.id));
    if (opening.length > 0) {
      const created = await tx.$queryRaw<{ id: number; policyId: number }[]>`
        INSERT INTO "Claim" ("claimNumber", "policyId", "brokerCompanyId", "brokerUserId", status, origin, "updatedAt")
        SELECT u.claim_number, u.policy_id, u.company_id, u.user_id, 'NOTIFIED', 'AUTOMATIC', now()
        FROM unnest(${opening.map((p) => `${p.policyNumber}-C${(countOf.get(p.id) ?? 0) + 1}`)}::text[], ${opening.map((p) => p.id)}::int[],
                    ${opening.map((p) => p.brokerCompanyId)}::int[], ${opening.map((p) => p.brokerUserId)}::int[])
          AS u(claim_number, policy_id, company_id, user_id)
        RETURNING id, "policyId"`;
      const numberOf = new Map(opening.map((p) => [p.id, p.policyNumber]));
      for (const claim of created) {
        openOf.set(claim.policyId, claim.id);
        claims.push({ ...claim, status: "NOTIFIED", amount: null, deductibleApplied: null });
      }
      await recordAuditEvents(
        tx,
        created.map((claim) => ({
          actorId: null,
          action: "claim.opened",
          subjectType: "Claim",
          subjectId: claim.id,
          after: { policyNumber: numberOf.get(claim.policyId), lossDates: looseDays.get(claim.policyId)!.map((d) => isoDate(d)) },
        })),
      );
    }
    // The whole day joins the claim: every peril's result on it, triggered or not.
    const joins = loose.map((row) => ({ policyId: row.policyId, date: row.date, claimId: openOf.get(row.policyId)! }));
    await tx.$executeRaw`
      UPDATE "LossDetermination" l SET "claimId" = u.claim_id, "updatedAt" = now()
      FROM unnest(${joins.map((j) => j.policyId)}::int[], ${joins.map((j) => j.date)}::date[], ${joins.map((j) => j.claimId)}::int[])
        AS u(policy_id, day, claim_id)
      WHERE l."policyId" = u.policy_id AND l.date = u.day AND l."claimId" IS NULL`;
  }
  const byId = new Map(policies.map((p) => [p.id, p]));
  const open = claims.filter(isOpen);
  await settleClaims(
    tx,
    open.map((claim) => ({ policy: byId.get(claim.policyId)!, claim })),
    claims,
    now,
  );
  return open.map((c) => c.id);
}

/** The claim's status and amount from its days: DETERMINED once more observations cannot change what it pays. */
export async function settleClaim(tx: Tx, policy: PolicyTerms, claimId: number, now: Date): Promise<void> {
  const claims = await claimsOfPolicies(tx, [policy.id]);
  const claim = claims.find((c) => c.id === claimId);
  if (!claim) throw new Error(`Claim ${claimId} of policy ${policy.policyNumber} not found`);
  await settleClaims(tx, [{ policy, claim }], claims, now);
}

/**
 * Claims' status and amount from their days, in a fixed number of statements: each open claim
 * becomes DETERMINED (with its figures) once more observations cannot change what it pays, and goes
 * back to NOTIFIED when they can again. `policyClaims`: every claim of their policies (what the
 * approved and paid ones took of the deductible and the aggregate).
 */
async function settleClaims(
  tx: Tx,
  entries: { policy: PolicyTerms; claim: ClaimState }[],
  policyClaims: ClaimState[],
  now: Date,
): Promise<void> {
  const open = entries.filter((e) => isOpen(e.claim));
  if (open.length === 0) return;
  const rows = await tx.$queryRaw<
    { claimId: number; date: Date; peril: string; result: LossDay["perils"][number]["result"]; limitPerDay: string }[]
  >`
    SELECT "claimId", date, peril::text, result::text, "limitPerDay"::text FROM "LossDetermination"
    WHERE "claimId" = ANY(${open.map((e) => e.claim.id)}::int[]) ORDER BY id`;
  const daysOf = new Map<number, Map<string, LossDay>>();
  for (const row of rows) {
    const days = daysOf.get(row.claimId) ?? new Map<string, LossDay>();
    const date = isoDate(row.date)!;
    const day = days.get(date) ?? { date, perils: [] };
    day.perils.push({ peril: row.peril, result: row.result, limitPerDay: row.limitPerDay });
    days.set(date, day);
    daysOf.set(row.claimId, days);
  }
  const decided = policyClaims.filter((c) => c.status === "APPROVED" || c.status === "PAID");
  const sum = (values: (string | null)[]) => values.reduce((total, v) => total.plus(v ?? "0"), new Decimal(0));

  const reopened: ClaimState[] = [];
  const determined: { claim: ClaimState; figures: ClaimAmount }[] = [];
  for (const { policy, claim } of open) {
    const lossDays = [...(daysOf.get(claim.id)?.values() ?? [])];
    if (!(lossDays.length > 0 && lossDays.every(daySettled))) {
      if (claim.status !== "NOTIFIED") reopened.push(claim);
      continue;
    }
    const earlier = decided.filter((c) => c.policyId === policy.id && c.id !== claim.id);
    const figures = claimAmount({
      kind: policy.kind,
      days: lossDays,
      deductibleRemaining: policy.deductible.minus(sum(earlier.map((c) => c.deductibleApplied))),
      aggregateLimit: policy.aggregateLimit,
      priorClaimed: sum(earlier.map((c) => c.amount)),
      promotionSales: policy.promotionSales,
    });
    const changed = claim.status !== "DETERMINED" || claim.amount === null || !figures.amount.eq(claim.amount);
    if (changed) determined.push({ claim, figures });
  }

  if (reopened.length > 0) {
    await tx.$executeRaw`
      UPDATE "Claim" c SET status = 'NOTIFIED', "grossAmount" = NULL, "deductibleApplied" = NULL, "aggregateRemaining" = NULL,
        amount = NULL, "determinedAt" = NULL, "updatedAt" = now()
      FROM unnest(${reopened.map((r) => r.id)}::int[], ${reopened.map((r) => r.status)}::text[]) AS u(id, expected)
      WHERE c.id = u.id AND c.status::text = u.expected`;
  }
  if (determined.length === 0) return;
  const money = (pick: (f: ClaimAmount) => Decimal) => determined.map((d) => pick(d.figures).toFixed(2));
  const updated = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "Claim" c SET status = 'DETERMINED', "grossAmount" = u.gross, "deductibleApplied" = u.deductible,
      "aggregateRemaining" = u.remaining, amount = u.amount, "determinedAt" = ${now}, "updatedAt" = now()
    FROM unnest(${determined.map((d) => d.claim.id)}::int[], ${determined.map((d) => d.claim.status)}::text[], ${money((f) => f.gross)}::numeric[],
                ${money((f) => f.deductibleApplied)}::numeric[], ${money((f) => f.aggregateRemaining)}::numeric[], ${money((f) => f.amount)}::numeric[])
      AS u(id, expected, gross, deductible, remaining, amount)
    WHERE c.id = u.id AND c.status::text = u.expected
    RETURNING c.id`;
  const done = new Set(updated.map((u) => u.id));
  const changes = determined.filter((d) => done.has(d.claim.id));
  await recordAuditEvents(
    tx,
    changes.map(({ claim, figures }) => ({
      actorId: null,
      action: "claim.determined",
      subjectType: "Claim",
      subjectId: claim.id,
      before: { status: claim.status, amount: claim.amount },
      after: {
        status: "DETERMINED",
        amount: figures.amount.toFixed(2),
        lossDates: figures.days.filter((day) => day.amount.gt(0)).map((day) => day.date),
      },
    })),
  );
  for (const { claim } of changes) await notifyClaim(tx, claim.id, "determined");
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
    INSERT INTO "LossDetermination" ("policyId", "claimId", date, peril, threshold, unit, result, source, "stationId", "limitPerDay", "updatedAt")
    SELECT ${policy.id}, ${claimId}, u.day, u.peril::"Peril", u.threshold, u.unit, 'NO_DATA', u.source::"DeterminationSource", u.station_id, u.limit_per_day, now()
    FROM unnest(${rows.map((r) => r.date)}::date[], ${rows.map((r) => r.peril.peril)}::text[], ${rows.map((r) => r.peril.threshold)}::numeric[],
                ${rows.map((r) => PERIL_THRESHOLD_UNITS[r.peril.peril])}::text[],
                ${rows.map((r) => r.peril.source)}::text[], ${rows.map((r) => (r.peril.source === "STATION" ? r.peril.stationId : null))}::text[],
                ${rows.map((r) => r.peril.limitPerDay.toFixed(2))}::numeric[]) AS u(day, peril, threshold, unit, source, station_id, limit_per_day)
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
