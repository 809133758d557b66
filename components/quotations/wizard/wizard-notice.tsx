import Link from "next/link";
import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Shown instead of the wizard when the quotation cannot be edited, revised or copied now. */
export function WizardNotice({ title, message, quotationId }: { title: string; message: string; quotationId?: number }) {
  return (
    <Card className="max-w-2xl" data-testid="wizard-notice">
      <div className="flex gap-3 px-5 py-5">
        <Icon node={Info} aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{message}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            {quotationId ? (
              <Link href={`/quotation/${quotationId}/details`} className={buttonClasses({ variant: "primary" })}>
                Open the quotation
              </Link>
            ) : null}
            <Link href="/quotation" className={buttonClasses({ variant: "secondary" })}>
              All quotations
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}
