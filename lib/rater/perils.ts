// Perils and claims verification sources (spec §1, DESIGN.md §6 step 0), shared by forms and server.

export const PERILS = [
  "rainfall",
  "snowfall",
  "windSpeed",
  "adverseWeather",
  "lightning",
  "maximumTemperature",
  "minimumTemperature",
] as const;
export type PerilName = (typeof PERILS)[number];

export const PERIL_LABELS: Record<PerilName, string> = {
  rainfall: "Rainfall",
  snowfall: "Snowfall",
  windSpeed: "Wind speed",
  adverseWeather: "Adverse weather",
  lightning: "Lightning",
  maximumTemperature: "Maximum temperature",
  minimumTemperature: "Minimum temperature",
};

/** Thresholds are entered in US units. */
export const PERIL_THRESHOLD_UNITS: Record<PerilName, string | null> = {
  rainfall: "in",
  snowfall: "in",
  windSpeed: "mph",
  adverseWeather: null,
  lightning: null,
  maximumTemperature: "°F",
  minimumTemperature: "°F",
};

export const CLAIMS_VERIFICATION_SOURCES = ["CLOSEST_WEATHER_STATION", "OFFSITE_OBSERVER", "ONSITE_OBSERVER"] as const;
export type ClaimsVerificationSourceName = (typeof CLAIMS_VERIFICATION_SOURCES)[number];

export const CLAIMS_VERIFICATION_SOURCE_LABELS: Record<ClaimsVerificationSourceName, string> = {
  CLOSEST_WEATHER_STATION: "Closest weather station (free)",
  OFFSITE_OBSERVER: "Off-site independent weather observer (fee per day per peril)",
  ONSITE_OBSERVER: "On-site independent weather observer (hired by the insured)",
};

export const LIGHTNING_WITHOUT_RAINFALL = "Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone";

/**
 * The thresholds the rater sandbox's chart rates each peril at (US units): a range a broker might
 * choose from, at most 20 points. The chosen threshold is rated as well, inside the range or not.
 */
export const PERIL_THRESHOLD_RANGES: Partial<Record<PerilName, { from: number; to: number; step: number }>> = {
  rainfall: { from: 0.1, to: 2, step: 0.1 },
  snowfall: { from: 0.5, to: 8, step: 0.5 },
  windSpeed: { from: 10, to: 50, step: 2.5 },
  maximumTemperature: { from: 70, to: 108, step: 2 },
  minimumTemperature: { from: 0, to: 45, step: 2.5 },
};

/**
 * The threshold a peril starts at when it is first chosen (US units; docs/decisions.md D119): a
 * new peril of the rater sandbox, and a peril chosen in the quotation wizard without a threshold
 * yet. Adverse weather and lightning take none.
 */
export const PERIL_DEFAULT_THRESHOLDS: Partial<Record<PerilName, string>> = {
  rainfall: "0.5",
  snowfall: "2",
  windSpeed: "25",
  maximumTemperature: "95",
  minimumTemperature: "32",
};

/** The default threshold of a peril, "" for one that takes none. */
export const defaultThreshold = (peril: PerilName): string => PERIL_DEFAULT_THRESHOLDS[peril] ?? "";

/** The rater sandbox's new peril row: the first peril not chosen yet (rainfall when all are), at its default threshold. */
export function newPerilRow(
  chosen: readonly { peril: PerilName }[],
  limitPerDay = "10000",
): { peril: PerilName; threshold: string; limitPerDay: string } {
  const peril = PERILS.find((p) => !chosen.some((c) => c.peril === p)) ?? "rainfall";
  return { peril, threshold: defaultThreshold(peril), limitPerDay };
}

/**
 * A row's threshold when its peril is changed: the new peril's default, unless the threshold was
 * typed (it is neither empty nor the old peril's default), which is kept.
 */
export function thresholdAfterPerilChange(from: PerilName, to: PerilName, threshold: string): string {
  const untouched = threshold.trim() === "" || threshold.trim() === defaultThreshold(from);
  return untouched ? defaultThreshold(to) : threshold;
}
