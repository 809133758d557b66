import "server-only";
import { INVOICE_KIND_LABELS, type InvoiceKindName } from "@/lib/policies/policy-dto";
import Decimal from "decimal.js";
import { formatDay, formatMoney } from "@/pdf/format";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { isoDate } from "@/lib/api/serialize";
import {
  adjustmentPremiumLabel,
  DEFAULT_CREDIT_NOTE_SETTLEMENT,
  INVOICE_LABELS,
  invoiceLines,
  isCreditNote,
  withCurrentLabels,
  type InvoiceLine,
} from "@/lib/policies/invoice-figures";
import type { PerilName } from "@/lib/rater/perils";
import { feeLines, PORTAL_NAME } from "./proposal-data";
import { endorsementName, type Party } from "./document-parties";

// What the invoice PDF (/print/policy-invoice/{id}) shows: the MGA's invoice to the broker for a
// policy (spec §3 Invoice, decisions D35). The figures are those stored on the Invoice row when it
// was issued; only their labels are worked out here (lib/policies/invoice-figures.ts
// `invoiceLines`), and the subtotal, which is their sum.

export const policyInvoiceInclude = {
  policy: {
    select: {
      policyNumber: true,
      insuredName: true,
      insuredState: true,
      kind: true,
      itemName: true,
      dateFrom: true,
      dateUntil: true,
      brokerCompanyId: true,
      brokerUserId: true,
      brokerCompany: { select: { name: true, email: true, street: true, city: true, state: true, zipCode: true, agencyCode: true } },
      brokerUser: { select: { firstName: true, lastName: true, email: true } },
      quotationVersion: {
        select: {
          claimsVerificationSource: true,
          datesOfCoverage: true,
          promotionDate: true,
          promotionPeriodFrom: true,
          promotionPeriodUntil: true,
          locationCity: true,
          locationState: true,
          rating: true,
          perils: { where: { selected: true }, select: { peril: true } },
        },
      },
    },
  },
  // What an adjustment invoice is for.
  endorsement: { select: { endorsementNumber: true, kind: true, title: true, effectiveDate: true } },
  finalSalesRevision: { select: { finalSalesAmount: true, reportedAmount: true, reviewedAt: true, createdAt: true } },
} satisfies Prisma.InvoiceInclude;

export type PolicyInvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof policyInvoiceInclude }>;

/** The stored figures of an invoice and what its lines are named after. */
type StoredInvoice = Pick<
  PolicyInvoiceRow,
  "grossBoundPremium" | "fees" | "stateTax" | "stampingFee" | "municipalityTax" | "commissionRate" | "commission" | "amountDue"
> & { lines?: Prisma.JsonValue; municipalityName?: string | null };

const storedLinesSchema = z
  .array(z.object({ kind: z.enum(["premium", "fee", "tax", "subtotal", "commission", "total"]), label: z.string(), amount: z.string() }))
  .min(1);
type LineContext = {
  insuredState: string | null;
  quotationVersion: Pick<
    PolicyInvoiceRow["policy"]["quotationVersion"],
    "claimsVerificationSource" | "datesOfCoverage" | "locationCity" | "locationState" | "rating"
  > & { perils: { peril: PerilName }[] };
};

export { INVOICE_KIND_LABELS } from "@/lib/policies/policy-dto";

export type PolicyInvoiceData = {
  portalName: string;
  invoiceNumber: string;
  invoiceKind: InvoiceKindName;
  kindLabel: string;
  /** The document's title: "Invoice" for the bind invoice, else its kind ("Cancellation credit note"). */
  title: string;
  /** A credit to the broker (a negative amount due): a return of premium. */
  credit: boolean;
  /** What an adjustment is for: "Endorsement No. 2 — Change of venue, effective 07/01/2026"; null for the bind invoice. */
  forLine: string | null;
  /** ISO timestamp. */
  issuedAt: string;
  /** The managing general agent issuing the invoice; null when none is set up. */
  issuer: Party | null;
  billTo: Party & { agencyCode: string | null; contactName: string };
  policyNumber: string;
  insuredName: string;
  kind: "EVENT" | "PROMOTION";
  itemName: string;
  periodFrom: string;
  periodUntil: string;
  /** A promotion's sales period, shown beside its draw date. */
  promotionPeriod: { from: string | null; until: string | null } | null;
  lines: InvoiceLine[];
  amountDue: string;
  /**
   * Fixed at issue (YYYY-MM-DD): an invoice's due date, a credit note's settlement date; null only
   * for an invoice stored without one.
   */
  dueDate: string | null;
  /** An invoice's payment terms and remittance details as issued (line breaks kept); null or empty prints nothing. */
  paymentTerms: string | null;
  remittanceDetails: string | null;
  /** How a credit note's amount is returned, as issued (the default wording when none was stored); null for an invoice. */
  creditSettlement: string | null;
};

const fixed = (d: { toFixed(places: number): string }) => d.toFixed(2);

/**
 * The printed lines of a stored invoice: the lines stored when it was issued (bind keeps
 * `invoiceFigures().lines`, decisions D39). For an invoice stored without them, they are named
 * again from the stored amounts (D41): fees split by kind where the claims verification terms
 * say which fee it is, the state's tax labels, Kentucky's municipality line (named after the risk's
 * city) whenever the state charges it or an amount is stored.
 */
export function storedInvoiceLines(
  invoice: StoredInvoice,
  policy: LineContext,
  stateFee: { state: string; name?: string; municipalityTax: boolean } | null,
): InvoiceLine[] {
  const stored = storedLinesSchema.safeParse(invoice.lines);
  if (stored.success) return withCurrentLabels(stored.data);
  const v = policy.quotationVersion;
  const state = stateFee?.state ?? policy.insuredState ?? "";
  const result = (v.rating as { result?: { fees?: { observer?: string; lightning?: string } } } | null)?.result;
  const breakdown =
    result?.fees?.observer !== undefined && result.fees.lightning !== undefined
      ? { observer: result.fees.observer, lightning: result.fees.lightning }
      : null;
  const split = feeLines(
    fixed(invoice.fees),
    v.claimsVerificationSource,
    v.perils.map((p) => p.peril),
    Math.max(1, v.datesOfCoverage.length),
    breakdown,
  );
  const fee = (kind: string) => split.find((f) => f.kind === kind)?.amount;
  const charged = stateFee?.municipalityTax === true || !invoice.municipalityTax.isZero();
  return invoiceLines(
    {
      grossBoundPremium: fixed(invoice.grossBoundPremium),
      observerFee: fee("observer"),
      lightningFee: fee("lightning"),
      fees: fee("fees"),
      stateTax: fixed(invoice.stateTax),
      stampingFee: fixed(invoice.stampingFee),
      municipalityTax: charged ? fixed(invoice.municipalityTax) : null,
      commissionRate: fixed(invoice.commissionRate),
      commission: fixed(invoice.commission),
      amountDue: fixed(invoice.amountDue),
    },
    { state, name: stateFee?.name, municipalityName: invoice.municipalityName ?? (v.locationState === state ? v.locationCity : null) },
  );
}

export type PolicyInvoiceExtras = {
  issuer?: {
    name: string;
    email: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  } | null;
  /** The state-fee row of the insured's state (for the line names and Kentucky's line). */
  stateFee?: { state: string; name?: string; municipalityTax: boolean } | null;
  portalName?: string;
};

/** The label a credit gives its total: the MGA owes the broker. */
export const CREDIT_TOTAL_LABEL = "Amount credited to the broker";

/**
 * The lines of an adjustment invoice as a reader takes them: the premium line says whether it is
 * an additional or a return premium, a commission the broker gives back says so, and the total of
 * a credit is the amount credited to the broker. Amounts are never changed; a bind invoice's lines
 * are printed as issued.
 */
export function adjustmentLines(kind: InvoiceKindName, lines: InvoiceLine[], credit: boolean): InvoiceLine[] {
  if (kind === "BIND") return lines;
  const negative = (amount: string) => new Decimal(amount).isNegative() && !new Decimal(amount).isZero();
  return lines.map((l) => {
    // Invoices issued before adjustment invoices named their premium line.
    if (l.kind === "premium" && l.label === INVOICE_LABELS.premium)
      return { ...l, label: adjustmentPremiumLabel(kind, l.amount) ?? l.label };
    if (l.kind === "commission" && !negative(l.amount) && !new Decimal(l.amount).isZero())
      return { ...l, label: l.label.replace(/^Less broker commission/, "Broker commission returned") };
    if (l.kind === "total" && credit) return { ...l, label: CREDIT_TOTAL_LABEL };
    return l;
  });
}

/** What an adjustment invoice is for, in one line. */
function forLineOf(row: PolicyInvoiceRow): string | null {
  const e = row.endorsement;
  if (e) {
    return `${endorsementName({ number: e.endorsementNumber, title: e.title })}, effective ${formatDay(isoDate(e.effectiveDate))}`;
  }
  const f = row.finalSalesRevision;
  if (f) {
    const reviewed = f.reviewedAt ?? f.createdAt;
    return `Final sales review of ${formatDay(isoDate(reviewed))}: final sales of ${formatMoney(fixed(f.finalSalesAmount))}`;
  }
  return row.kind === "BIND" ? null : INVOICE_KIND_LABELS[row.kind];
}

export function policyInvoiceDataFrom(row: PolicyInvoiceRow, extras: PolicyInvoiceExtras = {}): PolicyInvoiceData {
  const p = row.policy;
  const v = p.quotationVersion;
  const c = p.brokerCompany;
  const issuer = extras.issuer ?? null;
  const credit = isCreditNote(row.kind, row.amountDue);
  return {
    portalName: extras.portalName ?? PORTAL_NAME,
    invoiceNumber: row.invoiceNumber,
    invoiceKind: row.kind,
    title: row.kind === "BIND" ? "Invoice" : INVOICE_KIND_LABELS[row.kind],
    credit,
    forLine: forLineOf(row),
    kindLabel: INVOICE_KIND_LABELS[row.kind],
    issuedAt: row.issuedAt.toISOString(),
    issuer: issuer
      ? { name: issuer.name, email: issuer.email, street: issuer.street, city: issuer.city, state: issuer.state, zipCode: issuer.zipCode }
      : null,
    billTo: {
      name: c.name,
      email: c.email,
      street: c.street,
      city: c.city,
      state: c.state,
      zipCode: c.zipCode,
      agencyCode: c.agencyCode,
      contactName: `${p.brokerUser.firstName} ${p.brokerUser.lastName}`,
    },
    policyNumber: p.policyNumber,
    insuredName: p.insuredName,
    kind: p.kind === "PROMOTION" ? "PROMOTION" : "EVENT",
    itemName: p.itemName,
    periodFrom: isoDate(p.dateFrom)!,
    periodUntil: isoDate(p.dateUntil)!,
    promotionPeriod: p.kind === "PROMOTION" ? { from: isoDate(v.promotionPeriodFrom), until: isoDate(v.promotionPeriodUntil) } : null,
    lines: adjustmentLines(row.kind, storedInvoiceLines(row, p, extras.stateFee ?? null), credit),
    amountDue: fixed(row.amountDue),
    dueDate: isoDate(row.dueDate),
    paymentTerms: credit ? null : row.paymentTerms || null,
    remittanceDetails: credit ? null : row.remittanceDetails || null,
    creditSettlement: credit ? row.creditSettlement || DEFAULT_CREDIT_NOTE_SETTLEMENT : null,
  };
}
