import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { forbidden, notFound } from "@/lib/api/errors";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import { isCreditNote, withCurrentLabels, type InvoiceLine } from "@/lib/policies/invoice-figures";
import { availablePolicyActions } from "@/lib/policies/policy-actions";
import { POLICY_DOCUMENTS, policyDocuments, type PolicyDocumentKey } from "@/lib/policies/policy-documents";
import {
  INVOICE_KIND_LABELS,
  type CoverageChangeLine,
  type PolicyDetailsDto,
  type PolicyEndorsementDto,
  type PolicyFileDto,
} from "@/lib/policies/policy-dto";
import { abilityFor } from "@/lib/permissions/rules";
import { DOCUMENT_TYPE_LABELS, todayIso } from "@/lib/quotations/quotation-schema";
import { PERILS } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { policyPrice } from "@/server/pricing/policy-price";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { policyLossRecord } from "@/server/claims/policy-loss-record";
import { ratedDates } from "@/server/quotations/version-content";

const detailsInclude = {
  brokerCompany: { select: { id: true, name: true } },
  brokerUser: { select: { id: true, firstName: true, lastName: true, email: true } },
  underwriterCompany: { select: { id: true, name: true } },
  binder: { select: { id: true, uniqueMarketReference: true, from: true, until: true } },
  quotation: {
    select: {
      id: true,
      quotationNumber: true,
      documents: {
        select: { id: true, type: true, createdAt: true, file: { select: { fileName: true } } },
        orderBy: { createdAt: "desc" },
      },
    },
  },
  quotationVersion: { include: { perils: { where: { selected: true }, orderBy: { id: "asc" } } } },
  // The proposals the insured signed stay on the version that was bound.
  boundVersion: { include: { proposals: { include: { file: { select: { fileName: true } } }, orderBy: { uploadedAt: "desc" } } } },
  invoices: { orderBy: [{ issuedAt: "asc" }, { id: "asc" }] },
  endorsements: { orderBy: { endorsementNumber: "asc" }, include: { invoice: { select: { id: true, invoiceNumber: true } } } },
  cancellations: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  finalSalesRevisions: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { invoice: { select: { id: true, invoiceNumber: true } } },
  },
} satisfies Prisma.PolicyInclude;

/**
 * Links of the documents of a policy: the print routes (issues 6 and 12: the wording of the
 * policy's state family and each of its forms, `policyDocument`), the stored proposals of the bound
 * version (the one sent for signing and the signed one), and the quotation's uploads.
 */
export const policyLinks = {
  wording: (policyId: number) => POLICY_DOCUMENTS.OTHER_STATES_WORDING.href(policyId),
  policyDocument: (key: PolicyDocumentKey, policyId: number) => POLICY_DOCUMENTS[key].href(policyId),
  invoice: (invoiceId: number) => `/print/policy-invoice/${invoiceId}`,
  endorsement: (endorsementId: number) => `/print/policy/endorsement/${endorsementId}`,
  cancellationEndorsement: (endorsementId: number) => `/print/policy/cancellation-endorsement/${endorsementId}`,
  proposal: (quotationId: number) => `/print/quotation-proposal/${quotationId}`,
  storedProposal: (quotationId: number, proposalId: number) => `/api/quotation/${quotationId}/proposal/${proposalId}`,
  document: (quotationId: number, documentId: number) => `/api/quotation/${quotationId}/document/${documentId}`,
};

/**
 * GET /api/policy/{policyId}: a policy the actor may read (scoped like the policy list: brokers
 * their company's, or their own); any other is not found, like one that does not exist.
 */
export async function getPolicyDetails(actor: Actor, policyId: unknown): Promise<PolicyDetailsDto> {
  const id = pathId(String(policyId ?? ""), "Policy");
  const ability = abilityFor(actor);
  if (!ability.can("read", "Policy")) throw forbidden();
  const row = await db.policy.findFirst({ where: { AND: [{ id }, accessibleWhere(ability, "read", "Policy")] }, include: detailsInclude });
  if (!row) throw notFound("Policy");
  const people = await peopleById([
    row.boundById,
    ...row.endorsements.map((e) => e.createdById),
    ...row.cancellations.flatMap((c) => [c.requestedById, c.decidedById]),
    ...row.finalSalesRevisions.flatMap((f) => [f.submittedById, f.reviewedById]),
  ]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const boundBy = person(row.boundById);

  const v = row.quotationVersion;
  const rating = (v.rating ?? null) as { result?: { station?: { name?: string } } } | null;
  const order = (p: string) => PERILS.indexOf(p as (typeof PERILS)[number]);
  const perils = [...v.perils].sort((a, b) => order(a.peril) - order(b.peril));

  const endorsements = row.endorsements.map((e) => endorsementDto(e, person(e.createdById)));
  // Exactly the policy documents that apply (lib/policies/policy-documents.ts, D70–D72).
  const wordingAt = isoSeconds(row.updatedAt > row.boundAt ? lastTermsChange(row) : row.boundAt);
  const documents = policyDocuments({
    insuredState: row.insuredState,
    locationState: v.locationState,
    kind: row.kind,
    perils: v.perils.map((p) => p.peril),
    claimsVerificationSource: v.claimsVerificationSource,
    applicationDocuments: row.quotation.documents.map((d) => d.type),
  });
  const files: PolicyFileDto[] = [
    ...documents.map((d): PolicyFileDto =>
      d.fileKind === "POLICY_WORDING"
        ? {
            kind: "POLICY_WORDING",
            name: `Policy ${row.policyNumber}`,
            description: d.key === "MT_WA_WORDING" ? "Policy wording (Montana and Washington)" : "Policy wording",
            href: policyLinks.policyDocument(d.key, row.id),
            createdAt: wordingAt,
          }
        : {
            // Every form and notice is part of the policy wording (spec §2), told apart by its description.
            kind: "POLICY_WORDING",
            name: d.title,
            description:
              d.fileKind === "STATE_NOTICE"
                ? `State notice, ${d.form}`
                : `${d.formKey === "montana" || d.formKey === "washington" ? "Amendatory endorsement" : d.formKey === "scheduleOfForms" ? "Schedule of forms" : "Endorsement form"}, ${d.form}`,
            href: policyLinks.policyDocument(d.key, row.id),
            createdAt: d.formKey === "scheduleOfForms" ? wordingAt : isoSeconds(row.boundAt),
          },
    ),
    ...row.invoices.map((i): PolicyFileDto => ({
      kind: "INVOICE",
      name: `Invoice ${i.invoiceNumber}`,
      description: INVOICE_KIND_LABELS[i.kind],
      href: policyLinks.invoice(i.id),
      createdAt: isoSeconds(i.issuedAt),
    })),
    ...endorsements.map((e): PolicyFileDto => ({
      kind: e.kind === "CANCELLATION" ? "CANCELLATION_ENDORSEMENT" : "ENDORSEMENT",
      name: `Endorsement ${e.endorsementNumber}: ${e.title}`,
      description:
        e.kind === "CANCELLATION" ? "Cancellation endorsement" : e.changes.length > 0 ? "Endorsement (cover change)" : "Endorsement",
      href: e.href,
      createdAt: e.createdAt,
    })),
  ];
  const proposals = row.boundVersion?.proposals ?? [];
  if (proposals.length > 0) {
    for (const p of proposals) {
      files.push({
        kind: p.signed ? "SIGNED_PROPOSAL" : "PROPOSAL",
        name: p.file.fileName,
        description: p.signed ? "Signed proposal" : "Quotation proposal",
        href: policyLinks.storedProposal(row.quotation.id, p.id),
        createdAt: isoSeconds(p.uploadedAt),
      });
    }
  } else {
    files.push({
      kind: "PROPOSAL",
      name: `Proposal ${row.quotation.quotationNumber}`,
      description: "Quotation proposal",
      href: policyLinks.proposal(row.quotation.id),
      createdAt: null,
    });
  }
  for (const d of row.quotation.documents) {
    files.push({
      kind: "UPLOADED",
      name: d.file.fileName,
      description: d.type ? DOCUMENT_TYPE_LABELS[d.type] : "Uploaded document",
      href: policyLinks.document(row.quotation.id, d.id),
      createdAt: isoSeconds(d.createdAt),
      documentType: d.type,
    });
  }

  // What the insured pays, by the one pricing function (lib/pricing): the bind invoice's figures for a policy just bound.
  const price = await policyPrice(db, { ...row, quotationVersion: v });
  const coveredDays = ratedDates(v);
  // The determinations and claims (docs/claims.md), in the location's state's time zone.
  const lossRecord = await policyLossRecord(db, ability, {
    id: row.id,
    kind: row.kind,
    coveredDays,
    state: v.locationState ?? v.applicantState,
  });

  return {
    id: row.id,
    policyNumber: row.policyNumber,
    status: row.status,
    brokerCompany: row.brokerCompany,
    brokerUser: { id: row.brokerUser.id, name: `${row.brokerUser.firstName} ${row.brokerUser.lastName}`, email: row.brokerUser.email },
    underwriterCompany: row.underwriterCompany,
    binder: {
      id: row.binder.id,
      uniqueMarketReference: row.binder.uniqueMarketReference,
      from: isoDate(row.binder.from)!,
      until: isoDate(row.binder.until)!,
    },
    quotation: {
      id: row.quotation.id,
      quotationNumber: row.quotation.quotationNumber,
      versionNumber: row.boundVersion?.versionNumber ?? v.versionNumber,
    },
    boundAt: isoSeconds(row.boundAt),
    boundBy,
    createdAt: isoSeconds(row.createdAt),
    premium: money(row.premium)!,
    aggregateLimit: money(row.aggregateLimit)!,
    price,
    insured: {
      name: row.insuredName,
      email: row.insuredEmail,
      street: row.insuredStreet,
      city: row.insuredCity,
      state: row.insuredState,
      zipCode: row.insuredZipCode,
    },
    item: {
      kind: row.kind,
      name: row.itemName,
      dateFrom: isoDate(row.dateFrom)!,
      dateUntil: isoDate(row.dateUntil)!,
      deductible: money(row.deductible)!,
      coveredDays,
      limitPerDay: money(v.limitPerDay),
      event: row.kind === "EVENT" ? { type: v.eventType, hoursFrom: v.hoursOfCoverageFrom, hoursTo: v.hoursOfCoverageTo } : null,
      promotion:
        row.kind === "PROMOTION"
          ? {
              periodFrom: isoDate(v.promotionPeriodFrom),
              periodUntil: isoDate(v.promotionPeriodUntil),
              promotionDate: isoDate(v.promotionDate),
              finalEstimatedSales: money(v.finalEstimatedSales),
              finalSalesDate: isoDate(row.finalSalesDate),
            }
          : null,
      location: {
        name: v.locationName,
        street: v.locationStreet,
        city: v.locationCity,
        state: v.locationState,
        zipCode: v.locationZipCode,
      },
      station: v.stationId
        ? { id: v.stationId, name: rating?.result?.station?.name ?? null, distanceMiles: v.stationDistanceMiles?.toString() ?? null }
        : null,
      claimsVerificationSource: v.claimsVerificationSource,
      perils: perils.map((p) => ({
        peril: p.peril,
        threshold: p.threshold === null ? null : p.threshold.toString(),
        limitPerDay: money(p.limitPerDay),
        limit: money(p.limit),
        premium: money(p.premium),
      })),
      fees: money(v.fees ?? 0)!,
    },
    invoices: row.invoices.map((i) => ({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      kind: i.kind,
      endorsementId: i.endorsementId,
      finalSalesRevisionId: i.finalSalesRevisionId,
      issuedAt: isoSeconds(i.issuedAt),
      dueDate: isoDate(i.dueDate),
      credit: isCreditNote(i.kind, i.amountDue),
      grossBoundPremium: money(i.grossBoundPremium)!,
      fees: money(i.fees)!,
      stateTax: money(i.stateTax)!,
      stampingFee: money(i.stampingFee)!,
      municipalityTax: money(i.municipalityTax)!,
      grossTotal: money(i.grossTotal)!,
      commissionRate: i.commissionRate.toFixed(2),
      commission: money(i.commission)!,
      amountDue: money(i.amountDue)!,
      lines: withCurrentLabels((Array.isArray(i.lines) ? i.lines : []) as InvoiceLine[]),
      href: policyLinks.invoice(i.id),
    })),
    endorsements,
    cancellations: row.cancellations.map((c) => ({
      id: c.id,
      status: c.status,
      reason: c.reason,
      cancellationDate: isoDate(c.cancellationDate)!,
      rejectionReason: c.rejectionReason,
      returnPremium: money(c.returnPremium),
      requestedBy: person(c.requestedById),
      requestedAt: isoSeconds(c.createdAt),
      decidedBy: person(c.decidedById),
      decidedAt: c.decidedAt ? isoSeconds(c.decidedAt) : null,
      endorsementId: c.endorsementId,
    })),
    finalSales: row.finalSalesRevisions.map((f) => ({
      id: f.id,
      status: f.status,
      reportedAmount: money(f.reportedAmount)!,
      finalSalesAmount: money(f.finalSalesAmount)!,
      late: f.late,
      additionalPremiumDue: money(f.additionalPremiumDue)!,
      premium: money(f.premium)!,
      municipalityTax: money(f.municipalityTax)!,
      submittedBy: person(f.submittedById),
      submittedAt: isoSeconds(f.createdAt),
      reviewedBy: person(f.reviewedById),
      reviewedAt: f.reviewedAt ? isoSeconds(f.reviewedAt) : null,
      invoice: f.invoice ? { ...f.invoice, href: policyLinks.invoice(f.invoice.id) } : null,
    })),
    files,
    ...lossRecord,
    actions: availablePolicyActions(
      ability,
      {
        status: row.status,
        kind: row.kind,
        brokerCompanyId: row.brokerCompanyId,
        brokerUserId: row.brokerUserId,
        promotionPeriodUntil: isoDate(v.promotionPeriodUntil),
        dateUntil: isoDate(row.dateUntil)!,
      },
      todayIso(),
    ),
  };
}

type EndorsementRow = Prisma.EndorsementGetPayload<{ include: { invoice: { select: { id: true; invoiceNumber: true } } } }>;

/** An endorsement as the API answers it (GET /api/policy/{id}/endorsement, the details page). */
export function endorsementDto(e: EndorsementRow, createdBy: { id: number; name: string } | null): PolicyEndorsementDto {
  return {
    id: e.id,
    policyId: e.policyId,
    endorsementNumber: e.endorsementNumber,
    kind: e.kind,
    title: e.title,
    content: e.content,
    effectiveDate: isoDate(e.effectiveDate)!,
    changes: (Array.isArray(e.changes) ? e.changes : []) as CoverageChangeLine[],
    premiumChange: money(e.premiumChange),
    premiumAfter: money(e.premiumAfter),
    createdAt: isoSeconds(e.createdAt),
    createdBy,
    invoice: e.invoice ? { ...e.invoice, href: policyLinks.invoice(e.invoice.id) } : null,
    href: e.kind === "CANCELLATION" ? policyLinks.cancellationEndorsement(e.id) : policyLinks.endorsement(e.id),
  };
}

/** Names of users by id (creators and deciders of a policy's changes). */
export async function peopleById(ids: (number | null)[]): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, firstName: true, lastName: true } });
  return new Map(users.map((u) => [u.id, { id: u.id, name: `${u.firstName} ${u.lastName}` }]));
}

/** When the wording last changed: the latest endorsement that changed the cover, or the bind. */
function lastTermsChange(row: {
  boundAt: Date;
  endorsements: { createdAt: Date; changes: unknown }[];
  finalSalesRevisions: { reviewedAt: Date | null }[];
}): Date {
  const moments = [
    row.boundAt,
    ...row.endorsements.filter((e) => Array.isArray(e.changes) && e.changes.length > 0).map((e) => e.createdAt),
    ...row.finalSalesRevisions.flatMap((f) => (f.reviewedAt ? [f.reviewedAt] : [])),
  ];
  return moments.reduce((a, b) => (b > a ? b : a));
}
