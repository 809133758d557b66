import Decimal from "decimal.js";
import { US_STATES } from "@/lib/geo/us-states";

// The figures of an invoice from the MGA to the broker (spec §3 Invoice, DESIGN §8, decision D35):
// one pure function, exact decimals, used by bind, the invoice PDF and later the final-sales and
// cancellation invoices. No Prisma here: callers pass plain values (strings, or Prisma Decimals,
// which print exactly).

/** A decimal value as a string ("1234.50"), or anything that prints as one (a Prisma Decimal). */
export type DecimalInput = string | number | { toString(): string };

/** The insured's home-state row of the state-fee table (Prisma `StateFee`). */
export type InvoiceStateFee = {
  /** USPS code, e.g. "KY". */
  state: string;
  /** "Kentucky"; taken from the list of states when left out. */
  name?: string;
  /** Surplus-lines premium tax as a fraction ("0.048" is 4.8%). */
  tax: DecimalInput;
  /** Stamping-office, service-office, clearinghouse or filing fee as a fraction; 0 when none. */
  stampingFee: DecimalInput;
  /** True only for Kentucky: a local-government premium tax line is added. */
  municipalityTax: boolean;
};

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

/**
 * Default Kentucky local-government premium-tax rate: 5%, the rate of Louisville/Jefferson County
 * Metro and of Lexington-Fayette Urban County, the two largest taxing jurisdictions. Local rates run
 * from 0% to over 10% (Kentucky DOI Local Government Premium Tax Schedule); pass the risk location's
 * rate in `municipality.rate` whenever it is known.
 */
export const KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE = "0.05";

export const INVOICE_LABELS = {
  premium: "Gross bound premium",
  observerFee: "Off-site observer fee",
  lightningFee: "Lightning fee",
  fees: "Third-party verification fees",
  subtotal: "Total premium, taxes and fees",
  amountDue: "Amount due",
} as const;

// Enough digits for any Decimal(14,2) amount times a Decimal(9,6) fraction, with no rounding before ours.
const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

const SLIP_PLUS_STATES = new Set(["CO", "KS", "MT", "OK", "SD", "TN", "WY"]);

/**
 * The premium line's label on an invoice after bind (issue-time and print-time alike): a return
 * premium, or an additional premium (on final sales); undefined for the bind's own label.
 */
export function adjustmentPremiumLabel(kind: "BIND" | "ENDORSEMENT" | "FINAL_SALES" | "CANCELLATION", premium: DecimalInput): string | undefined {
  if (kind === "BIND") return undefined;
  const amount = new D(String(premium));
  if ((amount.isNegative() && !amount.isZero()) || kind === "CANCELLATION") return "Return premium";
  return kind === "FINAL_SALES" ? "Additional premium on final sales" : "Additional premium";
}

/** The name of the state tax line; rates are never shown (spec §9). */
function stateTaxLabel(state: string, name: string): string {
  switch (state) {
    case "KY":
      return "Kentucky surplus lines tax and premium surcharge";
    case "NY":
      return "New York excess line tax";
    case "MS":
      return "Mississippi premium tax and MWUA policy fee";
    case "OR":
      return "Oregon premium tax and State Fire Marshal tax";
    case "WV":
      return "West Virginia surplus lines tax (includes the policy surcharge)";
    default:
      return `${name} surplus lines tax`;
  }
}

/** The name of the line for the state-fee table's `stampingFee` column. */
function stampingFeeLabel(state: string, name: string): string {
  if (state === "FL") return "Florida Surplus Lines Service Office service fee";
  if (state === "NJ") return "New Jersey Surplus Lines Insurance Guaranty Fund surcharge";
  if (state === "AK") return "Alaska surplus lines filing fee";
  if (state === "MI") return "Michigan regulatory fee";
  if (SLIP_PLUS_STATES.has(state)) return `${name} SLIP+ transaction fee`;
  return `${name} stamping fee`;
}

function parse(value: DecimalInput | undefined, field: string): Dec {
  const text = value === undefined ? "0" : String(value).trim();
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) throw new RangeError(`${field} must be a decimal number, got "${text}"`);
  return new D(text);
}

function money(value: DecimalInput | undefined, field: string): Dec {
  const d = parse(value, field);
  if (d.decimalPlaces() > 2) throw new RangeError(`${field} must have at most 2 decimals, got "${String(value)}"`);
  return d;
}

function fraction(value: DecimalInput | undefined, field: string): Dec {
  const d = parse(value, field);
  if (d.isNegative() || d.greaterThan(1)) throw new RangeError(`${field} must be a fraction from 0 to 1, got "${String(value)}"`);
  return d;
}

/** Half-up to cents; a negative amount rounds away from zero, so a return mirrors its charge. */
const cents = (d: Dec) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const text = (d: Dec) => (d.isZero() ? "0.00" : d.toFixed(2));

/**
 * The figures of an invoice to the broker.
 *
 * - Taxable base = gross bound premium + third-party fees (unless `feesTaxable` is false).
 * - State tax, stamping fee and (Kentucky) municipality tax: each is base × its rate, rounded half-up
 *   to cents; none is charged on another.
 * - Commission = gross bound premium × commission % (premium only), rounded half-up to cents.
 * - grossTotal = premium + fees + state tax + stamping fee + municipality tax.
 * - amountDue = grossTotal − commission.
 *
 * Throws RangeError on malformed input (amounts with more than 2 decimals, rates out of range).
 */
export function invoiceFigures(input: InvoiceFiguresInput): InvoiceFigures {
  const premium = money(input.grossBoundPremium, "grossBoundPremium");
  const observer = money(input.thirdPartyFees?.observer, "thirdPartyFees.observer");
  const lightning = money(input.thirdPartyFees?.lightning, "thirdPartyFees.lightning");
  const commissionPercent = parse(input.commissionPercent, "commissionPercent");
  if (commissionPercent.isNegative() || commissionPercent.greaterThan(100) || commissionPercent.decimalPlaces() > 2) {
    throw new RangeError(`commissionPercent must be a percent from 0 to 100 with at most 2 decimals, got "${String(input.commissionPercent)}"`);
  }
  const { state } = input.stateFee;
  const name = input.stateFee.name ?? US_STATES.find((s) => s.code === state)?.name ?? state;
  const taxRate = fraction(input.stateFee.tax, "stateFee.tax");
  const stampingRate = fraction(input.stateFee.stampingFee, "stateFee.stampingFee");
  const municipalityRate = input.stateFee.municipalityTax
    ? fraction(input.municipality?.rate ?? KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE, "municipality.rate")
    : null;

  const fees = observer.plus(lightning);
  const base = input.feesTaxable === false ? premium : premium.plus(fees);
  const stateTax = cents(base.times(taxRate));
  const stampingFee = cents(base.times(stampingRate));
  const municipalityTax = municipalityRate ? cents(base.times(municipalityRate)) : new D(0);
  const commission = cents(premium.times(commissionPercent).dividedBy(100));
  const grossTotal = premium.plus(fees).plus(stateTax).plus(stampingFee).plus(municipalityTax);
  const amountDue = grossTotal.minus(commission);

  const lines = invoiceLines(
    {
      grossBoundPremium: text(premium),
      observerFee: text(observer),
      lightningFee: text(lightning),
      stateTax: text(stateTax),
      stampingFee: text(stampingFee),
      municipalityTax: municipalityRate ? text(municipalityTax) : null,
      commissionRate: commissionPercent.toFixed(2),
      commission: text(commission),
      amountDue: text(amountDue),
    },
    { state, name, municipalityName: input.municipality?.name, premiumLabel: input.premiumLabel },
  );

  return {
    grossBoundPremium: text(premium),
    commissionRate: commissionPercent.toFixed(2),
    commission: text(commission),
    stateTax: text(stateTax),
    stampingFee: text(stampingFee),
    municipalityTax: text(municipalityTax),
    municipalityTaxRate: municipalityRate ? municipalityRate.toString() : null,
    fees: text(fees),
    grossTotal: text(grossTotal),
    amountDue: text(amountDue),
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
  const name = where.name ?? US_STATES.find((s) => s.code === where.state)?.name ?? where.state;
  const premium = money(amounts.grossBoundPremium, "grossBoundPremium");
  const observer = money(amounts.observerFee, "observerFee");
  const lightning = money(amounts.lightningFee, "lightningFee");
  const fees = money(amounts.fees, "fees");
  const stateTax = money(amounts.stateTax, "stateTax");
  const stampingFee = money(amounts.stampingFee, "stampingFee");
  const municipalityTax = amounts.municipalityTax === null ? null : money(amounts.municipalityTax, "municipalityTax");
  const commission = money(amounts.commission, "commission");
  const subtotal = [premium, observer, lightning, fees, stateTax, stampingFee, municipalityTax ?? new D(0)].reduce((s, d) => s.plus(d), new D(0));

  const lines: InvoiceLine[] = [{ kind: "premium", label: where.premiumLabel ?? INVOICE_LABELS.premium, amount: text(premium) }];
  if (!observer.isZero()) lines.push({ kind: "fee", label: INVOICE_LABELS.observerFee, amount: text(observer) });
  if (!lightning.isZero()) lines.push({ kind: "fee", label: INVOICE_LABELS.lightningFee, amount: text(lightning) });
  if (!fees.isZero()) lines.push({ kind: "fee", label: INVOICE_LABELS.fees, amount: text(fees) });
  lines.push({ kind: "tax", label: stateTaxLabel(where.state, name), amount: text(stateTax) });
  if (!stampingFee.isZero()) lines.push({ kind: "tax", label: stampingFeeLabel(where.state, name), amount: text(stampingFee) });
  if (municipalityTax) {
    const place = where.municipalityName?.trim();
    lines.push({ kind: "tax", label: `${name} local government premium tax${place ? ` (${place})` : ""}`, amount: text(municipalityTax) });
  }
  lines.push({ kind: "subtotal", label: INVOICE_LABELS.subtotal, amount: text(subtotal) });
  lines.push({
    kind: "commission",
    label: `Less broker commission (${parse(amounts.commissionRate, "commissionRate").toFixed(2)}%)`,
    amount: text(commission.negated()),
  });
  lines.push({ kind: "total", label: INVOICE_LABELS.amountDue, amount: text(money(amounts.amountDue, "amountDue")) });
  return lines;
}
