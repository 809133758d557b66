import { z } from "zod";

// Number and date inputs shared by the settings schemas (forms and API). Unlike z.coerce, an empty
// value is "This field is required", not 0; API callers may send numbers or numeric strings.

export const REQUIRED = "This field is required";
export const INVALID_DATE = "This value must be a valid date";

type NumberOptions = {
  /** Form inputs: ignore thousands separators, spaces and a leading "$" or trailing "%". */
  lenient?: boolean;
};

/** A number from a JSON number or a numeric string; empty is REQUIRED, anything else `${label} must be a number`. */
export function numberInput(label: string, options: NumberOptions = {}) {
  const notANumber = `${label} must be a number`;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : notANumber) })
    .transform((value, ctx) => {
      let text = typeof value === "string" ? value.trim() : null;
      if (text !== null && options.lenient) text = text.replace(/[,\s]/g, "").replace(/^\$/, "").replace(/%$/, "");
      if (text === "") {
        ctx.addIssue({ code: "custom", message: REQUIRED });
        return z.NEVER;
      }
      const n = text === null ? (value as number) : /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: notANumber });
        return z.NEVER;
      }
      return n;
    });
}

/** Number of decimals a plain decimal number is written with (1e-7 style numbers count as many). */
export function decimalPlaces(n: number): number {
  const text = String(n);
  if (/e-/i.test(text)) return 20;
  return text.includes(".") ? text.split(".")[1].length : 0;
}

/** A calendar date written YYYY-MM-DD (years 1900–2099, the date picker's range), as a Date at UTC midnight. */
export function calendarDateInput() {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : INVALID_DATE) })
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .refine((s) => parseCalendarDate(s) !== null, INVALID_DATE)
    .transform((s) => parseCalendarDate(s) as Date);
}

export function parseCalendarDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900 || year > 2099) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * Moves the decimal point of a decimal string by `places` (positive: right), without binary floats:
 * shiftDecimal("4.94", -2) is "0.0494", shiftDecimal("0.0494", 2) is "4.94".
 */
export function shiftDecimal(value: string | number, places: number): string {
  const text = String(value).trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return text;
  const [, sign, whole, fraction = ""] = match;
  const digits = whole + fraction;
  let point = whole.length + places;
  let padded = digits;
  if (point < 0) {
    padded = "0".repeat(-point) + padded;
    point = 0;
  }
  if (point > padded.length) padded = padded + "0".repeat(point - padded.length);
  const intPart = padded.slice(0, point).replace(/^0+(?=\d)/, "") || "0";
  const fracPart = padded.slice(point).replace(/0+$/, "");
  const result = fracPart ? `${intPart}.${fracPart}` : intPart;
  return sign === "-" && /[1-9]/.test(result) ? `-${result}` : result;
}

/** "0.0494" (a fraction) → "4.94" (percent). */
export const fractionToPercent = (fraction: string | number) => shiftDecimal(fraction, 2);
/** "4.94" (percent) → "0.0494" (a fraction). */
export const percentToFraction = (percent: string | number) => shiftDecimal(percent, -2);
