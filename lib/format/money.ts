import Decimal from "decimal.js";

// Money as text, from exact decimal strings ("12500.00"), never through a binary float: grouping
// is done on the digits. Shared by printed documents, emails and messages.

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "12500.5" → "$12,500.50"; "-40" → "-$40.00". Rounds half up to cents. */
export function formatMoney(value: string | null | undefined, options: { cents?: boolean } = {}): string {
  if (value === null || value === undefined || !DECIMAL.test(value.trim())) return "—";
  const places = options.cents === false ? 0 : 2;
  const fixed = new Decimal(value.trim()).toFixed(places, Decimal.ROUND_HALF_UP);
  const negative = fixed.startsWith("-") && !/^-0(\.0+)?$/.test(fixed);
  const [whole, fraction] = fixed.replace(/^-/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${grouped}${fraction ? `.${fraction}` : ""}`;
}
