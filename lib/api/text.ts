import { z } from "zod";

// Text fields keep text a person typed (decision D107). Every string of every request is first
// checked to be well-formed (the JSON body reader of server/http/api-handler.ts, and
// server/http/parse-input.ts for queries and every other input, with `malformedText`): no unpaired
// surrogate, no NUL, which PostgreSQL cannot store. Then each field says what it takes:
// single-line text (names, addresses, titles) has no control characters at all, multi-line text
// (notes, reasons, wordings) only line breaks and tabs; neither takes the marks that reorder how
// text is shown (bidi embeddings, overrides and isolates), which could make a name read as
// another in a list or a PDF.

/** Bidi embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI = "\\u202a-\\u202e\\u2066-\\u2069";
/** Control characters (C0, DEL, C1), line and paragraph separators, bidi marks. */
const NOT_SINGLE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${BIDI}]`);
/** The same, but for line breaks and tabs. */
const NOT_MULTI_LINE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI}]`);

export const SINGLE_LINE_MESSAGE =
  "Use one line of plain text: line breaks, tabs, control characters and text-direction marks are not allowed";
export const MULTI_LINE_MESSAGE = "Use plain text: control characters and text-direction marks are not allowed";
export const NUL_MESSAGE = "Text must not contain the NUL character";
export const UNPAIRED_SURROGATE_MESSAGE = "Text must be valid Unicode: it contains an unpaired surrogate";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What makes `value` text PostgreSQL cannot store (a NUL, an unpaired surrogate), or null when it is fine. */
export function textProblem(value: string): string | null {
  if (value.includes("\u0000")) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(value)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

/** The message for a value a single-line field cannot take, or null (not a string, or fine). */
export function singleLineProblem(value: unknown): string | null {
  return typeof value === "string" && NOT_SINGLE_LINE.test(value) ? SINGLE_LINE_MESSAGE : null;
}

/** The message for a value a multi-line field cannot take, or null (not a string, or fine). */
export function multiLineProblem(value: unknown): string | null {
  return typeof value === "string" && NOT_MULTI_LINE.test(value.replace(/\r\n?/g, "\n")) ? MULTI_LINE_MESSAGE : null;
}

/** A single-line text field (names, addresses, titles): `schema` (trimmed, limited…) refusing control characters and bidi marks. */
export function singleLineText<S extends z.ZodString>(schema: S): S {
  return schema.refine((v) => !NOT_SINGLE_LINE.test(v), SINGLE_LINE_MESSAGE) as S;
}

/** A multi-line text field (notes, reasons, wordings): line breaks (CRLF read as LF) and tabs pass, other control characters and bidi marks do not. */
export function multiLineText<S extends z.ZodString>(schema: S): S {
  return schema
    .overwrite((v) => (v as string).replace(/\r\n?/g, "\n") as z.output<S>)
    .refine((v) => !NOT_MULTI_LINE.test(v), MULTI_LINE_MESSAGE) as S;
}

/**
 * The first string in `value` (keys included) that is not well-formed text, with its path and
 * what is wrong with it, or null. Walks arrays and plain objects to `maxDepth`.
 */
export function malformedText(value: unknown, path: (string | number)[] = [], maxDepth = 32): { path: string; message: string } | null {
  const at = (p: (string | number)[]) => p.join(".") || "(root)";
  if (typeof value === "string") {
    const message = textProblem(value);
    return message ? { path: at(path), message } : null;
  }
  if (maxDepth <= 0 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = malformedText(value[i], [...path, i], maxDepth - 1);
      if (found) return found;
    }
    return null;
  }
  if (value instanceof Date || value instanceof Blob || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const message = textProblem(key);
    if (message) return { path: at([...path, "(key)"]), message };
    const found = malformedText(inner, [...path, key], maxDepth - 1);
    if (found) return found;
  }
  return null;
}
