import { POLICY_NUMBER_MAX, POLICY_NUMBER_PATTERN } from "@/lib/quotations/bind-schema";

// The policy number the bind dialog suggests (docs/decisions.md, D119): the binder's next number.
// Pure, so the suggestion and its tests agree; server/quotations/suggest-policy-number.ts reads
// the binder's latest policy and the highest number taken with its prefix.

/** The prefix of a binder's first policy, before its year: `WEP-2026-0001`. */
export const DEFAULT_POLICY_NUMBER_PREFIX = "WEP";
/** The digits of the sequence when the binder has no numbered policy yet. */
export const DEFAULT_SEQUENCE_DIGITS = 4;
/** A longer run of digits is no sequence (and would not be exact as a number). */
const MAX_SEQUENCE_DIGITS = 15;

/** A policy number read as a prefix and a trailing sequence: `WEP-2026-0042` is `WEP-2026-` and 42 in 4 digits. */
export type NumberParts = { prefix: string; sequence: number; digits: number };

/** The prefix (up to the last non-digit, included) and the trailing run of digits of a number; null when it does not end in a digit. */
export function numberParts(policyNumber: string): NumberParts | null {
  const match = /^(.*?)(\d+)$/.exec(policyNumber);
  if (!match || match[2].length > MAX_SEQUENCE_DIGITS) return null;
  return { prefix: match[1], sequence: Number(match[2]), digits: match[2].length };
}

/** How the binder's numbers are written: the prefix before the sequence and the sequence's digits. */
export type NumberingPattern = { prefix: string; digits: number };

/**
 * The pattern of the binder's next number on a bind in `bindYear`: that of `latest`, the binder's
 * most recently bound policy whose number ends in digits; without one, `WEP-<bind year>-` and 4
 * digits. When `latest` was bound in an earlier year and its prefix names that year on its own
 * (`WEP-2026-`), the prefix names the bind year instead, so numbering starts again each year.
 */
export function numberingPattern(bindYear: number, latest: { policyNumber: string; boundYear: number } | null): NumberingPattern {
  const parts = latest ? numberParts(latest.policyNumber) : null;
  if (!latest || !parts) return { prefix: `${DEFAULT_POLICY_NUMBER_PREFIX}-${bindYear}-`, digits: DEFAULT_SEQUENCE_DIGITS };
  const prefix =
    latest.boundYear < bindYear ? parts.prefix.replace(new RegExp(`(?<!\\d)${latest.boundYear}(?!\\d)`), String(bindYear)) : parts.prefix;
  return { prefix, digits: parts.digits };
}

/**
 * The next number of a pattern: one more than the highest sequence among `taken` written with the
 * pattern's prefix (numbers of any binder: a policy number is unique across binders), padded to the
 * pattern's digits. Null when that would not be a valid policy number (too long, or a prefix of
 * other characters).
 */
export function nextPolicyNumber(pattern: NumberingPattern, taken: readonly string[]): string | null {
  const highest = taken.reduce((max, number) => {
    const parts = numberParts(number);
    return parts && parts.prefix === pattern.prefix ? Math.max(max, parts.sequence) : max;
  }, 0);
  const next = `${pattern.prefix}${String(highest + 1).padStart(pattern.digits, "0")}`;
  return next.length <= POLICY_NUMBER_MAX && POLICY_NUMBER_PATTERN.test(next) ? next : null;
}
