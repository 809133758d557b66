import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { AuditTimeline } from "@/components/audit/audit-timeline";
import { DeferredNotesPanel } from "@/components/notes/notes-panel-deferred";
import { POLICY_AUDIT_FIELDS } from "@/components/policies/audit-labels";
import {
  PolicyFilesCard,
  PolicyGeneralCard,
  PolicyInsuredCard,
  PolicyInvoiceCard,
  PolicyItemCard,
  PolicyPerilsCard,
  PolicyStatusBadge,
} from "@/components/policies/policy-details";
import { PolicyActions } from "@/components/policies/policy-actions";
import { PolicyClaimsCard } from "@/components/policies/policy-claims-card";
import { PolicyCancellationCard, PolicyEndorsementsCard, PolicyFinalSalesCard } from "@/components/policies/policy-servicing-cards";
import { Forbidden } from "@/components/shell/forbidden";
import { LoadErrorPage } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { pageAccess } from "@/server/auth/page-guard";
import type { AuditEventDto } from "@/server/audit/list-audit-events";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { listPolicyHistory } from "@/server/policies/list-policy-history";

export const metadata = { title: "Policy" };

const back = (
  <Link href="/policy" className="inline-flex items-center gap-0.5 hover:text-slate-900 hover:underline">
    <Icon node={ChevronLeft} aria-hidden className="size-4" />
    Policies
  </Link>
);

export default async function PolicyDetailsPage({ params }: { params: Promise<{ policyId: string }> }) {
  const { actor, allowed } = await pageAccess("read", "Policy");
  if (!allowed) return <Forbidden />;
  const { policyId } = await params;

  let policy: PolicyDetailsDto;
  let history: AuditEventDto[];
  try {
    policy = await getPolicyDetails(actor, policyId);
    history = await listPolicyHistory(actor, policy.id);
  } catch (error) {
    // Not visible to this user, or no such policy: the same not-found page (DESIGN.md §4).
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") notFound();
    console.error(error);
    return <LoadErrorPage eyebrow={back} title="Policy" message="Could not fetch policy data" />;
  }

  const formats = { timeZone: actor.timeZone, dateFormat: actor.dateFormat, timeFormat: actor.timeFormat };
  return (
    <div>
      <PageHeader
        eyebrow={back}
        title={`Policy ${policy.policyNumber}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
            <PolicyStatusBadge status={policy.status} />
            <span>{policy.insured.name}</span>
            <span aria-hidden className="text-slate-300">
              ·
            </span>
            <span>{policy.item.name}</span>
          </span>
        }
        className="mb-3"
      />
      <div className="mb-6">
        <PolicyActions policy={policy} formats={formats} />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PolicyGeneralCard policy={policy} formats={formats} />
        </div>
        <PolicyInsuredCard policy={policy} />
        <div className="grid gap-6 lg:col-span-2">
          <PolicyItemCard policy={policy} formats={formats} />
          <PolicyPerilsCard policy={policy} />
          <PolicyEndorsementsCard policy={policy} formats={formats} />
        </div>
        <div className="grid gap-6">
          <PolicyCancellationCard policy={policy} formats={formats} />
          <PolicyFinalSalesCard policy={policy} formats={formats} />
          <PolicyInvoiceCard policy={policy} formats={formats} />
        </div>
      </div>

      <div className="mt-6">
        <PolicyClaimsCard policy={policy} formats={formats} />
      </div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PolicyFilesCard policy={policy} formats={formats} />
        </div>
        <DeferredNotesPanel subject={{ policyId: policy.id }} />
      </div>

      <div className="mt-6">
        <AuditTimeline events={history} formats={formats} fields={POLICY_AUDIT_FIELDS} />
      </div>
    </div>
  );
}
