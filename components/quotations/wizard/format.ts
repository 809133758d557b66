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
