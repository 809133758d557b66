import { formatDecimal } from "@/lib/format/money";
import { normaliseDecimal } from "@/lib/format/typed-decimal";

/**
 * An amount typed into a money field, shown with thousands separators: "25000" → "25,000",
 * "1234.5" → "1,234.50", "10000.00" → "10,000". Anything that is not a plain amount stays as typed.
 */
export function formatMoneyInput(value: string): string {
  const d = normaliseDecimal(value);
  if (d === null || d.startsWith("-")) return value;
  const fraction = d.split(".")[1] ?? "";
  return formatDecimal(d, /^0*$/.test(fraction) ? { decimals: 0 } : { minDecimals: 2 });
}
