import Link from "next/link";
import { ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";

/** On a bound quotation: the policy it became, linked. */
export function BoundPolicyBanner({ quotation }: { quotation: QuotationDetailsDto }) {
  if (!quotation.policy) return null;
  return (
    <div
      className="mb-4 flex items-center gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      data-testid="bound-policy"
    >
      <Icon node={ShieldCheck} aria-hidden className="size-4 shrink-0 text-emerald-600" />
      <p>
        Bound as policy{" "}
        <Link href={`/policy/${quotation.policy.id}`} className="font-mono font-medium text-emerald-800 underline hover:text-emerald-950">
          {quotation.policy.policyNumber}
        </Link>
        .
      </p>
    </div>
  );
}
