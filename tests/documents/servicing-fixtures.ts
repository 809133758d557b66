import type { Prisma } from "@/generated/prisma/client";
import { invoiceFigures } from "@/lib/policies/invoice-figures";
import type { CoverageChangeLine } from "@/lib/policies/policy-dto";
import { formatCalendarDate } from "@/lib/format/date-time";
import { db } from "@/server/db";

// Policy servicing rows (issue 11) written straight to the database for the document tests, as the
// servicing use cases leave them: an Endorsement (with its schedule of changes and premium), the
// Invoice issued with it (the figures of invoiceFigures with signed amounts, its printed lines
// stored), a Cancellation closed by its endorsement and credit note, a reviewed final sales
// revision with its additional-premium invoice, and the version copy a cover change makes.

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
let seq = 0;

type PolicyRef = { id: number; policyNumber: string; brokerCompanyId: number; insuredState: string | null };

/** An invoice of `kind` for `premium` (signed) at the insured state's rates and the broker company's commission, lines stored. */
export async function servicingInvoice(
  policy: PolicyRef,
  kind: "ENDORSEMENT" | "FINAL_SALES" | "CANCELLATION",
  premium: string,
  links: { endorsementId?: number; finalSalesRevisionId?: number } = {},
) {
  seq++;
  const [stateFee, company] = await Promise.all([
    db.stateFee.findUniqueOrThrow({ where: { state: policy.insuredState! } }),
    db.company.findUniqueOrThrow({ where: { id: policy.brokerCompanyId } }),
  ]);
  const f = invoiceFigures({ grossBoundPremium: premium, commissionPercent: company.commission, stateFee });
  return db.invoice.create({
    data: {
      invoiceNumber: `INV-2026-${String(900000 + seq)}`,
      policyId: policy.id,
      kind,
      grossBoundPremium: f.grossBoundPremium,
      commissionRate: f.commissionRate,
      commission: f.commission,
      stateTax: f.stateTax,
      stampingFee: f.stampingFee,
      municipalityTax: f.municipalityTax,
      municipalityTaxRate: f.municipalityTaxRate,
      fees: f.fees,
      grossTotal: f.grossTotal,
      amountDue: f.amountDue,
      taxState: stateFee.state,
      lines: f.lines as Prisma.InputJsonValue,
      endorsementId: links.endorsementId ?? null,
      finalSalesRevisionId: links.finalSalesRevisionId ?? null,
    },
  });
}

/** A GENERAL endorsement; with a premium change, its invoice (a credit note for a return) and the policy's new premium. */
export async function generalEndorsement(
  policy: PolicyRef,
  values: {
    number: number;
    title: string;
    content: string;
    effectiveDate: string;
    changes?: CoverageChangeLine[];
    premiumChange?: string;
    premiumAfter?: string;
  },
) {
  const endorsement = await db.endorsement.create({
    data: {
      policyId: policy.id,
      endorsementNumber: values.number,
      kind: "GENERAL",
      title: values.title,
      content: values.content,
      effectiveDate: asDate(values.effectiveDate),
      changes: (values.changes ?? []) as Prisma.InputJsonValue,
      premiumChange: values.premiumChange ?? null,
      premiumAfter: values.premiumAfter ?? null,
    },
  });
  const invoice = values.premiumChange
    ? await servicingInvoice(policy, "ENDORSEMENT", values.premiumChange, { endorsementId: endorsement.id })
    : null;
  if (values.premiumAfter) await db.policy.update({ where: { id: policy.id }, data: { premium: values.premiumAfter } });
  return { endorsement, invoice };
}

/**
 * A cancellation as the cancel use case closes it: the endorsement (its wording states the reason
 * and the return-premium rule, as the use case writes it), the credit note for the returned premium,
 * the Cancellation row CANCELLED with its return premium, and the policy CANCELLED at its earned premium.
 */
export async function cancelledBy(
  policy: PolicyRef & { premium: { toString(): string } },
  values: {
    number: number;
    reason: string;
    cancellationDate: string;
    returnPremium: string;
    premiumAfter: string;
    explanation: string;
    status?: "APPROVED" | "CANCELLED";
  },
) {
  const endorsement = await db.endorsement.create({
    data: {
      policyId: policy.id,
      endorsementNumber: values.number,
      kind: "CANCELLATION",
      title: "Cancellation of the policy",
      content: `It is agreed that this policy is cancelled with effect from ${formatCalendarDate(values.cancellationDate)}.\n\nReason: ${values.reason}\n\n${values.explanation}`,
      effectiveDate: asDate(values.cancellationDate),
      premiumChange: `-${values.returnPremium}`,
      premiumAfter: values.premiumAfter,
    },
  });
  const invoice = await servicingInvoice(policy, "CANCELLATION", `-${values.returnPremium}`, { endorsementId: endorsement.id });
  const cancellation = await db.cancellation.create({
    data: {
      policyId: policy.id,
      reason: values.reason,
      cancellationDate: asDate(values.cancellationDate),
      // APPROVED when the broker asked for it, CANCELLED when the underwriter cancelled outright.
      status: values.status ?? "CANCELLED",
      returnPremium: values.returnPremium,
      endorsementId: endorsement.id,
      decidedAt: new Date("2026-06-12T15:00:00Z"),
    },
  });
  await db.policy.update({ where: { id: policy.id }, data: { status: "CANCELLED", premium: values.premiumAfter } });
  return { endorsement, invoice, cancellation };
}

/** A reviewed final sales revision and its additional-premium invoice. */
export async function reviewedFinalSales(
  policy: PolicyRef,
  values: { finalSalesAmount: string; additionalPremium: string; premiumAfter: string },
) {
  const revision = await db.finalSalesRevision.create({
    data: {
      policyId: policy.id,
      finalSalesAmount: values.finalSalesAmount,
      reportedAmount: values.finalSalesAmount,
      additionalPremiumDue: values.additionalPremium,
      premium: values.premiumAfter,
      status: "REVIEWED",
      reviewedAt: new Date("2026-07-02T15:00:00Z"),
    },
  });
  const invoice = await servicingInvoice(policy, "FINAL_SALES", values.additionalPremium, { finalSalesRevisionId: revision.id });
  return { revision, invoice };
}

/**
 * The insured's signing of the bound version on record, then a copy of that version holding the
 * policy's current terms (as a cover-changing endorsement makes): the policy points at the copy,
 * and keeps the signed one as its bound version.
 */
export async function signedThenEndorsedVersion(policy: { id: number; quotationVersionId: number }, signerName: string) {
  const bound = await db.quotationVersion.findUniqueOrThrow({ where: { id: policy.quotationVersionId }, include: { perils: true } });
  await db.signingRequest.create({
    data: {
      versionId: bound.id,
      provider: "builtin",
      status: "SIGNED",
      signerName,
      signerEmail: "signer@example.com",
      completedAt: new Date("2026-05-25T16:20:00Z"),
    },
  });
  const { id: _id, quotationId, createdAt: _c, updatedAt: _u, perils, rating, ...rest } = bound;
  const last = await db.quotationVersion.findFirstOrThrow({ where: { quotationId }, orderBy: { versionNumber: "desc" } });
  const copy = await db.quotationVersion.create({
    data: {
      ...rest,
      quotation: { connect: { id: quotationId } },
      versionNumber: last.versionNumber + 1,
      rating: (rating ?? undefined) as Prisma.InputJsonValue | undefined,
      policyChange: "Endorsement No. 1",
      perils: { create: perils.map(({ id: _p, versionId: _v, ...p }) => p) },
    },
  });
  await db.policy.update({ where: { id: policy.id }, data: { boundVersionId: bound.id, quotationVersionId: copy.id } });
  return { bound, copy };
}
