import Decimal from "decimal.js";

// The one place numbers become text for people: money, percent and plain decimals, for screens,
// printed documents, emails and messages. Everything goes through exact decimals (decimal.js):
// money arrives as decimal strings ("12500.00") and is never turned into a binary float; grouping
// is done on the digits. Rounding is half away from zero, as Intl.NumberFormat rounds.

/** A decimal string, a Decimal (ours or Prisma's), or a number a chart or counter already holds. */
export type NumberLike = string | number | Decimal | { toString(): string };

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The exact value, or null for a blank, missing or non-numeric one. */
export function toDecimal(value: NumberLike | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? new Decimal(value) : null;
  if (value instanceof Decimal) return value;
  const text = String(value).trim();
  return DECIMAL.test(text) ? new Decimal(text) : null;
}

/** The value with its own decimals, at least `min` of them, rounded at `max`. */
function fixedBetween(d: Decimal, min: number, max: number): string {
  const rounded = d.toDecimalPlaces(Math.max(min, max), Decimal.ROUND_HALF_UP);
  return rounded.toFixed(Math.max(min, rounded.decimalPlaces()));
}

/** "-12500.5" → { negative: true, digits: "12,500.5" }; a value rounded to zero has no sign. */
function grouped(fixed: string): { negative: boolean; digits: string } {
  const negative = fixed.startsWith("-") && /[1-9]/.test(fixed);
  const [whole, fraction] = fixed.replace(/^-/, "").split(".");
  return { negative, digits: `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction ? `.${fraction}` : ""}` };
}

const signed = (fixed: string) => {
  const { negative, digits } = grouped(fixed);
  return `${negative ? "-" : ""}${digits}`;
};

/** US dollars: "12500.5" → "$12,500.50", "-40" → "-$40.00"; `cents: false` → "$12,501". "—" when there is no amount. */
export function formatMoney(value: NumberLike | null | undefined, options: { cents?: boolean } = {}): string {
  const d = toDecimal(value);
  if (d === null) return "—";
  const { negative, digits } = grouped(d.toFixed(options.cents === false ? 0 : 2, Decimal.ROUND_HALF_UP));
  return `${negative ? "-" : ""}$${digits}`;
}

const COMPACT = [
  { unit: new Decimal(1e3), suffix: "K" },
  { unit: new Decimal(1e6), suffix: "M" },
  { unit: new Decimal(1e9), suffix: "B" },
  { unit: new Decimal(1e12), suffix: "T" },
];

/** Dollars in short, for chart axes: "12500" → "$12.5K", "1250000" → "$1.3M", "950" → "$950". */
export function formatMoneyCompact(value: NumberLike | null | undefined): string {
  const d = toDecimal(value);
  if (d === null) return "—";
  const abs = d.abs();
  const oneDecimal = (x: Decimal) => x.toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
  let text = fixedBetween(abs, 0, 1);
  let shown = new Decimal(1);
  // The next unit as soon as the rounded figure reaches 1,000 ("999,960" is "$1M", as Intl writes it).
  for (const { unit, suffix } of COMPACT) {
    if (oneDecimal(abs.dividedBy(shown)).lt(1000)) break;
    text = `${fixedBetween(oneDecimal(abs.dividedBy(unit)), 0, 1)}${suffix}`;
    shown = unit;
  }
  return `${d.isNegative() && /[1-9]/.test(text) ? "-" : ""}$${text}`;
}

export type DecimalsOptions = {
  /** Exactly this many decimals (sets both bounds). */
  decimals?: number;
  /** At least this many decimals, padded with zeros. */
  minDecimals?: number;
  /** At most this many, rounded; the value's own decimals in between are kept. */
  maxDecimals?: number;
};

function bounds(options: DecimalsOptions, defaultMin: number, defaultMax: number): [number, number] {
  const min = options.decimals ?? options.minDecimals ?? defaultMin;
  return [min, Math.max(min, options.decimals ?? options.maxDecimals ?? defaultMax)];
}

/** A fraction as percent: "0.036" → "3.60%", "0.04875" → "4.875%" (2 to 4 decimals unless told). "—" when there is none. */
export function formatPercent(fraction: NumberLike | null | undefined, options: DecimalsOptions = {}): string {
  const d = toDecimal(fraction);
  if (d === null) return "—";
  const [min, max] = bounds(options, 2, 4);
  return `${signed(fixedBetween(d.times(100), min, max))}%`;
}

/** A number that already counts percent: "10" → "10.00%" (2 decimals unless told). */
export function formatPercentPoints(percent: NumberLike | null | undefined, options: DecimalsOptions = {}): string {
  const d = toDecimal(percent);
  if (d === null) return "—";
  const [min, max] = bounds(options, 2, 2);
  return `${signed(fixedBetween(d, min, max))}%`;
}

/**
 * A plain decimal with thousands separators: "1234.500" → "1,234.5", "95.000" → "95" (its own
 * decimals without trailing zeros unless told). `group: false` leaves out the separators.
 */
export function formatDecimal(value: NumberLike | null | undefined, options: DecimalsOptions & { group?: boolean } = {}): string {
  const d = toDecimal(value);
  if (d === null) return "—";
  const [min, max] = bounds(options, 0, Math.max(options.minDecimals ?? 0, d.decimalPlaces()));
  const fixed = fixedBetween(d, min, max);
  return options.group === false ? fixed : signed(fixed);
}
