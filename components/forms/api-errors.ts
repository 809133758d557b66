import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api/client";
import type { SnackbarApi } from "@/components/ui/snackbar";

// How a failed API call reads to the user (spec §8, decision D83): the server's words, never the
// HTTP status (ApiError keeps it as a property). One place for forms and dialogs: the field messages
// of the error envelope go to the form's fields, the rest to one message or the snackbar.

/** Spec §8: the snackbar of a form whose submission failed at its fields. */
export const FORM_ERROR = "There was an error submitting your request. Please, check the form and try again.";
/** Spec §8: the generic message. */
export const GENERIC_ERROR = "Something went wrong.";

/** The message a user reads for a failure: the first field message of a validation failure, else the server's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.code === "VALIDATION_FAILURE" ? error.details?.[0]?.message : undefined;
    return detail || error.message || GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}

/** A failure snackbar (spec §8): what failed, then why ("Could not bind quotation: The binder has expired"). */
export function failureMessage(what: string, error: unknown): string {
  return `${what}: ${errorText(error)}`;
}

/** The server's message for text shown at a field or in a dialog, or null when the failure is not an API answer. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? errorText(error) : null;
}

export type ApiErrorTarget<T extends FieldValues> = {
  /** The form's field names the API's detail paths may name (the API and the form use the same names); without it, every path. */
  fields?: readonly string[];
  /** Maps an API detail path to a form field name, e.g. "applicant.name" → "name"; null: not a field. */
  fieldOf?: (path: string) => string | null;
  /** Where the message goes when no detail lands at a field; without it the caller shows `message`. */
  snackbar?: SnackbarApi;
  /** For the snackbar: what failed ("Could not bind quotation"); without it the server's message alone. */
  what?: string;
  /** The snackbar after messages were put at fields (default FORM_ERROR, null: none). */
  fieldsSnackbar?: string | null;
  // Any context and transformed-values type: the helper only sets errors and focus on fields of T.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: Pick<UseFormReturn<T, any, any>, "setError">;
};

/**
 * Shows a failed submission: each field message of the error envelope at its field (the first one
 * focused); whatever did not land at a field as `message` (and in the snackbar when one is given).
 * Returns whether a field got a message, and the remaining message (null when all landed).
 */
export function showApiErrors<T extends FieldValues>(
  error: unknown,
  target: ApiErrorTarget<T>,
): { atFields: boolean; message: string | null } {
  const { form, fields, fieldOf = (path: string) => path, snackbar, what, fieldsSnackbar = FORM_ERROR } = target;
  let atFields = false;
  let unplaced: string | null = null;
  if (error instanceof ApiError) {
    for (const detail of error.details ?? []) {
      const field = fieldOf(detail.path);
      if (field === null || (fields && !fields.includes(field))) {
        unplaced ??= detail.message;
        continue;
      }
      form.setError(field as Path<T>, { type: "server", message: detail.message }, { shouldFocus: !atFields });
      atFields = true;
    }
  }
  if (atFields) {
    if (snackbar && fieldsSnackbar) snackbar.show(fieldsSnackbar, "error");
    return { atFields, message: unplaced };
  }
  const message = error instanceof ApiError ? (unplaced ?? errorText(error)) : GENERIC_ERROR;
  if (snackbar) snackbar.show(what ? `${what}: ${message}` : message, "error");
  return { atFields, message };
}
