import { singleLineText } from "@/lib/api/text";
import { z } from "zod";
import { calendarDateInput, decimalPlaces, numberInput, REQUIRED } from "./number-input";

// Binders (spec §3 "Binder", §5): a unique market reference, a value (the capacity, money) and a
// period from … until, where until must be later than from.

export const UNTIL_AFTER_FROM = "Must be later than 'From' date";
export const DUPLICATE_REFERENCE = "A binder with this unique market reference already exists";
export const COULD_NOT_REMOVE_BINDER = "Could not remove binder";

const MAX_VALUE = 1e11;

function binderSchema(lenientNumbers: boolean) {
  return z
    .object({
      /** Trimmed and upper-cased: market references are upper-case letters and digits. */
      uniqueMarketReference: singleLineText(z.string({ error: REQUIRED }).trim())
        .min(1, REQUIRED)
        .max(100, "The reference must have at most 100 characters")
        .transform((s) => s.toUpperCase()),
      value: numberInput("Value", { lenient: lenientNumbers }).pipe(
        z
          .number()
          .gt(0, "Value must be greater than 0")
          .max(MAX_VALUE, "Value is too large")
          .refine((n) => decimalPlaces(n) <= 2, "Value can have at most two decimals"),
      ),
      from: calendarDateInput(),
      until: calendarDateInput(),
    })
    .strict()
    .refine((b) => !(b.from instanceof Date && b.until instanceof Date) || b.until.getTime() > b.from.getTime(), {
      message: UNTIL_AFTER_FROM,
      path: ["until"],
      // Also when another field is wrong, so that every message shows at once; never on a body that
      // is not an object at all (`null`), which the object check has refused already.
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    });
}

/** POST /api/binder. Dates are calendar dates (YYYY-MM-DD); value is money in dollars. */
export const binderCreateSchema = binderSchema(false);
/** The create form: the same rules, and the value may be typed with thousands separators. */
export const binderFormSchema = binderSchema(true);

export type BinderCreateInput = z.input<typeof binderCreateSchema>;
export type BinderCreate = z.output<typeof binderCreateSchema>;
