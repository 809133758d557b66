import Decimal from "decimal.js";
import { KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE, type DecimalInput } from "@/lib/pricing/price-breakdown";

// Kentucky's local government premium tax (KRS 91A.080) of a risk: which jurisdiction's rate applies
// to the risk's city, from the rows of the LocalPremiumTax table (decisions.md, D80). Pure: callers
// pass the rows and the location.

/** One taxing jurisdiction, as the LocalPremiumTax table holds it. */
export type LocalTaxJurisdiction = {
  name: string;
  kind: "CITY" | "COUNTY";
  /** The county it lies in, without "County". */
  county: string;
  /** City names whose risks take this rate. */
  places: string[];
  /** A fraction ("0.05"). */
  rate: DecimalInput;
  /** A county's tax that applies inside its cities too, the city's tax credited against it. */
  withinCities: boolean;
};

/** The rate and the jurisdiction printed on the invoice (`municipality` of invoiceFigures). */
export type LocalTaxOfRisk = {
  /** A fraction, e.g. "0.05". */
  rate: string;
  /** "Louisville/Jefferson County"; "Somerset, default rate"; undefined for no city at all. */
  name: string | undefined;
  /** False when the default rate applies. */
  onFile: boolean;
};

/** The words after a place without a row of its own. */
export const DEFAULT_RATE_NOTE = "default rate";

/** A city name as compared: case, dots, "Saint"/"St" and spacing do not matter. */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/\bsaint\b/g, "st")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The local premium tax of a risk located in `city`, Kentucky:
 * - the jurisdiction whose places include the city (a city, or a metro/urban-county government for
 *   its consolidated city) gives the rate;
 * - when it is a city in a county whose tax applies inside cities, the city's tax is credited
 *   against the county's, so the higher of the two is charged, and the county is named beside the
 *   city only when its rate is the higher;
 * - a city without a row (or no city) takes KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE.
 */
export function kentuckyLocalTax(rows: LocalTaxJurisdiction[], city: string | null | undefined): LocalTaxOfRisk {
  const place = city?.trim() ? placeKey(city) : null;
  const match = place
    ? (rows.find((r) => r.kind === "CITY" && r.places.some((p) => placeKey(p) === place)) ??
      rows.find((r) => r.places.some((p) => placeKey(p) === place)))
    : undefined;
  if (!match) {
    return {
      rate: new Decimal(KENTUCKY_DEFAULT_MUNICIPALITY_TAX_RATE).toString(),
      name: city?.trim() ? `${city.trim()}, ${DEFAULT_RATE_NOTE}` : undefined,
      onFile: false,
    };
  }
  const own = new Decimal(String(match.rate));
  if (match.kind === "CITY") {
    const county = rows.find((r) => r.kind === "COUNTY" && r.withinCities && placeKey(r.county) === placeKey(match.county));
    if (county && new Decimal(String(county.rate)).greaterThan(own)) {
      return { rate: new Decimal(String(county.rate)).toString(), name: `${match.name}/${countyName(county)}`, onFile: true };
    }
  }
  return { rate: own.toString(), name: match.name, onFile: true };
}

/** "Jefferson County" for the metro row "Louisville/Jefferson County", else the row's name. */
function countyName(row: LocalTaxJurisdiction): string {
  return row.name.includes("/") ? `${row.county} County` : row.name;
}
