import { z } from "zod";
import { formatDecimal } from "@/lib/format/money";
import { decimalPlaces, fractionToPercent, numberInput, percentToFraction } from "./number-input";
import { RATER_SECTIONS, type RaterFieldName } from "./rater-fields";

// The rater settings as an admin sees and edits them (spec §9): money in whole dollars, the minimum
// and maximum rate as percent with two decimals, loadings (CLF) as multipliers, and whole numbers
// of days, years and miles. The API (PATCH /api/config) takes money in dollars and rates as
// fractions; raterPatchFromForm converts.

export * from "./rater-fields";

const form = (label: string) => numberInput(label, { lenient: true });

const dollars = (label: string, { positive = false } = {}) =>
  form(label).pipe(
    z
      .number()
      // A refinement rather than .int(): zod stops the object's own checks (minimum ≤ maximum
      // rate) after a failed .int(), and the form should show every message at once.
      .refine(Number.isInteger, `${label} must be in whole dollars`)
      .min(positive ? 1 : 0, positive ? `${label} must be greater than 0` : `${label} cannot be negative`)
      .max(1e11, `${label} is too large`),
  );

const percent = (label: string) =>
  form(label).pipe(
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(100, `${label} cannot exceed 100%`)
      .refine((n) => decimalPlaces(n) <= 2, `${label} can have at most two decimals`),
  );

const loading = (label: string) =>
  form(label).pipe(
    z
      .number()
      .min(0.1, `${label} must be at least 0.1`)
      .max(20, `${label} must be at most 20`)
      .refine((n) => decimalPlaces(n) <= 6, `${label} can have at most six decimals`),
  );

const whole = (label: string, min: number, max: number) =>
  form(label).pipe(
    z
      .number()
      .refine(Number.isInteger, `${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

export const raterConfigFormSchema = z
  .object({
    clf: loading("CLF"),
    clfWithClaim: loading("CLF with claim"),
    minimumRate: percent("Minimum rate"),
    maximumRate: percent("Maximum rate"),
    minimumPremium: dollars("Minimum premium"),
    maximumLimitPerDay: dollars("Maximum limit per day", { positive: true }),
    maximumLimit: dollars("Maximum limit", { positive: true }),
    maximumEventDays: whole("Maximum event days", 1, 366),
    maximumStationDistanceMiles: whole("Maximum station distance", 1, 500),
    quotationExpiryDays: whole("Quotation expiry days", 1, 365),
    weatherWorksFee: dollars("Weather Works fee"),
    lightningFee: dollars("Lightning fee"),
    raterTimeSpanInYears: whole("Time span in years", 1, 100),
    raterTimeSpanInDaysPrior: whole("Days prior", 0, 60),
    raterTimeSpanInDaysAfter: whole("Days after", 0, 60),
  })
  .refine((v) => typeof v.minimumRate !== "number" || typeof v.maximumRate !== "number" || v.minimumRate <= v.maximumRate, {
    message: "Minimum rate cannot be above maximum rate",
    path: ["minimumRate"],
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type RaterFormValues = z.input<typeof raterConfigFormSchema>;
export type RaterFormOutput = z.output<typeof raterConfigFormSchema>;

/** The stored options as the form shows them (dollars with thousands separators, which the form accepts back). */
export function raterFormValues(config: Record<RaterFieldName, string | number | null>): Record<RaterFieldName, string> {
  const values = {} as Record<RaterFieldName, string>;
  for (const section of RATER_SECTIONS) {
    for (const { name, unit } of section.fields) {
      const raw = config[name] ?? 0;
      values[name] =
        unit === "dollars"
          ? formatDecimal(raw, { decimals: 0 })
          : unit === "percent"
            ? formatDecimal(fractionToPercent(String(raw)), { decimals: 2, group: false })
            : String(raw);
    }
  }
  return values;
}

/** The PATCH /api/config body for the changed fields: dollars as numbers, percent as exact fraction strings. */
export function raterPatchFromForm(
  values: RaterFormOutput,
  changed: readonly RaterFieldName[],
): Partial<Record<RaterFieldName, string | number>> {
  const units = new Map(RATER_SECTIONS.flatMap((s) => s.fields.map((f) => [f.name, f.unit] as const)));
  const patch: Partial<Record<RaterFieldName, string | number>> = {};
  for (const name of changed) {
    const value = values[name];
    patch[name] = units.get(name) === "percent" ? percentToFraction(String(value)) : value;
  }
  return patch;
}
