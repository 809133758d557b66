// An amount as a person types it, read exactly (no binary floats), for the forms and the schemas.

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
const THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;
/**
 * A decimal typed by a person: "12,500.50", "12500.5", ".5", " $12500 ", or a number. Commas are
 * read only as thousands separators ("1,0000" is not a number). Never exponent notation.
 */
export function normaliseDecimal(value: unknown): string | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return null;
    // toFixed never uses exponent notation below 1e21; trailing zeros are dropped.
    const fixed = value.toFixed(6).replace(/\.?0+$/, "");
    return fixed === "-0" ? "0" : fixed;
  }
  if (typeof value !== "string") return null;
  let cleaned = value
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/\s/g, "");
  if (cleaned.includes(",")) {
    if (!THOUSANDS.test(cleaned)) return null;
    cleaned = cleaned.replace(/,/g, "");
  }
  if (!DECIMAL.test(cleaned)) return null;
  const normalised = cleaned.replace(/^(-?)\./, "$10.").replace(/\.$/, "");
  return normalised;
}
