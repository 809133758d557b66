import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ChevronLeft } from "lucide-react";
import { feeInputsOf, type FeeRules } from "@/components/quotations/actions/fee-rules";
import { SelectOptionsForm } from "@/components/quotations/actions/select-options-form";
import { QuotationStatusBadge } from "@/components/quotations/details/status-badge";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { pageAccess } from "@/server/auth/page-guard";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { feesOf } from "@/server/rater/burn-cost";
import { getAppConfig } from "@/server/settings/get-app-config";

export const metadata = { title: "Select options" };

/** The fee rules of the quotation: the rater's fees and, with the rater's own rule, the lightning periods. */
function feeRules(quotation: QuotationDetailsDto, config: { weatherWorksFee: { toFixed(n: number): string }; lightningFee: { toFixed(n: number): string } }): FeeRules {
  const { dates, hours } = feeInputsOf(quotation.current);
  const lightningPeriods =
    dates.length > 0
      ? feesOf({ perils: ["lightning"], eventDates: dates, hoursOfCoverage: hours, claimsVerificationSource: "CLOSEST_WEATHER_STATION", weatherWorksFee: 0, lightningFee: 0 }).lightningPeriods
      : 1;
  return { weatherWorksFee: config.weatherWorksFee.toFixed(2), lightningFee: config.lightningFee.toFixed(2), eventDays: Math.max(1, dates.length), lightningPeriods };
}

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
  const config = await getAppConfig();
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
        fees={feeRules(quotation, config)}
      />
    </div>
  );
}
