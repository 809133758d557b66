import * as React from "react";
import { Check } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { MESSAGES } from "@/lib/quotations/quotation-labels";
import type { QuotationVersionDto } from "@/lib/quotations/quotation-dto";
import { PERIL_LABELS } from "@/lib/rater/perils";
import { threshold } from "./format";
import { formatMoney, formatPercent } from "@/lib/format/money";
import { cardTableScroll } from "@/components/ui/card-table";
import { perilAmountClass as money, perilCellClass as td, perilHeadClass as th, PerilTermsHeader } from "./peril-terms-header";
import { PriceBreakdownTable } from "@/components/pricing/price-breakdown";

/** The perils of a version: threshold, limits, rate, the three premiums, quotable and selected; the price breakdown below. */
export function PerilsTable({ version }: { version: QuotationVersionDto }) {
  const amended = version.perils.some((p) => p.premiumAfterReview !== null);
  return (
    <Card data-testid="perils">
      <CardHeader title="Perils" description={amended ? "Premiums amended by the underwriter apply." : undefined} />
      <div className={cardTableScroll}>
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Perils">
          <thead>
            <tr>
              <PerilTermsHeader />
              <th scope="col" className={cn(th, "text-right")}>
                Rate
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Premium from rater
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Premium after review
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Premium
              </th>
              <th scope="col" className={cn(th, "text-left")}>
                Quotable
              </th>
              <th scope="col" className={cn(th, "text-center")}>
                Selected
              </th>
            </tr>
          </thead>
          <tbody>
            {version.perils.length === 0 && (
              <tr>
                <td colSpan={10} className="px-4 py-6 text-center text-slate-500">
                  No perils chosen yet.
                </td>
              </tr>
            )}
            {version.perils.map((p) => {
              const note = !p.quotable
                ? p.reason
                : p.premiumFromRater === null && p.premiumAfterReview !== null
                  ? "Priced by the underwriter: the rater could not price it."
                  : null;
              return (
                <React.Fragment key={p.peril}>
                  <tr data-testid={`peril-${p.peril}`}>
                    <th scope="row" className={cn(td, "whitespace-nowrap text-left font-medium text-slate-900", note && "border-b-0")}>
                      {PERIL_LABELS[p.peril]}
                    </th>
                    <td className={cn(td, money, note && "border-b-0")}>{threshold(p.peril, p.threshold)}</td>
                    <td className={cn(td, money, note && "border-b-0")}>{formatMoney(p.limitPerDay)}</td>
                    <td className={cn(td, money, note && "border-b-0")}>{formatMoney(p.limit)}</td>
                    <td className={cn(td, money, note && "border-b-0")}>{formatPercent(p.rate, { minDecimals: 2, maxDecimals: 3 })}</td>
                    <td className={cn(td, money, note && "border-b-0")}>{formatMoney(p.premiumFromRater)}</td>
                    <td className={cn(td, money, note && "border-b-0")}>{formatMoney(p.premiumAfterReview)}</td>
                    <td className={cn(td, money, "font-medium text-slate-900", note && "border-b-0")} data-testid={`premium-${p.peril}`}>
                      {formatMoney(p.premium)}
                    </td>
                    <td className={cn(td, note && "border-b-0")}>
                      <Badge tone={p.quotable ? "live" : "danger"}>{p.quotable ? "Quotable" : "Not quotable"}</Badge>
                    </td>
                    <td className={cn(td, "text-center", note && "border-b-0")}>
                      {p.selected ? (
                        <>
                          <Icon node={Check} aria-hidden className="mx-auto size-4 text-green-600" />
                          <span className="sr-only">Selected</span>
                        </>
                      ) : (
                        <span className="text-slate-400">
                          <span aria-hidden>—</span>
                          <span className="sr-only">Not selected</span>
                        </span>
                      )}
                    </td>
                  </tr>
                  {note && (
                    <tr data-testid={`peril-${p.peril}-note`}>
                      <td colSpan={10} className="border-b border-slate-100 px-4 pb-2.5 pt-0 text-xs text-slate-600">
                        {note}
                      </td>
                    </tr>
                  )}
                </React.Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {version.price && (
        <div className="flex justify-end border-t border-slate-200 px-4 py-3" data-testid="quotation-price">
          <div className="w-full max-w-md">
            <PriceBreakdownTable
              breakdown={version.price.breakdown}
              caption={version.perils.some((p) => p.selected) ? "Price of the selected options" : "Price of every quotable option"}
              totalTestId="quotation-total"
            />
            {!version.perils.some((p) => p.selected) && (
              <p className="mt-1 text-xs text-slate-500">Every quotable option is priced until the broker selects the options to buy.</p>
            )}
          </div>
        </div>
      )}
      {version.belowMinimumPremium && (
        <p className="mx-4 mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="below-minimum">
          {MESSAGES.belowMinimumPremium} ({formatMoney(version.minimumPremium)}).
        </p>
      )}
    </Card>
  );
}
