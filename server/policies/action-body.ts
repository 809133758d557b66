import "server-only";
import type { z } from "zod";
import type { LazyBody } from "@/lib/api/operation";
import { parseInput } from "@/server/http/parse-input";

/**
 * The body of a policy action, read only after the policy's guards (decision D82: 404, 403, 409,
 * then 400). The route passes apiRoute's `body` accessor, which applies the operation's schema when
 * called; scripts and tests may pass the JSON itself, which is parsed here with the same schema.
 */
export type ActionBody<S extends z.ZodType> = LazyBody<z.output<S>> | z.input<S>;

export function readActionBody<S extends z.ZodType>(schema: S, body: ActionBody<S>): z.output<S> {
  return typeof body === "function" ? (body as () => z.output<S>)() : parseInput(schema, body ?? {});
}
