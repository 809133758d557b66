import "server-only";
import type { z } from "zod";
import { validationFailure } from "@/lib/api/errors";
import { malformedText } from "@/lib/api/text";

/**
 * Parses input with a shared zod schema; failures become VALIDATION_FAILURE with field paths. Every
 * string of the input, wherever it is, must be well-formed text first (no unpaired surrogate, no
 * NUL: PostgreSQL stores neither), whatever the schema says of it (decision D107).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const malformed = malformedText(input);
  if (malformed) throw validationFailure([malformed]);
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(input) as z.ZodSafeParseResult<z.output<S>>;
  } catch (error) {
    // A refinement that assumed an object met something else (e.g. a `null` body): the input is
    // wrong, not the server.
    if (error instanceof TypeError) throw validationFailure([{ path: "(root)", message: "The request body must be an object" }]);
    throw error;
  }
  if (!result.success) {
    throw validationFailure(
      result.error.issues.map((issue) => ({ path: issue.path.map(String).join(".") || "(root)", message: issue.message })),
    );
  }
  return result.data;
}
