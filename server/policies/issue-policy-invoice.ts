import "server-only";
import Decimal from "decimal.js";
import type { InvoiceKind } from "@/generated/prisma/client";
import { validationFailure } from "@/lib/api/errors";
import {
  adjustmentPremiumLabel,
  invoiceDueDate,
  invoiceFigures,
  isCreditNote,
  type DecimalInput,
  type InvoiceFigures,
} from "@/lib/policies/invoice-figures";
import { todayIso } from "@/lib/quotations/quotation-schema";
import type { Tx } from "@/server/db";
import { municipalityForRisk } from "@/server/state-fees/municipality-for-risk";

/** Invoice numbers: INV-<year of issue>-<invoice id, 6 digits>, e.g. INV-2026-000042. */
export function invoiceNumberFor(id: number, issuedOn: string): string {
  return `INV-${issuedOn.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

type InvoicedPolicy = { id: number; brokerCompanyId: number; insuredState: string | null };

/** What an invoice of a policy will say, worked out before anything is written (see issuePolicyInvoice). */
export type PolicyInvoiceFigures = {
  kind: InvoiceKind;
  figures: InvoiceFigures;
  taxState: string;
  municipalityName: string | null;
};

type InvoiceRequest = {
  kind: InvoiceKind;
  premium: DecimalInput;
  fees?: { observer?: DecimalInput; lightning?: DecimalInput };
  taxState?: string | null;
};

/**
 * The figures of an invoice of a policy: invoiceFigures (lib/policies/invoice-figures.ts)
 * with signed amounts — a return premium is a negative premium, so taxes and commission come back
 * with it — for the commission agreed at bind and the state-fee row of the insured's state as the
 * table holds it now. Reads only: an endorsement's preview shows these figures, and its issue
 * writes the same ones. `taxState` names the state when the policy's own is not set (the bind takes
 * the location's state for an insured without one).
 */
export async function policyInvoiceFigures(tx: Tx, policy: InvoicedPolicy, invoice: InvoiceRequest): Promise<PolicyInvoiceFigures> {
  const state = policy.insuredState ?? invoice.taxState ?? (await bindTaxState(tx, policy.id));
  const stateFee = state ? await tx.stateFee.findUnique({ where: { state } }) : null;
  if (!stateFee) {
    throw validationFailure([
      {
        path: "insured.state",
        message: `No state fee is set for ${state ?? "the insured's state"}: an admin must add it under Settings › State fees`,
      },
    ]);
  }
  const municipality = stateFee.municipalityTax ? await municipalityOf(tx, policy.id, invoice.premium) : undefined;
  const figures = invoiceFigures({
    grossBoundPremium: invoice.premium,
    thirdPartyFees: invoice.fees,
    commissionPercent: await commissionPercentOf(tx, policy),
    stateFee,
    municipality,
    premiumLabel: adjustmentPremiumLabel(invoice.kind, invoice.premium),
  });
  return {
    kind: invoice.kind,
    figures,
    taxState: stateFee.state,
    municipalityName: figures.municipalityTaxRate === null ? null : (municipality?.name ?? null),
  };
}

/**
 * Writes an invoice of figures worked out by policyInvoiceFigures, numbered, inside the caller's
 * transaction, with the policy's terms it is issued on (termsNow, read from the policy: so it is
 * called once the transaction's new terms are written, D101). The due date (a credit note's
 * settlement date) and the payment wording are those of the settings now, fixed on the invoice (D102).
 */
export async function writePolicyInvoice(
  tx: Tx,
  policy: InvoicedPolicy,
  priced: PolicyInvoiceFigures,
  links: { endorsementId?: number; finalSalesRevisionId?: number } = {},
) {
  const { figures } = priced;
  const terms = await termsNow(tx, policy.id);
  const issuedAt = new Date();
  const issuedOn = todayIso(undefined, issuedAt);
  const settings = await tx.appConfig.findUniqueOrThrow({
    where: { id: 1 },
    select: { invoicePaymentDays: true, invoicePaymentTerms: true, invoiceRemittanceDetails: true, creditNoteSettlement: true },
  });
  const credit = isCreditNote(priced.kind, new Decimal(figures.amountDue));
  const created = await tx.invoice.create({
    data: {
      ...terms,
      issuedAt,
      dueDate: new Date(`${invoiceDueDate(issuedOn, settings.invoicePaymentDays)}T00:00:00Z`),
      paymentTerms: credit ? null : settings.invoicePaymentTerms,
      remittanceDetails: credit ? null : settings.invoiceRemittanceDetails,
      creditSettlement: credit ? settings.creditNoteSettlement : null,
      invoiceNumber: `pending-${policy.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      policyId: policy.id,
      kind: priced.kind,
      grossBoundPremium: figures.grossBoundPremium,
      commissionRate: figures.commissionRate,
      commission: figures.commission,
      stateTax: figures.stateTax,
      stampingFee: figures.stampingFee,
      municipalityTax: figures.municipalityTax,
      municipalityTaxRate: figures.municipalityTaxRate,
      municipalityName: priced.municipalityName,
      fees: figures.fees,
      grossTotal: figures.grossTotal,
      amountDue: figures.amountDue,
      taxState: priced.taxState,
      lines: figures.lines,
      endorsementId: links.endorsementId ?? null,
      finalSalesRevisionId: links.finalSalesRevisionId ?? null,
    },
  });
  return tx.invoice.update({ where: { id: created.id }, data: { invoiceNumber: invoiceNumberFor(created.id, issuedOn) } });
}

/**
 * The policy's terms as they stand, recorded on the invoice (decisions.md, D101): the version holding
 * them (never written again once superseded, D44) and the policy's sum insured, deductible and
 * period, so that a report shows the transaction as it was whatever changes later.
 */
async function termsNow(tx: Tx, policyId: number) {
  const p = await tx.policy.findUniqueOrThrow({
    where: { id: policyId },
    select: { quotationVersionId: true, aggregateLimit: true, deductible: true, dateFrom: true, dateUntil: true },
  });
  return {
    termsVersionId: p.quotationVersionId,
    sumInsured: p.aggregateLimit,
    deductible: p.deductible,
    riskInception: p.dateFrom,
    riskExpiry: p.dateUntil,
  };
}

/**
 * Issues an invoice of a policy inside the caller's transaction: the figures of
 * policyInvoiceFigures, stored with their printed lines and numbered.
 */
export async function issuePolicyInvoice(
  tx: Tx,
  policy: InvoicedPolicy,
  invoice: InvoiceRequest & { endorsementId?: number; finalSalesRevisionId?: number },
) {
  const priced = await policyInvoiceFigures(tx, policy, invoice);
  return writePolicyInvoice(tx, policy, priced, {
    endorsementId: invoice.endorsementId,
    finalSalesRevisionId: invoice.finalSalesRevisionId,
  });
}

/**
 * The broker's commission on a policy is the one agreed at bind: every later invoice (an additional
 * premium earns it, a returned one gives it back) uses the bind invoice's rate, whatever the broker
 * company's commission is today. The bind itself takes the company's.
 */
async function commissionPercentOf(tx: Tx, policy: InvoicedPolicy): Promise<string> {
  const bind = await tx.invoice.findFirst({
    where: { policyId: policy.id, kind: "BIND" },
    orderBy: { id: "asc" },
    select: { commissionRate: true },
  });
  if (bind) return bind.commissionRate.toFixed(2);
  const company = await tx.company.findUniqueOrThrow({ where: { id: policy.brokerCompanyId }, select: { commission: true } });
  return company.commission.toString();
}

/**
 * Kentucky's local government premium tax of the policy's risk (decisions.md, D80): a charge takes
 * the rate on file today for the event's or promotion's location; a return gives the tax back at
 * the rate the bind invoice collected it.
 */
async function municipalityOf(tx: Tx, policyId: number, premium: DecimalInput): Promise<{ rate?: string; name?: string }> {
  if (new Decimal(String(premium)).isNegative()) {
    const bind = await tx.invoice.findFirst({
      where: { policyId, kind: "BIND" },
      orderBy: { id: "asc" },
      select: { municipalityTaxRate: true, municipalityName: true },
    });
    if (bind?.municipalityTaxRate) return { rate: bind.municipalityTaxRate.toString(), name: bind.municipalityName ?? undefined };
  }
  const { quotationVersion: location } = await tx.policy.findUniqueOrThrow({
    where: { id: policyId },
    select: { quotationVersion: { select: { locationCity: true, locationState: true, locationZipCode: true } } },
  });
  const local = await municipalityForRisk(tx, location);
  return { rate: local.rate, name: local.name };
}

/** The state whose taxes the bind invoice charged (for a policy without the insured's state). */
async function bindTaxState(tx: Tx, policyId: number): Promise<string | null> {
  const bind = await tx.invoice.findFirst({ where: { policyId, kind: "BIND" }, orderBy: { id: "asc" }, select: { taxState: true } });
  return bind?.taxState ?? null;
}
