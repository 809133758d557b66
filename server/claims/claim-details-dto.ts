import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import { availableClaimActions } from "@/lib/claims/claim-actions";
import { claimAmount, type LossDay } from "@/lib/claims/claim-amount";
import type { ClaimDetailsDto, LossDayDto } from "@/lib/claims/claim-dto";
import { formatStationName } from "@/lib/format/station-name";
import type { AppAbility } from "@/lib/permissions/rules";
import { PERILS, type PerilName } from "@/lib/rater/perils";
import type { Tx } from "@/server/db";
import { claimFileHref, claimLetterHref } from "@/server/documents/claim-document-links";

// A claim as GET /api/claim/{claimId} answers it (lib/claims/claim-dto.ts claimDetailsSchema), for
// every call that answers a claim: the read, the policy's claims, and each action.

export const claimDetailsInclude = {
  policy: {
    select: {
      id: true,
      policyNumber: true,
      insuredName: true,
      kind: true,
      itemName: true,
      deductible: true,
      aggregateLimit: true,
      brokerCompany: { select: { id: true, name: true } },
    },
  },
  determinations: true,
  files: { include: { file: { select: { fileName: true } } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.ClaimInclude;

export type ClaimDetailsRow = Prisma.ClaimGetPayload<{ include: typeof claimDetailsInclude }>;

const perilOrder = (peril: string) => PERILS.indexOf(peril as PerilName);

/** The claim's loss days in reading order: by date, then in the order of the perils' list. */
export function sortedLossDays<T extends { date: Date; peril: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.date.getTime() - b.date.getTime() || perilOrder(a.peril) - perilOrder(b.peril));
}

/** The determinations grouped per day, as the amount function reads them. */
export function lossDaysOf(
  rows: readonly { date: Date; peril: string; result: LossDay["perils"][number]["result"]; limitPerDay: Prisma.Decimal }[],
): LossDay[] {
  const days = new Map<string, LossDay>();
  for (const row of sortedLossDays(rows)) {
    const date = isoDate(row.date);
    const day = days.get(date) ?? { date, perils: [] };
    day.perils.push({ peril: row.peril, result: row.result, limitPerDay: row.limitPerDay.toString() });
    days.set(date, day);
  }
  return [...days.values()];
}

/**
 * The amount of each loss day, by the amount function (lib/claims/claim-amount.ts): the largest
 * limit per day among the perils that triggered, and for a promotion no more than the benefits due.
 * The claim's headline figures (gross, deductible applied, aggregate remaining, amount) are those
 * its determination stored, which approval fixes; a promotion's only covered day pays the gross
 * amount that determination found, so the day is capped by it rather than by sales read anew.
 */
export function claimDayAmounts(
  row: Pick<ClaimDetailsRow, "grossAmount" | "determinations"> & { policy: { kind: "EVENT" | "PROMOTION" } },
) {
  const { days } = claimAmount({
    kind: row.policy.kind,
    days: lossDaysOf(row.determinations),
    deductibleRemaining: 0,
    aggregateLimit: 0,
    priorClaimed: 0,
    promotionSales: row.policy.kind === "PROMOTION" ? row.grossAmount : null,
  });
  return days.map((d) => ({ date: d.date, amount: money(d.amount), perils: d.perils as PerilName[] }));
}

/** The names of the stations that settled the claims' days, by id, as people read them. */
export async function stationNames(
  reader: Tx,
  rows: readonly { determinations: readonly { stationId: string | null }[] }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.determinations.flatMap((d) => (d.stationId ? [d.stationId] : []))))];
  if (ids.length === 0) return new Map();
  const stations = await reader.weatherStation.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(stations.map((s) => [s.id, formatStationName(s.name)]));
}

/** One determination as the claim and policy pages read it, the station named. */
export function lossDayDto(d: ClaimDetailsRow["determinations"][number], stations: Map<string, string>): LossDayDto {
  return {
    date: isoDate(d.date),
    peril: d.peril,
    observed: d.observed === null ? null : d.observed.toString(),
    threshold: d.threshold === null ? null : d.threshold.toString(),
    unit: d.unit,
    detail: d.detail,
    result: d.result,
    source: d.source,
    station: d.stationId ? { id: d.stationId, name: stations.get(d.stationId) || d.stationId } : null,
    limitPerDay: money(d.limitPerDay),
    determinedAt: d.determinedAt ? isoSeconds(d.determinedAt) : null,
  };
}

export function claimDetailsDto(
  row: ClaimDetailsRow,
  ability: AppAbility,
  stations: Map<string, string>,
  now = new Date(),
): ClaimDetailsDto {
  const lossDays = sortedLossDays(row.determinations).map((d) => lossDayDto(d, stations));
  const p = row.policy;
  return {
    id: row.id,
    claimNumber: row.claimNumber,
    policyId: p.id,
    policyNumber: p.policyNumber,
    insuredName: p.insuredName,
    kind: p.kind,
    itemName: p.itemName,
    brokerCompany: p.brokerCompany,
    status: row.status,
    origin: row.origin,
    lossDays,
    dayAmounts: claimDayAmounts(row),
    grossAmount: money(row.grossAmount),
    deductible: money(p.deductible),
    deductibleApplied: money(row.deductibleApplied),
    aggregateLimit: money(p.aggregateLimit),
    aggregateRemaining: money(row.aggregateRemaining),
    amount: money(row.amount),
    notice:
      row.noticeDescription === null
        ? null
        : {
            dates: row.noticeDates.map((d) => isoDate(d)).sort(),
            perils: sortedPerils(row.noticePerils),
            description: row.noticeDescription,
          },
    declineReason: row.declineReason,
    paidAt: isoDate(row.paidAt),
    paymentReference: row.paymentReference,
    paidAmount: money(row.paidAmount),
    determinedAt: row.determinedAt ? isoSeconds(row.determinedAt) : null,
    decidedAt: row.decidedAt ? isoSeconds(row.decidedAt) : null,
    files: row.files.map((f) => ({
      id: f.id,
      kind: f.kind,
      fileName: f.file.fileName,
      href: claimFileHref(row.id, f.id),
      createdAt: isoSeconds(f.createdAt),
    })),
    // Once determined there is a letter: of the amount, or of the decline (a claim declined before
    // any determination has its letter of decline too).
    letterHref: row.status === "NOTIFIED" ? null : claimLetterHref(row.id, { now }),
    actions: availableClaimActions(ability, { status: row.status, brokerCompanyId: row.brokerCompanyId, brokerUserId: row.brokerUserId }),
    createdAt: isoSeconds(row.createdAt),
  };
}

const sortedPerils = (perils: readonly string[]) => [...perils].sort((a, b) => perilOrder(a) - perilOrder(b)) as PerilName[];

/** The claims `where` selects, each as GET /api/claim/{claimId} answers it, in `orderBy`'s order. */
export async function loadClaimDetails(
  reader: Tx,
  ability: AppAbility,
  where: Prisma.ClaimWhereInput,
  orderBy: Prisma.ClaimOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }],
): Promise<ClaimDetailsDto[]> {
  const rows = await reader.claim.findMany({ where, orderBy, include: claimDetailsInclude });
  const stations = await stationNames(reader, rows);
  const now = new Date();
  return rows.map((row) => claimDetailsDto(row, ability, stations, now));
}
