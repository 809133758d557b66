import { normaliseDecimal } from "@/lib/quotations/quotation-schema";

/**
 * An amount typed into a money field, shown with thousands separators: "25000" → "25,000",
 * "1234.5" → "1,234.50", "10000.00" → "10,000". Anything that is not a plain amount stays as typed.
 */
export function formatMoneyInput(value: string): string {
  const d = normaliseDecimal(value);
  if (d === null || d.startsWith("-")) return value;
  const [whole, fraction = ""] = d.split(".");
  const grouped = BigInt(whole || "0").toLocaleString("en-US");
  if (/^0*$/.test(fraction)) return grouped;
  return `${grouped}.${fraction.padEnd(2, "0")}`;
}
