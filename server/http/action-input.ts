import "server-only";
import type { z } from "zod";
import { parseInput } from "@/server/http/parse-input";

/**
 * The body of a quotation or policy action: the route's `body()` (lib/api's apiRoute parses it with the
 * operation's schema on the first call), or the values themselves (scripts, tests), parsed here
 * with the same schema. The use case reads it after the row lock of its quotation or policy, so that a caller
 * learns 404, 403 and 409 before a bad body's 400 (decision D82). A left-out optional body reads
 * as `empty`.
 */
export type ActionInput<S extends z.ZodType> = (() => z.output<S> | undefined) | z.input<S> | undefined;

export function actionInput<S extends z.ZodType>(schema: S, input: ActionInput<S>, empty: unknown = {}): z.output<S> {
  if (typeof input === "function") return (input as () => z.output<S> | undefined)() ?? parseInput(schema, empty);
  return parseInput(schema, input ?? empty);
}
