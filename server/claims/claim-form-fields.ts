import "server-only";
import { lossNoticeSchema, type LossNoticeInput } from "@/lib/claims/claim-schemas";
import { parseInput } from "@/server/http/parse-input";

// The claim calls that come as multipart/form-data (a loss notice with attachments, an observer
// report) carry their fields as text: here they become the values the JSON calls carry, for the
// use case to check with the same schema after its guards (decision D82).

/** Attachments of one loss notice. */
export const LOSS_NOTICE_MAX_FILES = 10;

/** A field that carries JSON: its value when it parses; otherwise the text itself (or undefined), which the schema then refuses. */
export function jsonField(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Values given repeated or comma-separated ("2026-07-03,2026-07-04"), blanks left out; undefined when the field was not given. */
function listField(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  return values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/**
 * The loss notice's body from its form, as the route hands a JSON body to the use case: read (and
 * checked with the notice's schema) when the use case asks for it. `lossDates` and `perils` come
 * repeated or comma-separated, `description` once. Any other field is passed on so that the schema
 * refuses it, as it refuses an unknown key of the JSON body.
 */
export function lossNoticeForm(fields: Record<string, string[]>): () => LossNoticeInput {
  const { lossDates, perils, description, ...others } = fields;
  const single = (values: string[]) => (values.length === 1 ? values[0] : values);
  const values = {
    ...Object.fromEntries(Object.entries(others).map(([key, given]) => [key, single(given)])),
    ...(lossDates !== undefined ? { lossDates: listField(lossDates) } : {}),
    ...(perils !== undefined ? { perils: listField(perils) } : {}),
    ...(description !== undefined ? { description: single(description) } : {}),
  };
  let parsed: LossNoticeInput | undefined;
  return () => (parsed ??= parseInput(lossNoticeSchema, values));
}
