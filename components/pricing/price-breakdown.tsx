import { formatMoney } from "@/lib/format/money";
import { breakdownRows, type PriceBreakdown } from "@/lib/pricing/price-labels";
import { cn } from "@/components/ui/cn";

// The one way a price is shown (decisions.md D85): the rows of lib/pricing's breakdown — premium
// per option and "Premium", the fees and "Fees", the insured state's taxes and "Taxes", then
// "Total payable by the insured" — in the wizard, select options, review, the bind dialog, the
// quotation and policy pages. The proposal and the invoice print the same rows.

/**
 * A price breakdown as a two-column table. `updating` dims it while a new price is on its way;
 * `testId` names it for tests (each row has `data-key`: "premium-rainfall", "fees-lightning",
 * "taxes-stateTax", and the subtotals "premium", "fees", "taxes", then "total").
 */
export function PriceBreakdownTable({
  breakdown,
  updating = false,
  className,
  testId = "price-breakdown",
  caption = "Price breakdown",
  totalTestId,
}: {
  breakdown: PriceBreakdown;
  /** A test id for the total's amount cell ("select-total", "review-total", …). */
  totalTestId?: string;
  updating?: boolean;
  className?: string;
  testId?: string;
  caption?: string;
}) {
  const rows = breakdownRows(breakdown);
  return (
    <table
      className={cn("w-full border-collapse text-sm", updating && "opacity-60", className)}
      aria-label={caption}
      data-testid={testId}
      aria-busy={updating || undefined}
    >
      <tbody>
        {rows.map((row) => {
          const key = row.kind === "line" ? `${row.group}-${row.key}` : row.key;
          const amount = row.amount === null ? "—" : formatMoney(row.amount);
          if (row.kind === "total") {
            return (
              <tr key={key} data-key={key} data-testid="price-row" className="border-t-2 border-slate-300">
                <th scope="row" className="py-2 pr-4 text-left font-semibold text-slate-900">
                  {row.label}
                </th>
                <td
                  className="whitespace-nowrap py-2 text-right text-base font-semibold tabular-nums text-slate-900"
                  aria-live="polite"
                  data-testid={totalTestId}
                >
                  {amount}
                </td>
              </tr>
            );
          }
          if (row.kind === "subtotal") {
            return (
              <tr key={key} data-key={key} data-testid="price-row" className="border-t border-slate-200">
                <th
                  scope="row"
                  className={cn("py-1.5 pr-4 text-left font-medium text-slate-900", row.amount === null && "font-normal text-slate-500")}
                >
                  {row.label}
                </th>
                <td className="whitespace-nowrap py-1.5 text-right font-medium tabular-nums text-slate-900">{amount}</td>
              </tr>
            );
          }
          return (
            <tr key={key} data-key={key} data-testid="price-row">
              <th scope="row" className="py-1 pl-3 pr-4 text-left font-normal text-slate-600">
                {row.label}
              </th>
              <td className="whitespace-nowrap py-1 text-right tabular-nums text-slate-700">{amount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
