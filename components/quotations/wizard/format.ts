import { normaliseDecimal } from "@/lib/quotations/quotation-schema";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$12,500.00" from a decimal string; "—" for null. */
export function formatUsd(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "" || Number.isNaN(Number(value))) return "—";
  return usd.format(Number(value));
}

/** "$12,500" when whole dollars, otherwise with cents. */
export function formatUsdShort(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "" || Number.isNaN(Number(value))) return "—";
  const n = Number(value);
  return Number.isInteger(n) ? usdWhole.format(n) : usd.format(n);
}

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
