import Link from "next/link";
import { ChevronLeft, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ReviewForm } from "@/components/quotations/actions/review-form";
import { InsuredCard, ItemCard, LocationCard } from "@/components/quotations/details/quotation-overview";
import { QuotationStatusBadge } from "@/components/quotations/details/status-badge";
import { RatingExplanation } from "@/components/rater/rating-explanation";
import { Forbidden } from "@/components/shell/forbidden";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { pageAccess } from "@/server/auth/page-guard";
import { coverOf } from "@/lib/pricing/quotation-price";
import { reviewedPrice } from "@/lib/pricing/review-amendment";
import { quotationForActionPage } from "../../quotation-for-page";

export const metadata = { title: "Review quotation" };

export default async function ReviewQuotationPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const { actor, allowed } = await pageAccess("review", "Quotation");
  if (!allowed) return <Forbidden />;
  const { quotationId } = await params;

  // Only a quotation that allows the action now has this screen; otherwise its details say where it is.
  const quotation = await quotationForActionPage(actor, quotationId, "review");

  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
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
        title={`Review quotation ${quotation.quotationNumber}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <QuotationStatusBadge status={quotation.status} />
            <span>{quotation.insuredName || current.applicant.name}</span>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <span>{quotation.brokerCompany.name}</span>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <span>Version {current.versionNumber}</span>
          </span>
        }
      />

      {current.referralReasons.length > 0 && (
        <div
          className="mb-6 flex gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="referral-reasons"
        >
          <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <div>
            <p className="font-medium">Referred to an underwriter because</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {current.referralReasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        </div>
      )}

      <ReviewForm
        quotation={{
          id: quotation.id,
          quotationNumber: quotation.quotationNumber,
          perils: current.perils,
          claimsVerificationSource: current.claimsVerificationSource,
          minimumPremium: current.minimumPremium,
          belowMinimumPremium: current.belowMinimumPremium,
          cover,
          pricingTerms: current.pricingTerms,
          brokerName: quotation.brokerUser.name,
          initialPrice: reviewedPrice(
            {
              perils: current.perils.map((p) => ({ peril: p.peril, premium: p.premium, quotable: p.quotable })),
              cover,
              claimsVerificationSource: current.claimsVerificationSource,
              terms: current.pricingTerms,
            },
            {},
          ),
        }}
      />

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <InsuredCard version={current} />
        <ItemCard version={current} formats={formats} />
        <LocationCard version={current} oneColumn />
      </div>

      {current.rating && (
        <Card className="mt-6" data-testid="rating-explanation">
          <CardHeader title="Rating explanation" description="How the rater reached the premiums from rater." />
          <CardBody>
            <RatingExplanation result={current.rating} />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
