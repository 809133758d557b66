// The rater settings as an admin reads and edits them (spec §9), without zod: the groups, labels
// and units of the rater page and its edit form, which loads the schema (rater-form-schema.ts) at
// the first validation.

export type RaterFieldName =
  | "clf"
  | "clfWithClaim"
  | "minimumRate"
  | "maximumRate"
  | "minimumPremium"
  | "maximumLimitPerDay"
  | "maximumLimit"
  | "maximumEventDays"
  | "maximumStationDistanceMiles"
  | "quotationExpiryDays"
  | "weatherWorksFee"
  | "lightningFee"
  | "raterTimeSpanInYears"
  | "raterTimeSpanInDaysPrior"
  | "raterTimeSpanInDaysAfter";

export type RaterFieldUnit = "dollars" | "percent" | "loading" | "days" | "years" | "miles";

export type RaterField = { name: RaterFieldName; label: string; hint?: string; unit: RaterFieldUnit };
export type RaterSection = { title: string; description: string; fields: RaterField[] };

/** The groups of the rater page and its edit form, in order. */
export const RATER_SECTIONS: RaterSection[] = [
  {
    title: "Pricing",
    description: "Rate = probability × loading, kept between the minimum and maximum rate.",
    fields: [
      { name: "clf", label: "CLF without previous claim", hint: "Loading when there was no loss in the last 5 years", unit: "loading" },
      { name: "clfWithClaim", label: "CLF with previous claim", hint: "Loading after a prior loss", unit: "loading" },
      { name: "minimumRate", label: "Minimum rate", unit: "percent" },
      { name: "maximumRate", label: "Maximum rate", unit: "percent" },
      { name: "minimumPremium", label: "Minimum premium", hint: "A lower premium is referred to an underwriter", unit: "dollars" },
    ],
  },
  {
    title: "Limits",
    description: "Above these a quotation is referred to an underwriter.",
    fields: [
      { name: "maximumLimitPerDay", label: "Maximum limit per day", unit: "dollars" },
      { name: "maximumLimit", label: "Maximum limit", unit: "dollars" },
      { name: "maximumEventDays", label: "Maximum event length", unit: "days" },
      {
        name: "maximumStationDistanceMiles",
        label: "Maximum weather station distance",
        hint: "Farther locations are not quotable",
        unit: "miles",
      },
      { name: "quotationExpiryDays", label: "Quotation expiry", hint: "Open quotations without progress expire", unit: "days" },
    ],
  },
  {
    title: "Fees",
    description: "Claims verification fees added to the premium.",
    fields: [
      { name: "weatherWorksFee", label: "Weather Works fee", hint: "Off-site observer, per day per peril", unit: "dollars" },
      { name: "lightningFee", label: "Lightning fee", hint: "Per 72 hours", unit: "dollars" },
    ],
  },
  {
    title: "History window",
    description: "The weather history each rating samples, around the event's calendar days.",
    fields: [
      { name: "raterTimeSpanInYears", label: "Years of history", unit: "years" },
      { name: "raterTimeSpanInDaysPrior", label: "Days before the event", unit: "days" },
      { name: "raterTimeSpanInDaysAfter", label: "Days after the event", unit: "days" },
    ],
  },
];
