import Decimal from "decimal.js";
import { US_STATES } from "@/lib/geo/us-states";
import { PRICE_LABELS, type PriceBreakdown, type PriceLine } from "./price-labels";

export { PRICE_LABELS, breakdownRows, type BreakdownRow, type PriceBreakdown, type PriceLine } from "./price-labels";

// The price the insured is asked to pay (DESIGN.md §8, decision D85): premium per option, the
// third-party fees, the taxes and stamping fee of the insured's state (Kentucky's local government
// premium tax included) and the total payable by the insured. One pure function on exact decimals,
// used in the browser (wizard, select options, review, bind dialog, quotation and policy pages)
// and on the server (the quotation's API answer, the proposal, and `invoiceFigures`, which adds the
// broker's commission to it for the invoice). No Prisma here: callers pass plain values.

/** A decimal value as a string ("1234.50"), or anything that prints as one (a Prisma Decimal). */
export type DecimalInput = string | number | { toString(): string };

/** The insured's home-state row of the state-fee table (Prisma `StateFee`), as pricing needs it. */
export type PricingStateFee = {
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

/**
 * Kentucky's local-government premium tax (KRS 91A.080) of the city or county where the risk is:
 * its rate as a fraction and the jurisdiction's name for the line. Without a rate,
 * KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE.
 */
export type MunicipalityTax = { rate?: DecimalInput | null; name?: string | null };

/**
 * Default Kentucky local-government premium-tax rate: 5%, the rate of Louisville/Jefferson County
 * Metro and of Lexington-Fayette Urban County, the two largest taxing jurisdictions. Local rates run
 * from 0% to over 10% (Kentucky DOI Local Government Premium Tax Schedule); pass the risk location's
 * rate in `municipality.rate` whenever it is known.
 */
export const KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE = "0.05";

export type PriceBreakdownInput = {
  /** The premium lines: one per option (key = the peril), or one line for an adjustment. Signed. */
  premiums: { key: string; label: string; amount: DecimalInput }[];
  /** Third-party verification fees, or their sum in `total` when not split by kind. */
  fees?: { observer?: DecimalInput; lightning?: DecimalInput; total?: DecimalInput };
  /** The state-fee row of the insured's state; null while the state is unknown (no tax lines). */
  stateFee: PricingStateFee | null;
  /** Kentucky only (ignored for a state without `municipalityTax`). */
  municipality?: MunicipalityTax;
  /** Whether taxes and the stamping fee apply to the third-party fees too. Default true (D35). */
  feesTaxable?: boolean;
};

// Enough digits for any Decimal(14,2) amount times a Decimal(9,6) fraction, with no rounding before ours.
const D = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

const SLIP_PLUS_STATES = new Set(["CO", "KS", "MT", "OK", "SD", "TN", "WY"]);

export function stateNameOf(state: string, name?: string | null): string {
  return name ?? US_STATES.find((s) => s.code === state)?.name ?? state;
}

/** The name of the state tax line; rates are never shown (spec §9). */
export function stateTaxLabel(state: string, name: string): string {
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
export function stampingFeeLabel(state: string, name: string): string {
  if (state === "FL") return "Florida Surplus Lines Service Office service fee";
  if (state === "NJ") return "New Jersey Surplus Lines Insurance Guaranty Fund surcharge";
  if (state === "AK") return "Alaska surplus lines filing fee";
  if (state === "MI") return "Michigan regulatory fee";
  if (SLIP_PLUS_STATES.has(state)) return `${name} SLIP+ transaction fee`;
  return `${name} stamping fee`;
}

/** Kentucky's municipality line, named after the jurisdiction when known. */
export function municipalityTaxLabel(name: string, place?: string | null): string {
  const where = place?.trim();
  return `${name} local government premium tax${where ? ` (${where})` : ""}`;
}

export function parseDecimal(value: DecimalInput | undefined | null, field: string): Dec {
  const text = value === undefined || value === null ? "0" : String(value).trim();
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) throw new RangeError(`${field} must be a decimal number, got "${text}"`);
  return new D(text);
}

export function parseMoney(value: DecimalInput | undefined | null, field: string): Dec {
  const d = parseDecimal(value, field);
  if (d.decimalPlaces() > 2) throw new RangeError(`${field} must have at most 2 decimals, got "${String(value)}"`);
  return d;
}

export function parseFraction(value: DecimalInput | undefined | null, field: string): Dec {
  const d = parseDecimal(value, field);
  if (d.isNegative() || d.greaterThan(1)) throw new RangeError(`${field} must be a fraction from 0 to 1, got "${String(value)}"`);
  return d;
}

/** Half-up to cents; a negative amount rounds away from zero, so a return mirrors its charge. */
export const toCents = (d: Dec) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Two places, "0.00" for zero (never "-0.00"). */
export const moneyText = (d: Dec) => (d.isZero() ? "0.00" : d.toFixed(2));

/**
 * The price payable by the insured.
 *
 * - Premium = the sum of the premium lines; fees = observer + lightning (or their given sum).
 * - Taxable base = premium + fees (unless `feesTaxable` is false).
 * - State tax, stamping fee and (Kentucky) municipality tax: each is base × its rate, rounded half-up
 *   to cents; none is charged on another.
 * - Total = premium + fees + state tax + stamping fee + municipality tax.
 *
 * Amounts are signed (a return premium is negative, and its taxes come back with it).
 * Throws RangeError on malformed input (amounts with more than 2 decimals, rates out of range).
 */
export function priceBreakdown(input: PriceBreakdownInput): PriceBreakdown {
  const premiumLines = input.premiums.map((p, i) => ({ key: p.key, label: p.label, amount: parseMoney(p.amount, `premiums.${i}.amount`) }));
  const premium = premiumLines.reduce((s, l) => s.plus(l.amount), new D(0));
  const observer = parseMoney(input.fees?.observer, "fees.observer");
  const lightning = parseMoney(input.fees?.lightning, "fees.lightning");
  const given = input.fees?.total === undefined ? null : parseMoney(input.fees.total, "fees.total");
  const split = observer.plus(lightning);
  const fees = given ?? split;
  const feeLines: PriceLine[] = [];
  if (given && !given.equals(split)) {
    if (!given.isZero()) feeLines.push({ key: "fees", label: PRICE_LABELS.thirdPartyFees, amount: moneyText(given) });
  } else {
    if (!observer.isZero()) feeLines.push({ key: "observer", label: PRICE_LABELS.observerFee, amount: moneyText(observer) });
    if (!lightning.isZero()) feeLines.push({ key: "lightning", label: PRICE_LABELS.lightningFee, amount: moneyText(lightning) });
  }
  const premiumAndFees = premium.plus(fees);

  let stateTax = new D(0);
  let stampingFee = new D(0);
  let municipalityTax = new D(0);
  let municipalityRate: Dec | null = null;
  const taxLines: PriceLine[] = [];
  const fee = input.stateFee;
  if (fee) {
    const name = stateNameOf(fee.state, fee.name);
    const taxRate = parseFraction(fee.tax, "stateFee.tax");
    const stampingRate = parseFraction(fee.stampingFee, "stateFee.stampingFee");
    municipalityRate = fee.municipalityTax
      ? parseFraction(input.municipality?.rate ?? KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE, "municipality.rate")
      : null;
    const base = input.feesTaxable === false ? premium : premiumAndFees;
    stateTax = toCents(base.times(taxRate));
    stampingFee = toCents(base.times(stampingRate));
    municipalityTax = municipalityRate ? toCents(base.times(municipalityRate)) : new D(0);
    taxLines.push({ key: "stateTax", label: stateTaxLabel(fee.state, name), amount: moneyText(stateTax) });
    if (!stampingFee.isZero())
      taxLines.push({ key: "stampingFee", label: stampingFeeLabel(fee.state, name), amount: moneyText(stampingFee) });
    if (municipalityRate)
      taxLines.push({
        key: "municipalityTax",
        label: municipalityTaxLabel(name, input.municipality?.name),
        amount: moneyText(municipalityTax),
      });
  }
  const taxes = stateTax.plus(stampingFee).plus(municipalityTax);
  const total = premiumAndFees.plus(taxes);

  return {
    premiumLines: premiumLines.map((l) => ({ key: l.key, label: l.label, amount: moneyText(l.amount) })),
    premium: moneyText(premium),
    feeLines,
    fees: moneyText(fees),
    taxState: fee?.state ?? null,
    taxLines,
    taxes: fee ? moneyText(taxes) : null,
    stateTax: moneyText(stateTax),
    stampingFee: moneyText(stampingFee),
    municipalityTax: moneyText(municipalityTax),
    municipalityTaxRate: municipalityRate ? municipalityRate.toString() : null,
    premiumAndFees: moneyText(premiumAndFees),
    total: moneyText(total),
    totalLabel: total.isNegative() && !total.isZero() ? PRICE_LABELS.returnTotal : fee ? PRICE_LABELS.total : PRICE_LABELS.totalBeforeTaxes,
  };
}

/** The state whose taxes apply: the insured's, else the risk location's (as bind charges them). */
export function taxStateOf(insuredState: string | null | undefined, locationState: string | null | undefined): string | null {
  return insuredState || locationState || null;
}
