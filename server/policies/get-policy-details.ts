import type { Prisma } from "@/generated/prisma/client";
import { forbidden, notFound } from "@/lib/api/errors";
import { isoDate, isoSeconds, money } from "@/lib/api/serialize";
import type { InvoiceLine } from "@/lib/policies/invoice-figures";
import type { PolicyDetailsDto, PolicyFileDto } from "@/lib/policies/policy-dto";
import { abilityFor } from "@/lib/permissions/rules";
import { DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-schema";
import { PERILS } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
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
      documents: { select: { id: true, type: true, createdAt: true, file: { select: { fileName: true } } }, orderBy: { createdAt: "desc" } },
    },
  },
  quotationVersion: {
    include: {
      perils: { where: { selected: true }, orderBy: { id: "asc" } },
      proposals: { include: { file: { select: { fileName: true } } }, orderBy: { uploadedAt: "desc" } },
    },
  },
  invoices: { orderBy: { issuedAt: "asc" } },
} satisfies Prisma.PolicyInclude;

/**
 * Links of the documents of a policy: the print routes (issue 6), the stored proposals of the bound
 * version (the one sent for signing and the signed one), and the quotation's uploads.
 */
export const policyLinks = {
  wording: (policyId: number) => `/print/policy/other-states/${policyId}`,
  invoice: (invoiceId: number) => `/print/policy-invoice/${invoiceId}`,
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
  const boundBy = row.boundById ? await db.user.findUnique({ where: { id: row.boundById }, select: { id: true, firstName: true, lastName: true } }) : null;

  const v = row.quotationVersion;
  const rating = (v.rating ?? null) as { result?: { station?: { name?: string } } } | null;
  const order = (p: string) => PERILS.indexOf(p as (typeof PERILS)[number]);
  const perils = [...v.perils].sort((a, b) => order(a.peril) - order(b.peril));

  const files: PolicyFileDto[] = [
    { kind: "POLICY_WORDING", name: `Policy ${row.policyNumber}`, description: "Policy wording", href: policyLinks.wording(row.id), createdAt: isoSeconds(row.boundAt) },
    ...row.invoices.map((i): PolicyFileDto => ({
      kind: "INVOICE", name: `Invoice ${i.invoiceNumber}`, description: "Invoice", href: policyLinks.invoice(i.id), createdAt: isoSeconds(i.issuedAt),
    })),
  ];
  if (v.proposals.length > 0) {
    for (const p of v.proposals) {
      files.push({
        kind: p.signed ? "SIGNED_PROPOSAL" : "PROPOSAL", name: p.file.fileName, description: p.signed ? "Signed proposal" : "Quotation proposal",
        href: policyLinks.storedProposal(row.quotation.id, p.id), createdAt: isoSeconds(p.uploadedAt),
      });
    }
  } else {
    files.push({ kind: "PROPOSAL", name: `Proposal ${row.quotation.quotationNumber}`, description: "Quotation proposal", href: policyLinks.proposal(row.quotation.id), createdAt: null });
  }
  for (const d of row.quotation.documents) {
    files.push({
      kind: "UPLOADED", name: d.file.fileName, description: d.type ? DOCUMENT_TYPE_LABELS[d.type] : "Uploaded document",
      href: policyLinks.document(row.quotation.id, d.id), createdAt: isoSeconds(d.createdAt), documentType: d.type,
    });
  }

  return {
    id: row.id,
    policyNumber: row.policyNumber,
    status: row.status,
    brokerCompany: row.brokerCompany,
    brokerUser: { id: row.brokerUser.id, name: `${row.brokerUser.firstName} ${row.brokerUser.lastName}`, email: row.brokerUser.email },
    underwriterCompany: row.underwriterCompany,
    binder: { id: row.binder.id, uniqueMarketReference: row.binder.uniqueMarketReference, from: isoDate(row.binder.from)!, until: isoDate(row.binder.until)! },
    quotation: { id: row.quotation.id, quotationNumber: row.quotation.quotationNumber, versionNumber: v.versionNumber },
    boundAt: isoSeconds(row.boundAt),
    boundBy: boundBy ? { id: boundBy.id, name: `${boundBy.firstName} ${boundBy.lastName}` } : null,
    createdAt: isoSeconds(row.createdAt),
    premium: money(row.premium)!,
    aggregateLimit: money(row.aggregateLimit)!,
    insured: { name: row.insuredName, email: row.insuredEmail, street: row.insuredStreet, city: row.insuredCity, state: row.insuredState, zipCode: row.insuredZipCode },
    item: {
      kind: row.kind,
      name: row.itemName,
      dateFrom: isoDate(row.dateFrom)!,
      dateUntil: isoDate(row.dateUntil)!,
      deductible: money(row.deductible)!,
      coveredDays: ratedDates(v),
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
      location: { name: v.locationName, street: v.locationStreet, city: v.locationCity, state: v.locationState, zipCode: v.locationZipCode },
      station: v.stationId ? { id: v.stationId, name: rating?.result?.station?.name ?? null, distanceMiles: v.stationDistanceMiles?.toString() ?? null } : null,
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
      issuedAt: isoSeconds(i.issuedAt),
      grossBoundPremium: money(i.grossBoundPremium)!,
      fees: money(i.fees)!,
      stateTax: money(i.stateTax)!,
      stampingFee: money(i.stampingFee)!,
      municipalityTax: money(i.municipalityTax)!,
      grossTotal: money(i.grossTotal)!,
      commissionRate: i.commissionRate.toFixed(2),
      commission: money(i.commission)!,
      amountDue: money(i.amountDue)!,
      lines: (Array.isArray(i.lines) ? i.lines : []) as InvoiceLine[],
      href: policyLinks.invoice(i.id),
    })),
    files,
  };
}
