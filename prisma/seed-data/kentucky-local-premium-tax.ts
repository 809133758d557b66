import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import Decimal from "decimal.js";

// The rows of kentucky-local-premium-tax.csv (the source of every rate is in the file) as
// LocalPremiumTax rows: the rate from percent to a fraction, places as a list (decisions.md, D80).

export type KentuckyLocalTaxSeed = {
  state: "KY";
  code: string | null;
  name: string;
  kind: "CITY" | "COUNTY";
  county: string;
  places: string[];
  rate: string;
  withinCities: boolean;
  source: string;
  note: string;
};

type CsvRow = Record<"code" | "name" | "kind" | "county" | "places" | "rate_percent" | "within_cities" | "source" | "note", string>;

export const KENTUCKY_LOCAL_TAX_CSV = path.join(import.meta.dirname, "kentucky-local-premium-tax.csv");

export function kentuckyLocalTaxRows(file = KENTUCKY_LOCAL_TAX_CSV): KentuckyLocalTaxSeed[] {
  const rows = parse(readFileSync(file, "utf8"), { columns: true, comment: "#", skip_empty_lines: true, trim: true }) as CsvRow[];
  return rows.map((r) => {
    if (r.kind !== "CITY" && r.kind !== "COUNTY") throw new Error(`${r.name}: kind must be CITY or COUNTY, got "${r.kind}"`);
    const percent = new Decimal(r.rate_percent);
    if (percent.isNegative() || percent.greaterThan(100)) throw new Error(`${r.name}: rate_percent out of range: ${r.rate_percent}`);
    return {
      state: "KY",
      code: r.code || null,
      name: r.name,
      kind: r.kind,
      county: r.county,
      places: r.places
        ? r.places
            .split(";")
            .map((p) => p.trim())
            .filter(Boolean)
        : [],
      rate: percent.dividedBy(100).toString(),
      withinCities: r.within_cities === "yes",
      source: r.source,
      note: r.note ?? "",
    };
  });
}
