import type { FieldValues, Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

type Schema = Parameters<typeof zodResolver>[0];

/**
 * A zod resolver whose schema module is loaded on the first validation instead of with the page:
 * zod weighs some 30 KB (gzip), which a form that is only read until it is submitted need not load
 * first (issue 16 §3). A failed load is tried again at the next validation.
 */
export function lazyZodResolver<TIn extends FieldValues, TOut = TIn>(load: () => Promise<Schema>): Resolver<TIn, unknown, TOut> {
  let resolver: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then(
      (schema) => zodResolver(schema) as unknown as Resolver<TIn, unknown, TOut>,
      (error) => {
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
