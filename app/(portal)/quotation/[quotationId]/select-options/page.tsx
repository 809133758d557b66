import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ChevronLeft } from "lucide-react";
import { SelectOptionsForm } from "@/components/quotations/actions/select-options-form";
import { QuotationStatusBadge } from "@/components/quotations/details/status-badge";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { pageAccess } from "@/server/auth/page-guard";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { getQuotationFeeRules } from "@/server/quotations/get-quotation-fee-rules";

export const metadata = { title: "Select options" };

export default async function SelectOptionsPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const { actor, allowed } = await pageAccess("selectOptions", "Quotation");
  if (!allowed) return <Forbidden />;
  const { quotationId } = await params;

  let quotation: QuotationDetailsDto;
  try {
    quotation = await getQuotationDetails(actor, quotationId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "RESOURCE_NOT_FOUND" || error.code === "VALIDATION_FAILURE")) notFound();
    throw error;
  }
  if (!quotation.actions.includes("selectOptions")) redirect(`/quotation/${quotation.id}/details`);
  const current = quotation.current;

  return (
    <div>
      <PageHeader
        eyebrow={
          <Link href={`/quotation/${quotation.id}/details`} className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
            <ChevronLeft aria-hidden className="size-4" />
            Quotation {quotation.quotationNumber}
          </Link>
        }
        title="Select options and pre-bind"
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <QuotationStatusBadge status={quotation.status} />
            <span>{quotation.insuredName || current.applicant.name}</span>
            <span aria-hidden className="text-slate-300">·</span>
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
        }}
        fees={await getQuotationFeeRules(quotation)}
      />
    </div>
  );
}
