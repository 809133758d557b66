import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import { availableActions } from "@/lib/quotations/quotation-actions";
import type { PerilValueDto, QuotationDetailsDto, QuotationVersionDto } from "@/lib/quotations/quotation-dto";
import { DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-schema";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { Actor } from "@/server/auth/actor";
import { db, type Tx } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { getAppConfig } from "@/server/settings/get-app-config";
import { storedPremiumSplit } from "@/lib/pricing/fees";
import { versionPrice } from "@/lib/pricing/quotation-price";
import { pricingTermsOfVersion } from "@/server/pricing/pricing-terms";
import { versionToForm } from "./version-content";

const detailsInclude = {
  brokerCompany: { select: { id: true, name: true } },
  brokerUser: { select: { id: true, firstName: true, lastName: true, email: true } },
  createdBy: { select: { id: true, firstName: true, lastName: true } },
  copiedFrom: { select: { id: true, quotationNumber: true } },
  versions: {
    orderBy: { versionNumber: "desc" },
    include: {
      perils: { orderBy: { id: "asc" } },
      proposals: { include: { file: { select: { fileName: true } } }, orderBy: { uploadedAt: "desc" } },
      // Claims still waiting for their envelope (no signing URL yet) are not shown.
      signingRequests: { where: { NOT: { status: "PENDING", signingUrl: null } }, orderBy: { id: "desc" } },
    },
  },
  documents: {
    include: { file: { select: { fileName: true, contentType: true, size: true, createdById: true } } },
    orderBy: { createdAt: "desc" },
  },
  policy: { select: { id: true, policyNumber: true } },
} satisfies Prisma.QuotationInclude;

type DetailsRow = Prisma.QuotationGetPayload<{ include: typeof detailsInclude }>;
type VersionRow = DetailsRow["versions"][number];

function perilDto(p: VersionRow["perils"][number]): PerilValueDto {
  return {
    peril: p.peril,
    threshold: p.threshold === null ? null : p.threshold.toString(),
    limitPerDay: money(p.limitPerDay),
    limit: money(p.limit),
    rate: p.rate === null ? null : p.rate.toString(),
    premiumFromRater: money(p.premiumFromRater),
    premiumAfterReview: money(p.premiumAfterReview),
    premium: money(p.premium),
    selected: p.selected,
    quotable: p.quotable,
    reason: p.reason,
  };
}

/** The version with its price as the insured will be asked to pay it (lib/pricing, D85). */
async function pricedVersionDto(
  client: Tx,
  version: Omit<QuotationVersionDto, "price" | "pricingTerms">,
  config: Awaited<ReturnType<typeof getAppConfig>>,
): Promise<QuotationVersionDto> {
  const pricingTerms = await pricingTermsOfVersion(version, client, config);
  const price = version.totalPremium === null ? null : versionPrice({ ...version, price: null, pricingTerms }, pricingTerms);
  return { ...version, price, pricingTerms };
}

function versionDto(
  v: VersionRow,
  config: Awaited<ReturnType<typeof getAppConfig>>,
  seesRating: boolean,
): Omit<QuotationVersionDto, "price" | "pricingTerms"> {
  const dates = v.datesOfCoverage.map((d) => isoDate(d)!).sort();
  const rating = (v.rating ?? null) as { result?: RateQuoteResultDto } | null;
  return {
    id: v.id,
    versionNumber: v.versionNumber,
    status: v.status,
    readOnly: v.readOnly,
    kind: v.kind,
    applicant: {
      name: v.applicantName,
      email: v.applicantEmail,
      street: v.applicantStreet,
      city: v.applicantCity,
      state: v.applicantState,
      zipCode: v.applicantZipCode,
    },
    event:
      v.kind === "EVENT"
        ? {
            name: v.eventName,
            type: v.eventType,
            dateFrom: isoDate(v.eventDateFrom) ?? dates[0] ?? null,
            dateUntil: isoDate(v.eventDateUntil) ?? dates.at(-1) ?? null,
            dates,
            hoursFrom: v.hoursOfCoverageFrom,
            hoursTo: v.hoursOfCoverageTo,
          }
        : null,
    promotion:
      v.kind === "PROMOTION"
        ? {
            name: v.promotionName,
            periodFrom: isoDate(v.promotionPeriodFrom),
            periodUntil: isoDate(v.promotionPeriodUntil),
            promotionDate: isoDate(v.promotionDate),
            finalEstimatedSales: money(v.finalEstimatedSales),
          }
        : null,
    location: { name: v.locationName, street: v.locationStreet, city: v.locationCity, state: v.locationState, zipCode: v.locationZipCode },
    limitPerDay: money(v.limitPerDay),
    deductible: money(v.deductible),
    claimsVerificationSource: v.claimsVerificationSource,
    priorLoss: v.priorLoss,
    priorLossDetails: v.priorLossDetails,
    declarationAccepted: v.declarationAccepted,
    perils: v.perils.map(perilDto),
    station: v.stationId
      ? { id: v.stationId, name: rating?.result?.station?.name ?? null, distanceMiles: v.stationDistanceMiles?.toString() ?? null }
      : null,
    // The figures stored when the version was rated, reviewed or pre-bound: later settings
    // changes do not reprice a quotation that was already given.
    fees: money(v.fees),
    totalPremium: money(v.totalPremium),
    minimumPremium: config.minimumPremium.toFixed(2),
    belowMinimumPremium: v.totalPremium !== null && v.totalPremium.lt(config.minimumPremium),
    referralReasons: v.referralReasons,
    declineReason: v.declineReason,
    wizardStep: v.wizardStep,
    submittedAt: v.submittedAt ? isoSeconds(v.submittedAt) : null,
    reviewedAt: v.reviewedAt ? isoSeconds(v.reviewedAt) : null,
    expiresAt: v.expiresAt ? isoSeconds(v.expiresAt) : null,
    createdAt: isoSeconds(v.createdAt),
    rating: seesRating ? (rating?.result ?? null) : null,
  };
}

/** Builds the details of a quotation for an actor who may read it (the caller checked that). */
export async function quotationDetailsDto(client: Tx, actor: Actor, id: number): Promise<QuotationDetailsDto> {
  const ability = abilityFor(actor);
  const [row, config] = await Promise.all([
    client.quotation.findFirst({ where: { AND: [{ id }, accessibleWhere(ability, "read", "Quotation")] }, include: detailsInclude }),
    getAppConfig(),
  ]);
  if (!row || row.versions.length === 0) throw notFound("Quotation");
  const seesRating = actor.role !== "ROLE_BROKER";
  const current = row.versions[0];
  const uploaders = await client.user.findMany({
    where: { id: { in: row.documents.map((d) => d.uploadedById).filter((x): x is number => x !== null) } },
    select: { id: true, firstName: true, lastName: true },
  });
  return {
    id: row.id,
    quotationNumber: row.quotationNumber,
    status: row.status,
    brokerCompany: row.brokerCompany,
    brokerUser: { id: row.brokerUser.id, name: `${row.brokerUser.firstName} ${row.brokerUser.lastName}`, email: row.brokerUser.email },
    createdBy: { id: row.createdBy.id, name: `${row.createdBy.firstName} ${row.createdBy.lastName}` },
    copiedFrom: row.copiedFrom,
    insuredName: row.insuredName,
    eventDate: isoDate(row.eventDate),
    createdAt: isoSeconds(row.createdAt),
    updatedAt: isoSeconds(row.updatedAt),
    current: await pricedVersionDto(client, versionDto(current, config, seesRating), config),
    versions: row.versions.map((v) => ({
      id: v.id,
      versionNumber: v.versionNumber,
      status: v.status,
      readOnly: v.readOnly,
      // "Premium" is the premium alone, as the price breakdown names it; fees are apart (decisions.md D103).
      premium: storedPremiumSplit(v.totalPremium, v.fees)?.premium ?? null,
      fees: money(v.fees),
      totalPremium: money(v.totalPremium),
      submittedAt: v.submittedAt ? isoSeconds(v.submittedAt) : null,
      createdAt: isoSeconds(v.createdAt),
    })),
    documents: row.documents.map((d) => {
      const by = uploaders.find((u) => u.id === d.uploadedById);
      return {
        id: d.id,
        fileName: d.file.fileName,
        contentType: d.file.contentType,
        size: d.file.size,
        type: d.type,
        typeName: d.type ? DOCUMENT_TYPE_LABELS[d.type] : null,
        uploadedAt: isoSeconds(d.createdAt),
        uploadedBy: by ? `${by.firstName} ${by.lastName}` : null,
      };
    }),
    proposals: row.versions.flatMap((v) =>
      v.proposals.map((p) => ({
        id: p.id,
        fileName: p.file.fileName,
        uploadedAt: isoSeconds(p.uploadedAt),
        signed: p.signed,
        versionNumber: v.versionNumber,
      })),
    ),
    signings: row.versions
      .flatMap((v) =>
        v.signingRequests.map((r) => ({
          id: r.id,
          versionNumber: v.versionNumber,
          provider: r.provider,
          status: r.status,
          signerName: r.signerName,
          signerEmail: r.signerEmail,
          failureReason: r.failureReason,
          startedAt: isoSeconds(r.createdAt),
          completedAt: r.completedAt ? isoSeconds(r.completedAt) : null,
        })),
      )
      .sort((a, b) => b.id - a.id),
    policy: row.policy,
    actions: availableActions(ability, row),
    form: versionToForm(current, row.brokerUserId),
  };
}

/** GET /api/quotation/{id}: a quotation the actor may read; any other is not found. */
export async function getQuotationDetails(actor: Actor, quotationId: unknown): Promise<QuotationDetailsDto> {
  return quotationDetailsDto(db, actor, pathId(String(quotationId ?? ""), "Quotation"));
}
