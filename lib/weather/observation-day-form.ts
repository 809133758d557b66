import { z } from "zod";
import { dailyObservationSchema } from "@/lib/claims/claim-schemas";
import { MEASUREMENT_COLUMNS } from "./station-observations";

// The schema of the form of Settings › Weather observations that enters or corrects one day by
// hand (its values: ObservationDayValues in station-observations.ts): the text of its inputs read
// as the JSON call's values (an empty field is a missing value), then checked by the call's own day
// schema, so that the form says what the API would say, at the same field. Loaded at the first
// submit, with zod.

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A field's text as the JSON call would carry it: empty is null, a plain decimal a number, anything else stays text (and is refused as the API refuses it). */
function valueOf(text: unknown): unknown {
  if (typeof text !== "string") return text;
  const trimmed = text.trim();
  return trimmed === "" ? null : DECIMAL.test(trimmed) ? Number(trimmed) : trimmed;
}

export const observationDayFormSchema = z.preprocess((input) => {
  if (typeof input !== "object" || input === null) return input;
  const values = input as Record<string, unknown>;
  return {
    date: values.date,
    ...Object.fromEntries(MEASUREMENT_COLUMNS.map(({ name }) => [name, valueOf(values[name])])),
    wt03: values.wt03 === "" ? null : values.wt03 === "1" ? 1 : values.wt03 === "0" ? 0 : values.wt03,
  };
}, dailyObservationSchema);
