import Decimal from "decimal.js";
import { decimalString, type NumberLike } from "./money";

/**
 * The exact value as a Decimal, for arithmetic on the server and in printed documents, or null for
 * a blank, missing or non-numeric one. Kept apart from money.ts so that formatting in the browser
 * does not load decimal.js.
 */
export function toDecimal(value: NumberLike | null | undefined): Decimal | null {
  if (value instanceof Decimal) return value;
  const text = decimalString(value);
  return text === null ? null : new Decimal(text);
}
