import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { AuditTimeline } from "@/components/audit/audit-timeline";
import { DeferredNotesPanel } from "@/components/notes/notes-panel-deferred";
import { actionQuotationOf } from "@/components/quotations/actions/action-quotation";
import { QuotationActions } from "@/components/quotations/actions/quotation-actions";
import { QUOTATION_AUDIT_FIELDS } from "@/components/quotations/details/audit-labels";
import { BoundPolicyBanner } from "@/components/quotations/details/bound-policy-banner";
import { DocumentsCard } from "@/components/quotations/details/documents-card";
import { PerilsTable } from "@/components/quotations/details/perils-table";
import { ProposalsCard } from "@/components/quotations/details/proposals-card";
import {
  GeneralInformationCard,
  InsuredCard,
  ItemCard,
  LocationCard,
  QuotationBanners,
} from "@/components/quotations/details/quotation-overview";
import { QuotationStatusBadge } from "@/components/quotations/details/status-badge";
import { VersionsCard } from "@/components/quotations/details/versions-card";
import { RatingExplanation } from "@/components/rater/rating-explanation";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LoadErrorPage } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { PROPOSAL_STATUSES } from "@/lib/quotations/quotation-actions";
import { requirePageActor } from "@/server/auth/page-guard";
import type { AuditEventDto } from "@/server/audit/list-audit-events";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { listQuotationHistory } from "@/server/quotations/list-quotation-history";

export const metadata = { title: "Quotation" };

const back = (
  <Link href="/quotation" className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
    <Icon node={ChevronLeft} aria-hidden className="size-4" />
    Quotations
  </Link>
);

export default async function QuotationDetailsPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const actor = await requirePageActor();
  const { quotationId } = await params;

  let quotation: QuotationDetailsDto;
  let history: AuditEventDto[];
  try {
    quotation = await getQuotationDetails(actor, quotationId);
    history = await listQuotationHistory(actor, quotation.id);
  } catch (error) {
    // Not visible to this user, or no such quotation: the same not-found page (DESIGN.md §4).
    if (error instanceof AppError && (error.code === "RESOURCE_NOT_FOUND" || error.code === "VALIDATION_FAILURE")) notFound();
    console.error(error);
    return <LoadErrorPage eyebrow={back} title="Quotation" message="Could not fetch quotation data" />;
  }

  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
  const current = quotation.current;
  const underwriting = actor.role === "ROLE_UNDERWRITER" || actor.role === "ROLE_ADMIN";

  return (
    <div>
      <PageHeader
        eyebrow={back}
        title={`Quotation ${quotation.quotationNumber}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <QuotationStatusBadge status={quotation.status} />
            <span>{quotation.insuredName || current.applicant.name || "Insured not named yet"}</span>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <span>Version {current.versionNumber}</span>
          </span>
        }
        className="mb-3"
      />
      <div className="mb-6">
        <QuotationActions quotation={actionQuotationOf(quotation)} />
      </div>
      <QuotationBanners quotation={quotation} />
      <BoundPolicyBanner quotation={quotation} />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GeneralInformationCard quotation={quotation} formats={formats} />
        </div>
        <InsuredCard version={current} />
        <ItemCard version={current} formats={formats} />
        <div className="lg:col-span-2">
          <LocationCard version={current} />
        </div>
      </div>

      <div className="mt-6">
        <PerilsTable version={current} />
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DocumentsCard
            quotationId={quotation.id}
            documents={quotation.documents}
            canUpdate={quotation.actions.includes("updateDocuments")}
            formats={formats}
          />
          <ProposalsCard
            quotationId={quotation.id}
            proposals={quotation.proposals}
            signings={quotation.signings}
            formats={formats}
            letterHref={PROPOSAL_STATUSES.includes(quotation.status) ? `/print/quotation-proposal/${quotation.id}` : null}
          />
          <VersionsCard quotation={quotation} formats={formats} />
        </div>
        <DeferredNotesPanel subject={{ quotationId: quotation.id }} />
      </div>

      {underwriting && current.rating && (
        <Card className="mt-6" data-testid="rating-explanation">
          <CardHeader
            title="Rating explanation"
            description="How the rater reached the premiums of this version. Shown to underwriters and admins only."
          />
          <CardBody>
            <RatingExplanation result={current.rating} />
          </CardBody>
        </Card>
      )}

      <div className="mt-6">
        <AuditTimeline events={history} formats={formats} fields={QUOTATION_AUDIT_FIELDS} />
      </div>
    </div>
  );
}
