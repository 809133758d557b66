import type { z } from "zod";
import { validationFailure } from "@/lib/api/errors";

/** Parses input with a shared zod schema; failures become VALIDATION_FAILURE with field paths. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw validationFailure(
      result.error.issues.map((issue) => ({ path: issue.path.map(String).join(".") || "(root)", message: issue.message })),
    );
  }
  return result.data;
}
