import Link from "next/link";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SelectOptionsForm } from "@/components/quotations/actions/select-options-form";
import { QuotationStatusBadge } from "@/components/quotations/details/status-badge";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";
import { chosenOptions, initialChoice } from "@/components/quotations/actions/select-options-choice";
import { coverOf, quotationPrice } from "@/lib/pricing/quotation-price";
import { quotationForActionPage } from "../../quotation-for-page";

export const metadata = { title: "Select options" };

export default async function SelectOptionsPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const { actor, allowed } = await pageAccess("selectOptions", "Quotation");
  if (!allowed) return <Forbidden />;
  const { quotationId } = await params;

  // Only a quotation that allows the action now has this screen; otherwise its details say where it is.
  const quotation = await quotationForActionPage(actor, quotationId, "selectOptions");
  const current = quotation.current;
  const cover = coverOf(current);

  return (
    <div>
      <PageHeader
        eyebrow={
          <Link
            href={`/quotation/${quotation.id}/details`}
            className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline"
          >
            <Icon node={ChevronLeft} aria-hidden className="size-4" />
            Quotation {quotation.quotationNumber}
          </Link>
        }
        title="Select options and pre-bind"
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <QuotationStatusBadge status={quotation.status} />
            <span>{quotation.insuredName || current.applicant.name}</span>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <span>{current.kind === "PROMOTION" ? current.promotion?.name : current.event?.name}</span>
          </span>
        }
      />
      <SelectOptionsForm
        quotation={{
          id: quotation.id,
          quotationNumber: quotation.quotationNumber,
          perils: current.perils,
          claimsVerificationSource: current.claimsVerificationSource,
          minimumPremium: current.minimumPremium,
          cover,
          pricingTerms: current.pricingTerms,
          recipients: {
            broker: { name: quotation.brokerUser.name, email: quotation.brokerUser.email },
            insured: { name: current.applicant.name ?? quotation.insuredName, email: current.applicant.email },
          },
          initialPrice: quotationPrice({
            options: chosenOptions(current.perils, initialChoice(current.perils)),
            cover,
            claimsVerificationSource: current.claimsVerificationSource,
            terms: current.pricingTerms,
          }),
        }}
      />
    </div>
  );
}
