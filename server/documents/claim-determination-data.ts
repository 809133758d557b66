import "server-only";
import Decimal from "decimal.js";
import type { Prisma } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import { claimAmount, type LossDay } from "@/lib/claims/claim-amount";
import type { ClaimStatusName } from "@/lib/claims/claim-actions";
import {
  DETERMINATION_RESULT_LABELS,
  DETERMINATION_SOURCE_LABELS,
  type DeterminationResultName,
  type DeterminationSourceName,
} from "@/lib/claims/claim-dto";
import { promotionSales } from "@/lib/claims/promotion-sales";
import { formatStationName } from "@/lib/format/station-name";
import { PERIL_LABELS, PERILS, type ClaimsVerificationSourceName, type PerilName } from "@/lib/rater/perils";
import { CLAIM_STATUS_LABELS } from "@/lib/status/status-style";
import { db, type Tx } from "@/server/db";
import { documentIssuer } from "./document-issuer";
import { insurerOf, party, producerOf, type Insurer, type Party, type Producer } from "./document-parties";
import { PORTAL_NAME } from "./proposal-data";

// What the claim determination letter (/print/claim/{claimId}/determination) shows: the claim as
// recorded (its status, the determinations of its days, the figures it stores), the policy it is
// under with its parties (D40), and the claims verification source with the named station. The
// amount of each day comes from lib/claims/claim-amount.ts over the stored determinations (their
// limits per day as recorded); the claim's totals are the stored ones (decisions D115).

const companySelect = { name: true, email: true, street: true, city: true, state: true, zipCode: true } as const;

/** What the letter reads of the database: a Claim with these relations. */
export const claimDeterminationInclude = {
  determinations: {
    select: {
      date: true,
      peril: true,
      observed: true,
      threshold: true,
      unit: true,
      detail: true,
      result: true,
      source: true,
      stationId: true,
      limitPerDay: true,
    },
  },
  policy: {
    select: {
      policyNumber: true,
      kind: true,
      itemName: true,
      dateFrom: true,
      dateUntil: true,
      deductible: true,
      aggregateLimit: true,
      insuredName: true,
      insuredEmail: true,
      insuredStreet: true,
      insuredCity: true,
      insuredState: true,
      insuredZipCode: true,
      brokerCompany: { select: companySelect },
      brokerUser: { select: { firstName: true, lastName: true, email: true, licenceNumber: true } },
      underwriterCompany: { select: companySelect },
      binder: { select: { uniqueMarketReference: true } },
      quotationVersion: {
        select: {
          datesOfCoverage: true,
          promotionDate: true,
          finalEstimatedSales: true,
          locationName: true,
          locationStreet: true,
          locationCity: true,
          locationState: true,
          locationZipCode: true,
          claimsVerificationSource: true,
          stationId: true,
        },
      },
      finalSalesRevisions: { select: { status: true, finalSalesAmount: true, reportedAmount: true, createdAt: true } },
      // The policy's other claims: what they paid or were approved to pay, and the deductible they took.
      claims: { select: { id: true, status: true, amount: true, paidAmount: true, deductibleApplied: true } },
    },
  },
} satisfies Prisma.ClaimInclude;

export type ClaimDeterminationRow = Prisma.ClaimGetPayload<{ include: typeof claimDeterminationInclude }>;

/** One insured peril on one day of the claim, as determined. */
export type ClaimDeterminationLine = {
  /** YYYY-MM-DD */
  date: string;
  peril: PerilName;
  perilLabel: string;
  /** Decimal strings in the threshold's unit; null for lightning, adverse weather and no data. */
  observed: string | null;
  threshold: string | null;
  unit: string | null;
  /** What was observed, in words ("Thunder reported"). */
  detail: string | null;
  result: DeterminationResultName;
  resultLabel: string;
  source: DeterminationSourceName;
  sourceLabel: string;
  stationId: string | null;
  limitPerDay: string;
};

export type ClaimDeterminationData = {
  portalName: string;
  claimNumber: string;
  status: ClaimStatusName;
  statusLabel: string;
  origin: "AUTOMATIC" | "LOSS_NOTICE";
  /** ISO timestamps: the claim opened, was determined, decided (approved or declined). */
  openedAt: string;
  determinedAt: string | null;
  decidedAt: string | null;
  /** The day the claim reached its status (YYYY-MM-DD in the portal's zone, or a payment's date): the letter's date. */
  statusDate: { label: string; at: string; calendarDay: boolean };
  insured: Party;
  insurer: Insurer;
  /** The managing general agent issuing the letter; null when none is set up. */
  issuer: Party | null;
  producer: Producer;
  policy: {
    policyNumber: string;
    kind: "EVENT" | "PROMOTION";
    itemName: string;
    periodFrom: string;
    periodUntil: string;
    /** Event days, or the promotion's draw date. */
    coveredDays: string[];
    location: { name: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
    verificationSource: { code: ClaimsVerificationSourceName; label: string };
    /** The policy's named station and any other station a determination was settled at, with their names. */
    stations: { id: string; name: string }[];
    deductible: string;
    aggregateLimit: string;
  };
  /** The claim's determinations by day, then by peril in the policy's order. */
  lines: ClaimDeterminationLine[];
  /** What each day pays (claimAmount's days): the largest limit per day among the triggered perils. */
  days: { date: string; amount: string; perils: string[] }[];
  /** The final sales a promotion's benefits are measured by; null for an event or when none is known. */
  promotionSales: string | null;
  /** The claim's figures as stored at determination; null until it is determined. */
  figures: {
    gross: string;
    deductibleApplied: string;
    aggregateRemaining: string;
    amount: string;
  } | null;
  notice: { dates: string[]; perils: string[]; description: string } | null;
  declineReason: string | null;
  payment: { paidAt: string | null; reference: string | null; amount: string | null } | null;
};

export type ClaimDeterminationExtras = {
  issuer?: {
    name: string;
    email: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  } | null;
  /** Names of the stations the letter names, by id. */
  stationNames?: Map<string, string>;
  portalName?: string;
};

/** Plain names of the claims verification sources, as a letter says them (without the fee notes of the quotation form). */
export const VERIFICATION_SOURCE_NAMES: Record<ClaimsVerificationSourceName, string> = {
  CLOSEST_WEATHER_STATION: "Closest weather station",
  OFFSITE_OBSERVER: "Off-site independent weather observer",
  ONSITE_OBSERVER: "On-site independent weather observer",
};

const money = (value: Decimal.Value | { toString(): string }) => new Decimal(value.toString()).toFixed(2, Decimal.ROUND_HALF_UP);
const decimal = (value: { toString(): string } | null) => (value === null ? null : new Decimal(value.toString()).toString());
const perilOrder = (p: string) => PERILS.indexOf(p as PerilName);
/** Claims that took part of the aggregate limit and of the deductible. */
const SETTLED: readonly string[] = ["APPROVED", "PAID"];

/**
 * The stations a claim's letter names: the policy's named station when a station verifies its
 * claims (an observer's policy keeps the station it was rated at, which settles nothing), and
 * those its determinations were settled at.
 */
export function letterStationIds(row: ClaimDeterminationRow): string[] {
  const v = row.policy.quotationVersion;
  const named = v.claimsVerificationSource === "CLOSEST_WEATHER_STATION" ? v.stationId : null;
  const ids = [named, ...row.determinations.map((d) => d.stationId)];
  return [...new Set(ids.filter((id): id is string => !!id))];
}

function statusDateOf(row: ClaimDeterminationRow): ClaimDeterminationData["statusDate"] {
  const at = (label: string, d: Date) => ({ label, at: d.toISOString(), calendarDay: false });
  switch (row.status) {
    case "PAID":
      return row.paidAt
        ? { label: "Paid on", at: isoDate(row.paidAt), calendarDay: true }
        : at("Paid on", row.paymentRecordedAt ?? row.updatedAt);
    case "APPROVED":
      return at("Approved on", row.decidedAt ?? row.updatedAt);
    case "DECLINED":
      return at("Declined on", row.decidedAt ?? row.updatedAt);
    case "DETERMINED":
      return at("Determined on", row.determinedAt ?? row.updatedAt);
    case "NOTIFIED":
      return at("Notified on", row.createdAt);
  }
}

/** The letter's data from a Claim row (with `claimDeterminationInclude`). */
export function claimDeterminationDataFrom(row: ClaimDeterminationRow, extras: ClaimDeterminationExtras = {}): ClaimDeterminationData {
  const p = row.policy;
  const v = p.quotationVersion;
  const kind = p.kind === "PROMOTION" ? "PROMOTION" : "EVENT";
  const lines = [...row.determinations]
    .sort((a, b) => a.date.getTime() - b.date.getTime() || perilOrder(a.peril) - perilOrder(b.peril))
    .map((d): ClaimDeterminationLine => ({
      date: isoDate(d.date),
      peril: d.peril,
      perilLabel: PERIL_LABELS[d.peril],
      observed: decimal(d.observed),
      threshold: decimal(d.threshold),
      unit: d.unit,
      detail: d.detail,
      result: d.result,
      resultLabel: DETERMINATION_RESULT_LABELS[d.result],
      source: d.source,
      sourceLabel: DETERMINATION_SOURCE_LABELS[d.source],
      stationId: d.stationId,
      limitPerDay: money(d.limitPerDay),
    }));

  // The days of the claim, each with its perils, for the one amount function.
  const byDay = new Map<string, LossDay>();
  for (const l of lines) {
    const day = byDay.get(l.date) ?? { date: l.date, perils: [] };
    day.perils.push({ peril: l.peril, result: l.result, limitPerDay: l.limitPerDay });
    byDay.set(l.date, day);
  }
  const earlier = p.claims.filter((c) => c.id !== row.id && c.id < row.id && SETTLED.includes(c.status));
  const priorClaimed = earlier.reduce((sum, c) => sum.plus((c.paidAmount ?? c.amount ?? 0).toString()), new Decimal(0));
  const deductibleTaken = earlier.reduce((sum, c) => sum.plus((c.deductibleApplied ?? 0).toString()), new Decimal(0));
  const sales = kind === "PROMOTION" ? promotionSales(p.finalSalesRevisions, v.finalEstimatedSales) : null;
  const computed = claimAmount({
    kind,
    days: [...byDay.values()],
    deductibleRemaining: Decimal.max(new Decimal(p.deductible.toString()).minus(deductibleTaken), 0),
    aggregateLimit: p.aggregateLimit.toString(),
    priorClaimed,
    promotionSales: sales,
  });

  // The stored figures are what was determined, approved and paid; what is missing is worked out.
  const stored = (value: { toString(): string } | null, fallback: Decimal) => money(value ?? fallback);
  const figures =
    row.amount === null
      ? null
      : {
          gross: stored(row.grossAmount, computed.gross),
          deductibleApplied: stored(row.deductibleApplied, computed.deductibleApplied),
          aggregateRemaining: stored(row.aggregateRemaining, computed.aggregateRemaining),
          amount: money(row.amount),
        };

  const names = extras.stationNames ?? new Map<string, string>();
  const issuer = extras.issuer ?? null;
  return {
    portalName: extras.portalName ?? PORTAL_NAME,
    claimNumber: row.claimNumber,
    status: row.status,
    statusLabel: CLAIM_STATUS_LABELS[row.status],
    origin: row.origin,
    openedAt: row.createdAt.toISOString(),
    determinedAt: row.determinedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    statusDate: statusDateOf(row),
    insured: {
      name: p.insuredName,
      email: p.insuredEmail,
      street: p.insuredStreet,
      city: p.insuredCity,
      state: p.insuredState,
      zipCode: p.insuredZipCode,
    },
    insurer: insurerOf(p),
    issuer: issuer ? party(issuer) : null,
    producer: producerOf(p),
    policy: {
      policyNumber: p.policyNumber,
      kind,
      itemName: p.itemName,
      periodFrom: isoDate(p.dateFrom),
      periodUntil: isoDate(p.dateUntil),
      coveredDays:
        kind === "PROMOTION"
          ? [isoDate(v.promotionDate) ?? isoDate(p.dateUntil)]
          : v.datesOfCoverage.map((d) => isoDate(d)).sort((a, b) => a.localeCompare(b)),
      location: {
        name: v.locationName,
        street: v.locationStreet,
        city: v.locationCity,
        state: v.locationState,
        zipCode: v.locationZipCode,
      },
      verificationSource: { code: v.claimsVerificationSource, label: VERIFICATION_SOURCE_NAMES[v.claimsVerificationSource] },
      stations: letterStationIds(row).map((id) => ({ id, name: formatStationName(names.get(id)) || id })),
      deductible: money(p.deductible),
      aggregateLimit: money(p.aggregateLimit),
    },
    lines,
    days: computed.days.map((d) => ({ date: d.date, amount: money(d.amount), perils: d.perils.map((x) => PERIL_LABELS[x as PerilName]) })),
    promotionSales: sales === null ? null : money(sales),
    figures,
    notice:
      row.origin === "LOSS_NOTICE"
        ? {
            dates: row.noticeDates.map((d) => isoDate(d)).sort((a, b) => a.localeCompare(b)),
            perils: row.noticePerils.map((x) => PERIL_LABELS[x]),
            description: row.noticeDescription ?? "",
          }
        : null,
    declineReason: row.status === "DECLINED" ? (row.declineReason ?? "") : null,
    payment:
      row.status === "PAID"
        ? { paidAt: isoDate(row.paidAt), reference: row.paymentReference, amount: row.paidAmount === null ? null : money(row.paidAmount) }
        : null,
  };
}

/**
 * The letter's data for claim `id`, or null when there is no such claim (within `claimScope`, a
 * Claim `where` for the signed-in reader, if given). Reads through `client` (a transaction's, or
 * the pool).
 */
export async function loadClaimDeterminationData(
  where: { id: number; claimScope?: Record<string, unknown> },
  client: Tx = db,
): Promise<ClaimDeterminationData | null> {
  const row = await client.claim.findFirst({
    where: where.claimScope ? { AND: [{ id: where.id }, where.claimScope] } : { id: where.id },
    include: claimDeterminationInclude,
  });
  if (!row) return null;
  const ids = letterStationIds(row);
  const [issuer, stations] = await Promise.all([
    documentIssuer(),
    ids.length > 0 ? client.weatherStation.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [],
  ]);
  return claimDeterminationDataFrom(row, { issuer, stationNames: new Map(stations.map((s) => [s.id, s.name])) });
}
