import { PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import { US_STATES } from "@/lib/geo/us-states";

// Display helpers of the quotation screens: thresholds with their unit, addresses on two lines.
// Money and rates are shown with lib/format/money.ts, on exact decimals.

/** "0.50" in → "0.50 in"; perils without a threshold → "—". */
export function threshold(peril: PerilName, value: string | null): string {
  if (value === null || value === "") return "—";
  const unit = PERIL_THRESHOLD_UNITS[peril];
  if (!unit) return value;
  return unit === "°F" ? `${value} °F` : `${value} ${unit}`;
}

export function stateName(code: string | null | undefined): string | null {
  if (!code) return null;
  return US_STATES.find((s) => s.code === code)?.name ?? code;
}

/** The lines of a US address, empty parts left out. */
export function addressLines(a: {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}): string[] {
  const line2 = [a.city, [a.state, a.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.street ?? "", line2].filter(Boolean);
}
