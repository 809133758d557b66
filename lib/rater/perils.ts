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
