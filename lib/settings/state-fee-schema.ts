import { multiLineText } from "@/lib/api/text";
import { z } from "zod";
import { decimalPlaces, numberInput, percentToFraction, REQUIRED } from "./number-input";

// State fees (spec §3 "State fee"): the API takes tax and stamping fee as fractions (0.0494 is
// 4.94%), the form takes them as percent. Both check the same limits, under the same field names,
// so that an error from the API lands at the form's field.

const DESCRIPTION_MAX = 500;
const description = multiLineText(
  z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : "The description must be text") }).trim(),
).max(DESCRIPTION_MAX, `The description must have at most ${DESCRIPTION_MAX} characters`);

const fraction = (label: string) =>
  numberInput(label).pipe(z.number().min(0, `${label} cannot be negative`).max(1, `${label} cannot exceed 100%`));

/**
 * PUT /api/state-fees/{stateFeeId}. `tax` and `description` are required (the spec's fields);
 * `stampingFee` is optional and kept as it is when left out.
 */
export const stateFeeUpdateSchema = z
  .object({
    tax: fraction("Tax"),
    stampingFee: fraction("Stamping fee").optional(),
    description,
  })
  .strict();

export type StateFeeUpdate = z.output<typeof stateFeeUpdateSchema>;

const percent = (label: string) =>
  numberInput(label, { lenient: true }).pipe(
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(100, `${label} cannot exceed 100%`)
      .refine((n) => decimalPlaces(n) <= 4, `${label} can have at most 4 decimals`),
  );

/** The edit form: percent with up to four decimals (the database keeps fractions to six places). */
export const stateFeeFormSchema = z.object({
  tax: percent("Tax"),
  stampingFee: percent("Stamping fee"),
  description,
});

export type StateFeeFormInput = z.input<typeof stateFeeFormSchema>;
export type StateFeeFormOutput = z.output<typeof stateFeeFormSchema>;

/** The PUT body for validated form values: percent → fraction strings, exactly. */
export function stateFeeUpdateFromForm(values: StateFeeFormOutput): { tax: string; stampingFee: string; description: string } {
  return {
    tax: percentToFraction(String(values.tax)),
    stampingFee: percentToFraction(String(values.stampingFee)),
    description: values.description,
  };
}
