import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { AuditTimeline } from "@/components/audit/audit-timeline";
import { CLAIM_AUDIT_FIELDS } from "@/components/claims/audit-labels";
import { ClaimActions } from "@/components/claims/claim-actions";
import { ClaimStatusBadge } from "@/components/claims/claim-badges";
import {
  ClaimAmountsCard,
  ClaimFilesCard,
  ClaimGeneralCard,
  ClaimLetterLink,
  ClaimLossDaysCard,
  ClaimNoticeCard,
} from "@/components/claims/claim-details";
import { Forbidden } from "@/components/shell/forbidden";
import { LoadErrorPage } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { AuditEventDto } from "@/lib/audit/audit-event-dto";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { pageAccess } from "@/server/auth/page-guard";
import { getClaimDetails } from "@/server/claims/get-claim-details";
import { listClaimHistory } from "@/server/claims/list-claim-history";
import { pathId } from "@/server/http/path-id";

export const metadata = { title: "Claim" };

const back = (
  <Link href="/claim" className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
    <Icon node={ChevronLeft} aria-hidden className="size-4" />
    Claims
  </Link>
);

export default async function ClaimDetailsPage({ params }: { params: Promise<{ claimId: string }> }) {
  const { actor, allowed } = await pageAccess("read", "Claim");
  if (!allowed) return <Forbidden />;
  const { claimId } = await params;

  let claim: ClaimDetailsDto;
  let history: AuditEventDto[];
  try {
    const id = pathId(claimId, "Claim");
    claim = await getClaimDetails(actor, id);
    history = await listClaimHistory(actor, claim.id);
  } catch (error) {
    // Not visible to this user (another company's claim), or no such claim: the same not-found page.
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") notFound();
    console.error(error);
    return <LoadErrorPage eyebrow={back} title="Claim" message="Could not fetch claim data" />;
  }

  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
  return (
    <div>
      <PageHeader
        eyebrow={back}
        title={`Claim ${claim.claimNumber}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <ClaimStatusBadge status={claim.status} />
            <span>{claim.insuredName}</span>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <Link href={`/policy/${claim.policyId}`} className="text-accent-700 hover:underline">
              Policy {claim.policyNumber}
            </Link>
          </span>
        }
        actions={<ClaimLetterLink claim={claim} />}
        className="mb-3"
      />
      <div className="mb-6">
        <ClaimActions claim={claim} formats={formats} />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ClaimGeneralCard claim={claim} formats={formats} />
        </div>
        <ClaimAmountsCard claim={claim} formats={formats} />
      </div>

      <div className="mt-6">
        <ClaimLossDaysCard claim={claim} formats={formats} />
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <ClaimNoticeCard claim={claim} formats={formats} />
          <AuditTimeline events={history} formats={formats} fields={CLAIM_AUDIT_FIELDS} />
        </div>
        <ClaimFilesCard claim={claim} formats={formats} />
      </div>
    </div>
  );
}
