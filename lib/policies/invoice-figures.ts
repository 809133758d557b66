import {
  KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE,
  moneyText,
  municipalityTaxLabel,
  parseDecimal,
  parseMoney,
  PRICE_LABELS,
  priceBreakdown,
  stampingFeeLabel,
  stateNameOf,
  stateTaxLabel,
  toCents,
  type DecimalInput,
  type PricingStateFee,
} from "@/lib/pricing/price-breakdown";
import DecimalJs from "decimal.js";
import { addCalendarDays } from "./promotion-terms";

// The figures of an invoice from the MGA to the broker (spec §3 Invoice, DESIGN §8, decisions D35,
// D79): the insured's price from `priceBreakdown` (lib/pricing/price-breakdown.ts, the one function
// every screen and document shows) plus the broker's commission and the amount due. Exact
// decimals, used by bind, the invoice PDF and the final-sales and cancellation invoices. No Prisma
// here: callers pass plain values (strings, or Prisma Decimals, which print exactly).

export { KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE, type DecimalInput };

// Enough digits for any Decimal(14,2) amount times a percent, with no rounding before ours.
const Decimal = DecimalJs.clone({ precision: 64, rounding: DecimalJs.ROUND_HALF_UP });

/** The insured's home-state row of the state-fee table (Prisma `StateFee`). */
export type InvoiceStateFee = PricingStateFee;
export type InvoiceFiguresInput = {
  /** The premiums of the selected options (cents; negative for a return). */
  grossBoundPremium: DecimalInput;
  /** Third-party verification fees charged with the cover (cents). */
  thirdPartyFees?: { observer?: DecimalInput; lightning?: DecimalInput };
  /** The broker company's commission in percent, as `Company.commission` ("12.50"). */
  commissionPercent: DecimalInput;
  stateFee: InvoiceStateFee;
  /**
   * Kentucky's local-government premium tax (KRS 91A.080) of the city or county where the risk is:
   * its rate as a fraction and the jurisdiction's name for the line. Without a rate,
   * KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE. Ignored for a state without `municipalityTax`.
   */
  municipality?: { rate?: DecimalInput; name?: string };
  /** Whether taxes and the stamping fee apply to the third-party fees too. Default true (D35). */
  feesTaxable?: boolean;
  /** The premium line's label when it is not the bound premium ("Return premium", "Additional premium"). */
  premiumLabel?: string;
};

export type InvoiceLineKind = "premium" | "fee" | "tax" | "subtotal" | "commission" | "total";

/** One printed line; `amount` is signed, so premium, fee and tax lines add up to the subtotal, and the subtotal plus the commission line is the amount due. */
export type InvoiceLine = { kind: InvoiceLineKind; label: string; amount: string };

export type InvoiceFigures = {
  grossBoundPremium: string;
  /** Percent, two places ("12.50"), as stored in `Invoice.commissionRate`. */
  commissionRate: string;
  /** Retained by the broker (positive for a charge). */
  commission: string;
  stateTax: string;
  stampingFee: string;
  municipalityTax: string;
  /** The municipality-tax rate used (a fraction), or null outside Kentucky. */
  municipalityTaxRate: string | null;
  /** Third-party fees, summed. */
  fees: string;
  /** Premium + fees + taxes: what the insured pays. */
  grossTotal: string;
  /** grossTotal − commission: what the broker pays the MGA. */
  amountDue: string;
  lines: InvoiceLine[];
};

export const INVOICE_LABELS = {
  premium: "Gross bound premium",
  observerFee: PRICE_LABELS.observerFee,
  lightningFee: PRICE_LABELS.lightningFee,
  fees: PRICE_LABELS.thirdPartyFees,
  /** The insured's total, as every price breakdown names it. */
  subtotal: PRICE_LABELS.total,
  amountDue: "Amount due",
} as const;

/**
 * The premium line's label on an invoice after bind (issue-time and print-time alike): a return
 * premium, or an additional premium (on final sales); undefined for the bind's own label.
 */
export function adjustmentPremiumLabel(
  kind: "BIND" | "ENDORSEMENT" | "FINAL_SALES" | "CANCELLATION",
  premium: DecimalInput,
): string | undefined {
  if (kind === "BIND") return undefined;
  const amount = new Decimal(String(premium));
  if ((amount.isNegative() && !amount.isZero()) || kind === "CANCELLATION") return "Return premium";
  return kind === "FINAL_SALES" ? "Additional premium on final sales" : "Additional premium";
}

/**
 * The figures of an invoice to the broker: the insured's price as `priceBreakdown` works it out
 * (premium, third-party fees, the state's taxes and stamping fee on premium + fees unless
 * `feesTaxable` is false, Kentucky's municipality tax; each half-up to cents, none charged on
 * another), then:
 *
 * - Commission = gross bound premium × commission % (premium only), rounded half-up to cents.
 * - grossTotal = the breakdown's total payable by the insured.
 * - amountDue = grossTotal − commission.
 *
 * Throws RangeError on malformed input (amounts with more than 2 decimals, rates out of range).
 */
export function invoiceFigures(input: InvoiceFiguresInput): InvoiceFigures {
  const commissionPercent = parseDecimal(input.commissionPercent, "commissionPercent");
  if (commissionPercent.isNegative() || commissionPercent.greaterThan(100) || commissionPercent.decimalPlaces() > 2) {
    throw new RangeError(
      `commissionPercent must be a percent from 0 to 100 with at most 2 decimals, got "${String(input.commissionPercent)}"`,
    );
  }
  const price = priceBreakdown({
    premiums: [
      {
        key: "premium",
        label: input.premiumLabel ?? INVOICE_LABELS.premium,
        amount: parseMoney(input.grossBoundPremium, "grossBoundPremium").toString(),
      },
    ],
    fees: {
      observer: parseMoney(input.thirdPartyFees?.observer, "thirdPartyFees.observer").toString(),
      lightning: parseMoney(input.thirdPartyFees?.lightning, "thirdPartyFees.lightning").toString(),
    },
    stateFee: input.stateFee,
    municipality: input.municipality,
    feesTaxable: input.feesTaxable,
  });
  const premium = new Decimal(price.premium);
  const commission = toCents(premium.times(commissionPercent).dividedBy(100));
  const amountDue = new Decimal(price.total).minus(commission);

  const lines: InvoiceLine[] = [
    ...price.premiumLines.map((l): InvoiceLine => ({ kind: "premium", label: l.label, amount: l.amount })),
    ...price.feeLines.map((l): InvoiceLine => ({ kind: "fee", label: l.label, amount: l.amount })),
    ...price.taxLines.map((l): InvoiceLine => ({ kind: "tax", label: l.label, amount: l.amount })),
    { kind: "subtotal", label: price.totalLabel, amount: price.total },
    { kind: "commission", label: `Less broker commission (${commissionPercent.toFixed(2)}%)`, amount: moneyText(commission.negated()) },
    { kind: "total", label: INVOICE_LABELS.amountDue, amount: moneyText(amountDue) },
  ];

  return {
    grossBoundPremium: price.premium,
    commissionRate: commissionPercent.toFixed(2),
    commission: moneyText(commission),
    stateTax: price.stateTax,
    stampingFee: price.stampingFee,
    municipalityTax: price.municipalityTax,
    municipalityTaxRate: price.municipalityTaxRate,
    fees: price.fees,
    grossTotal: price.total,
    amountDue: moneyText(amountDue),
    lines,
  };
}

/**
 * Figures already worked out (by `invoiceFigures`, or as stored in an `Invoice` row) as the lines
 * an invoice prints. Nothing is recomputed but the subtotal, the sum of the premium, fee and tax
 * lines. Fees are given split (`observerFee`, `lightningFee`) or as one sum (`fees`); zero fees
 * and a zero stamping fee are left out; `municipalityTax: null` leaves out the municipality line
 * (a state without one), while Kentucky's shows even at zero.
 */
export function invoiceLines(
  amounts: {
    grossBoundPremium: DecimalInput;
    observerFee?: DecimalInput;
    lightningFee?: DecimalInput;
    /** The third-party fees as one sum, when they are not split. */
    fees?: DecimalInput;
    stateTax: DecimalInput;
    stampingFee: DecimalInput;
    municipalityTax: DecimalInput | null;
    /** Percent, as `Invoice.commissionRate` ("12.50"). */
    commissionRate: DecimalInput;
    /** Retained by the broker (positive for a charge). */
    commission: DecimalInput;
    amountDue: DecimalInput;
  },
  where: { state: string; name?: string; municipalityName?: string | null; premiumLabel?: string },
): InvoiceLine[] {
  const name = stateNameOf(where.state, where.name);
  const premium = parseMoney(amounts.grossBoundPremium, "grossBoundPremium");
  const observer = parseMoney(amounts.observerFee, "observerFee");
  const lightning = parseMoney(amounts.lightningFee, "lightningFee");
  const fees = parseMoney(amounts.fees, "fees");
  const stateTax = parseMoney(amounts.stateTax, "stateTax");
  const stampingFee = parseMoney(amounts.stampingFee, "stampingFee");
  const municipalityTax = amounts.municipalityTax === null ? null : parseMoney(amounts.municipalityTax, "municipalityTax");
  const commission = parseMoney(amounts.commission, "commission");
  const subtotal = [premium, observer, lightning, fees, stateTax, stampingFee, municipalityTax ?? new Decimal(0)].reduce(
    (s, d) => s.plus(d),
    new Decimal(0),
  );
  const text = moneyText;

  const lines: InvoiceLine[] = [{ kind: "premium", label: where.premiumLabel ?? INVOICE_LABELS.premium, amount: text(premium) }];
  if (!observer.isZero()) lines.push({ kind: "fee", label: INVOICE_LABELS.observerFee, amount: text(observer) });
  if (!lightning.isZero()) lines.push({ kind: "fee", label: INVOICE_LABELS.lightningFee, amount: text(lightning) });
  if (!fees.isZero()) lines.push({ kind: "fee", label: INVOICE_LABELS.fees, amount: text(fees) });
  lines.push({ kind: "tax", label: stateTaxLabel(where.state, name), amount: text(stateTax) });
  if (!stampingFee.isZero()) lines.push({ kind: "tax", label: stampingFeeLabel(where.state, name), amount: text(stampingFee) });
  if (municipalityTax)
    lines.push({ kind: "tax", label: municipalityTaxLabel(name, where.municipalityName), amount: text(municipalityTax) });
  lines.push({
    kind: "subtotal",
    label: subtotal.isNegative() && !subtotal.isZero() ? PRICE_LABELS.returnTotal : INVOICE_LABELS.subtotal,
    amount: text(subtotal),
  });
  lines.push({
    kind: "commission",
    label: `Less broker commission (${parseDecimal(amounts.commissionRate, "commissionRate").toFixed(2)}%)`,
    amount: text(commission.negated()),
  });
  lines.push({ kind: "total", label: INVOICE_LABELS.amountDue, amount: text(parseMoney(amounts.amountDue, "amountDue")) });
  return lines;
}

/**
 * A credit to the broker (a credit note): a negative amount due, or a cancellation's note even when
 * nothing is returned. Everything else is an invoice the broker pays.
 */
export function isCreditNote(
  kind: "BIND" | "ENDORSEMENT" | "FINAL_SALES" | "CANCELLATION",
  amountDue: { isNegative(): boolean; isZero(): boolean },
): boolean {
  return (amountDue.isNegative() && !amountDue.isZero()) || (kind === "CANCELLATION" && amountDue.isZero());
}

/**
 * An invoice's due date (a credit note's settlement date): its issue day (YYYY-MM-DD, the portal's
 * calendar) plus the payment days of the settings at issue, as a calendar day (YYYY-MM-DD).
 */
export function invoiceDueDate(issuedOn: string, paymentDays: number): string {
  return addCalendarDays(issuedOn, paymentDays);
}

/**
 * What a credit note says about its settlement when it was stored without the settings' wording
 * (the default of AppConfig.creditNoteSettlement, prisma/schema.prisma).
 */
export const DEFAULT_CREDIT_NOTE_SETTLEMENT =
  "The amount credited is paid to the broker, or set against the next amount the broker owes, by the settlement date.";

/**
 * Stored invoice lines as they are read today: amounts and order unchanged, but the subtotal (the
 * insured's premium, fees and taxes) named as every price breakdown names it. Invoices issued
 * before the breakdown had one name stored it under an older name that called this figure, with
 * fees and taxes in it, a total premium (decisions.md D103).
 */
export function withCurrentLabels(lines: InvoiceLine[]): InvoiceLine[] {
  return lines.map((l) => {
    const current: string[] = [PRICE_LABELS.total, PRICE_LABELS.returnTotal, PRICE_LABELS.totalBeforeTaxes];
    if (l.kind !== "subtotal" || current.includes(l.label)) return l;
    const amount = new Decimal(l.amount);
    return { ...l, label: amount.isNegative() && !amount.isZero() ? PRICE_LABELS.returnTotal : PRICE_LABELS.total };
  });
}
