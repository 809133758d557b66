import Decimal from "decimal.js";
import type { PerilName } from "@/lib/rater/perils";

// The daily values an observer's or the lightning report gives, in the units of the weather
// folder's daily files (lib/claims/claim-schemas.ts dailyObservationSchema), with the US-unit
// equivalent a reader compares with the policy's thresholds (inches, °F, mph).

export const OBSERVATION_FIELDS = ["prcp_mm", "snow_mm", "tmax_c", "tmin_c", "wsf2_ms"] as const;
export type ObservationField = (typeof OBSERVATION_FIELDS)[number];

export const OBSERVATION_FIELD_LABELS: Record<ObservationField | "wt03", { label: string; unit: string | null }> = {
  prcp_mm: { label: "Rain", unit: "mm" },
  snow_mm: { label: "Snow", unit: "mm" },
  tmax_c: { label: "Max temperature", unit: "°C" },
  tmin_c: { label: "Min temperature", unit: "°C" },
  wsf2_ms: { label: "Wind (fastest 2 min)", unit: "m/s" },
  wt03: { label: "Lightning within 6 miles", unit: null },
};

/** The value a peril is determined from. Adverse weather watches the quotation's other perils: all of them. */
export function observationFieldsOf(perils: readonly PerilName[]): (ObservationField | "wt03")[] {
  const fields = new Set<ObservationField | "wt03">();
  for (const peril of perils) {
    if (peril === "rainfall") fields.add("prcp_mm");
    if (peril === "snowfall") fields.add("snow_mm");
    if (peril === "maximumTemperature") fields.add("tmax_c");
    if (peril === "minimumTemperature") fields.add("tmin_c");
    if (peril === "windSpeed") fields.add("wsf2_ms");
    if (peril === "lightning") fields.add("wt03");
    if (peril === "adverseWeather") OBSERVATION_FIELDS.forEach((f) => fields.add(f));
  }
  return [...OBSERVATION_FIELDS, "wt03" as const].filter((f) => fields.has(f));
}

/** "≈ 0.59 in" for 15 mm of rain, "≈ 95.0 °F" for 35 °C: null for an empty or non-numeric value. */
export function usEquivalent(field: ObservationField, value: string): string | null {
  const text = value.trim();
  if (text === "" || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  const v = new Decimal(text);
  switch (field) {
    case "prcp_mm":
    case "snow_mm":
      return `≈ ${v.div("25.4").toFixed(2)} in`;
    case "tmax_c":
    case "tmin_c":
      return `≈ ${v.times("1.8").plus(32).toFixed(1)} °F`;
    case "wsf2_ms":
      return `≈ ${v.div("0.44704").toFixed(1)} mph`;
  }
}
