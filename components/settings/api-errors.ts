import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

export const FORM_ERROR = "There was an error submitting your request. Please, check the form and try again.";

/**
 * Puts the field messages of a 400 VALIDATION_FAILURE at the form's fields (the API and the form
 * use the same field names). Returns false when the error has none of the form's fields.
 */
export function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, any>, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILURE" || !error.details?.length) return false;
  let shown = false;
  for (const detail of error.details) {
    if (!fields.includes(detail.path)) continue;
    form.setError(detail.path as Path<T>, { message: detail.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
