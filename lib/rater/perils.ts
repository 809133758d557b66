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
