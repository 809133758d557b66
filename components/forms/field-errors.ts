import type { z } from "zod";

/** The first message of each field, as react-hook-form's zod resolver gives them; a nested field's path joined with dots. */
export function fieldErrors<K extends string = string>(issues: readonly z.core.$ZodIssue[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) errors[issue.path.join(".") as K] ??= issue.message;
  return errors;
}
