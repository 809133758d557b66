import type Decimal from "decimal.js";

// The one place numbers become text for people: money, percent and plain decimals, for screens,
// printed documents, emails and messages. Money arrives as decimal strings ("12500.00") and is
// never turned into a binary float: rounding and grouping are done on the digits, so this module
// needs no decimal library in the browser. Rounding is half away from zero, as Intl.NumberFormat
// rounds. The little exact arithmetic screens need (a share as percent, a sum) works on the same
// digits; other arithmetic is decimal.js's (lib/format/to-decimal.ts), on the server.

/** A decimal string, a Decimal (ours or Prisma's), or a number a chart or counter already holds. */
export type NumberLike = string | number | Decimal | { toString(): string };

/** An exact value: its magnitude is `int`.`frac` (no leading zeros in `int`, no trailing ones in `frac`). */
type Exact = { negative: boolean; int: string; frac: string };

const DECIMAL = /^-?\d+(\.\d+)?$/;
// Numbers and Decimals write very large and very small values with an exponent ("1e+21", "1e-7").
const SCIENTIFIC = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** The digits with the decimal point after `point` of them (before the first when negative, past the last when beyond). */
function exact(negative: boolean, digits: string, point: number): Exact {
  const padded = point <= 0 ? "0".repeat(1 - point) + digits : digits.padEnd(point, "0");
  const at = Math.max(point, 1);
  return { negative, int: padded.slice(0, at).replace(/^0+(?=\d)/, ""), frac: padded.slice(at).replace(/0+$/, "") };
}

function parse(value: NumberLike | null | undefined): Exact | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const text = String(value).trim();
  if (typeof value === "string" && !DECIMAL.test(text)) return null;
  const match = SCIENTIFIC.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = "", exponent = "0"] = match;
  return exact(sign === "-", whole + fraction, whole.length + Number(exponent));
}

const isZero = (x: Exact) => x.int === "0" && x.frac === "";

/** The value times 10^`places` (a shift of the decimal point, exact). */
const shifted = (x: Exact, places: number) => exact(x.negative, x.int + x.frac, x.int.length + places);

/** Rounded half away from zero to `places` decimals. */
function rounded(x: Exact, places: number): Exact {
  if (x.frac.length <= places) return x;
  let digits = x.int + x.frac.slice(0, places);
  if (x.frac[places] >= "5") {
    // Add one unit in the last place: trailing nines become zeros, the digit before them goes up.
    const last = digits.search(/9*$/);
    digits =
      last === 0
        ? `1${"0".repeat(digits.length)}`
        : `${digits.slice(0, last - 1)}${Number(digits[last - 1]) + 1}${"0".repeat(digits.length - last)}`;
  }
  return exact(x.negative, digits, digits.length - places);
}

/** The value with its own decimals, at least `min` of them, rounded at `max`; a value rounded to zero has no sign. */
function fixedBetween(x: Exact, min: number, max: number): string {
  const r = rounded(x, Math.max(min, max));
  const frac = r.frac.padEnd(min, "0");
  return `${r.negative && !isZero(r) ? "-" : ""}${r.int}${frac ? `.${frac}` : ""}`;
}

/** "-12500.5" → "-12,500.5". */
const grouped = (fixed: string) => fixed.replace(/^(-?\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ","));

/**
 * The exact value as a plain decimal string ("-40.5", "0", "1000000"), or null for a blank, missing
 * or non-numeric one: for callers that test or compare a value before formatting it.
 */
export function decimalString(value: NumberLike | null | undefined): string | null {
  const x = parse(value);
  return x && fixedBetween(x, 0, x.frac.length);
}

/** The value as an integer count of units of its last decimal: "-12.50" → { units: -125n, scale: 1 }. */
const scaled = (x: Exact) => ({ units: BigInt(`${x.negative ? "-" : ""}${x.int}${x.frac}`), scale: x.frac.length });

const fromUnits = (units: bigint, scale: number) => {
  const digits = (units < 0n ? -units : units).toString();
  return exact(units < 0n, digits, digits.length - scale);
};

/**
 * `part` as a percent of a positive `whole`, exactly, rounded half away from zero to `decimals`:
 * percentOf("45", "60", 1) → "75.0", percentOf("1", "3", 2) → "33.33". Null when either is not a
 * number or `whole` is not positive.
 */
export function percentOf(part: NumberLike | null | undefined, whole: NumberLike | null | undefined, decimals: number): string | null {
  const [p, w] = [parse(part), parse(whole)];
  if (p === null || w === null || w.negative || isZero(w)) return null;
  const [n, d] = [scaled(p), scaled(w)];
  // part/whole × 10^(2 + decimals), in integers: the scales move into the numerator or the denominator.
  const shift = d.scale + 2 + decimals - n.scale;
  const numerator = (n.units < 0n ? -n.units : n.units) * 10n ** BigInt(Math.max(shift, 0));
  const denominator = d.units * 10n ** BigInt(Math.max(-shift, 0));
  const units = (2n * numerator + denominator) / (2n * denominator);
  return fixedBetween({ ...fromUnits(units, decimals), negative: p.negative }, decimals, decimals);
}

/** The exact sum of `plus` less `minus`, as a plain decimal string ("12500.00" + "0.5" → "12500.5"); null when one is not a number. */
export function sumDecimals(plus: NumberLike[], minus: NumberLike[] = []): string | null {
  const terms = [...plus.map((v) => [parse(v), 1n] as const), ...minus.map((v) => [parse(v), -1n] as const)];
  if (terms.some(([x]) => x === null)) return null;
  const scale = Math.max(0, ...terms.map(([x]) => x!.frac.length));
  const units = terms.reduce((sum, [x, sign]) => sum + sign * scaled(x!).units * 10n ** BigInt(scale - x!.frac.length), 0n);
  const sum = fromUnits(units, scale);
  return fixedBetween(sum, 0, sum.frac.length);
}

/** US dollars: "12500.5" → "$12,500.50", "-40" → "-$40.00"; `cents: false` → "$12,501". "—" when there is no amount. */
export function formatMoney(value: NumberLike | null | undefined, options: { cents?: boolean } = {}): string {
  const x = parse(value);
  if (x === null) return "—";
  const places = options.cents === false ? 0 : 2;
  return grouped(fixedBetween(x, places, places)).replace(/^(-?)/, "$1$$");
}

const COMPACT = ["K", "M", "B", "T"];

/** Dollars in short, for chart axes: "12500" → "$12.5K", "1250000" → "$1.3M", "950" → "$950". */
export function formatMoneyCompact(value: NumberLike | null | undefined): string {
  const x = parse(value);
  if (x === null) return "—";
  const abs = { ...x, negative: false };
  let text = fixedBetween(abs, 0, 1);
  // The next unit as soon as the rounded figure reaches 1,000 ("999,960" is "$1M", as Intl writes it).
  for (const [i, suffix] of COMPACT.entries()) {
    if (rounded(shifted(abs, -3 * i), 1).int.length < 4) break;
    text = `${fixedBetween(shifted(abs, -3 * (i + 1)), 0, 1)}${suffix}`;
  }
  return `${x.negative && /[1-9]/.test(text) ? "-" : ""}$${text}`;
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
  const x = parse(fraction);
  if (x === null) return "—";
  const [min, max] = bounds(options, 2, 4);
  return `${grouped(fixedBetween(shifted(x, 2), min, max))}%`;
}

/** A number that already counts percent: "10" → "10.00%" (2 decimals unless told). */
export function formatPercentPoints(percent: NumberLike | null | undefined, options: DecimalsOptions = {}): string {
  const x = parse(percent);
  if (x === null) return "—";
  const [min, max] = bounds(options, 2, 2);
  return `${grouped(fixedBetween(x, min, max))}%`;
}

/**
 * A plain decimal with thousands separators: "1234.500" → "1,234.5", "95.000" → "95" (its own
 * decimals without trailing zeros unless told). `group: false` leaves out the separators.
 */
export function formatDecimal(value: NumberLike | null | undefined, options: DecimalsOptions & { group?: boolean } = {}): string {
  const x = parse(value);
  if (x === null) return "—";
  const [min, max] = bounds(options, 0, Math.max(options.minDecimals ?? 0, x.frac.length));
  const fixed = fixedBetween(x, min, max);
  return options.group === false ? fixed : grouped(fixed);
}
