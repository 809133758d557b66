import { ApiError } from "@/lib/api/client";

/**
 * The text of a failure snackbar (spec §8): what failed, then the server's message with the HTTP
 * status (ApiError's message carries it); for a validation failure, its first field message.
 */
export function failureMessage(what: string, error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.code === "VALIDATION_FAILURE" && error.details?.length ? `${error.details[0].message} (${error.status})` : error.message;
    return `${what}: ${detail}`;
  }
  return `${what}: Something went wrong.`;
}

/** The server's message without the status suffix, for text shown at a field. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const detail = error.details?.[0]?.message;
  return detail ?? error.message.replace(/ \(\d+\)$/, "");
}
