"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { PRICE_LABELS } from "@/lib/pricing/price-labels";

/** One amended option: its premium before and after review, as the form shows money. */
export type AmendedPremium = { peril: string; before: string; after: string };

/**
 * "Amend and accept" asks first (issue 14 item 7): the premiums that change, the total payable by
 * the insured once they apply (premiums, fees and taxes, lib/pricing), that it becomes Ready and that the broker is emailed.
 */
export function AmendConfirmDialog({
  open,
  onOpenChange,
  quotationNumber,
  amended,
  total,
  broker,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  amended: AmendedPremium[];
  /** The total payable by the insured after the amendments (the breakdown's total), formatted ("$12,000.00"). */
  total: string;
  broker: { name: string };
  /** Sends the review; throws to keep the dialog open. */
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={`Amend and accept ${quotationNumber}?`}
      description={`The total payable by the insured becomes ${total} and the quotation Ready. ${broker.name}, the broker, is emailed the amended premiums and can select the options and pre-bind.`}
      confirmLabel="Amend and accept"
      cancelLabel="Keep reviewing"
      onConfirm={onConfirm}
    >
      <table className="w-full text-sm" data-testid="amend-confirm">
        <caption className="sr-only">Amended premiums</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="pb-1 font-semibold">
              Peril
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              Before
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              After review
            </th>
          </tr>
        </thead>
        <tbody>
          {amended.map((a) => (
            <tr key={a.peril} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-medium text-slate-900">
                {a.peril}
              </th>
              <td className="py-1 text-right tabular-nums text-slate-500">{a.before}</td>
              <td className="py-1 text-right font-medium tabular-nums text-slate-900">{a.after}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200">
            <th scope="row" colSpan={2} className="pt-1.5 text-left font-semibold text-slate-900">
              {PRICE_LABELS.total}
            </th>
            <td className="pt-1.5 text-right font-semibold tabular-nums text-slate-900" data-testid="amend-confirm-total">
              {total}
            </td>
          </tr>
        </tfoot>
      </table>
    </ConfirmDialog>
  );
}
