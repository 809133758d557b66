import { multiLineText } from "@/lib/api/text";
import { z } from "zod";
import { decimalPlaces, numberInput, percentToFraction, REQUIRED } from "./number-input";

// Kentucky's local government premium tax rates (decisions.md, D80), kept in Settings › State fees:
// the API takes the rate as a fraction (0.05 is 5%), the form as percent, under the same field
// names so that an error from the API lands at the form's field.

const NOTE_MAX = 500;
const note = multiLineText(z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : "The note must be text") }).trim()).max(
  NOTE_MAX,
  `The note must have at most ${NOTE_MAX} characters`,
);

/** PUT /api/local-premium-tax/{localTaxId}: the rate (a fraction, at most six decimals) and the note. */
export const localPremiumTaxUpdateSchema = z
  .object({
    rate: numberInput("Rate").pipe(
      z
        .number()
        .min(0, "Rate cannot be negative")
        .max(1, "Rate cannot exceed 100%")
        .refine((n) => decimalPlaces(n) <= 6, "Rate can have at most 6 decimals"),
    ),
    note,
  })
  .strict();

export type LocalPremiumTaxUpdate = z.output<typeof localPremiumTaxUpdateSchema>;

/** The edit form: the rate in percent, up to four decimals. */
export const localPremiumTaxFormSchema = z.object({
  rate: numberInput("Rate", { lenient: true }).pipe(
    z
      .number()
      .min(0, "Rate cannot be negative")
      .max(100, "Rate cannot exceed 100%")
      .refine((n) => decimalPlaces(n) <= 4, "Rate can have at most 4 decimals"),
  ),
  note,
});

export type LocalPremiumTaxFormInput = z.input<typeof localPremiumTaxFormSchema>;
export type LocalPremiumTaxFormOutput = z.output<typeof localPremiumTaxFormSchema>;

/** The PUT body for validated form values: percent → the exact fraction string. */
export function localPremiumTaxUpdateFromForm(values: LocalPremiumTaxFormOutput): { rate: string; note: string } {
  return { rate: percentToFraction(String(values.rate)), note: values.note };
}
