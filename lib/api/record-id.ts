import { z } from "zod";

// Record ids in bodies and queries (decision D65): a JSON integer, or a string of decimal digits
// with no sign, no leading zero, no exponent, no fraction, no hex ("0x10", "1e1", "16.0", " 16"
// are refused, not read as 16 or 10), within PostgreSQL's integer range.

export const MAX_RECORD_ID = 2147483647;
const DIGITS = /^[1-9]\d{0,9}$/;

export function parseRecordId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID ? value : null;
  if (typeof value === "string" && DIGITS.test(value)) {
    const n = Number(value);
    return n <= MAX_RECORD_ID ? n : null;
  }
  return null;
}

/** A zod record id; `message` (or its answer for the value) for anything that is not one. */
export function recordId(message: string | ((value: unknown) => string)) {
  return z.unknown().transform((value, ctx) => {
    const id = parseRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: "custom", message: typeof message === "string" ? message : message(value) });
      return z.NEVER;
    }
    return id;
  });
}
