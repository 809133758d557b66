// Wire format of the API (DESIGN.md §3): timestamps as UTC ISO strings with seconds precision,
// decimals as strings, bigints as strings.

type DecimalLike = { toFixed: (dp?: number) => string; isFinite: () => boolean; d?: unknown };

function isDecimal(value: unknown): value is DecimalLike {
  return typeof value === "object" && value !== null && "toFixed" in value && "isFinite" in value && "d" in value;
}

export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A money amount as a decimal string with two places. */
export function money(value: DecimalLike | number | string): string;
export function money(value: DecimalLike | number | string | null | undefined): string | null;
export function money(value: DecimalLike | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (isDecimal(value)) return value.toFixed(2);
  return Number(value).toFixed(2);
}

/** A calendar date (stored as a date at UTC midnight) as YYYY-MM-DD. */
export function isoDate(date: Date): string;
export function isoDate(date: Date | null | undefined): string | null;
export function isoDate(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

export function toWire(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return isoSeconds(value);
  if (typeof value === "bigint") return value.toString();
  if (isDecimal(value)) return (value as unknown as { toString(): string }).toString();
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) out[key] = toWire(inner);
    return out;
  }
  return value;
}
