import { randomUUID } from "node:crypto";
import { notFound } from "next/navigation";
import { QuotationsBackLink } from "@/components/quotations/wizard/back-link";
import { QuotationWizard } from "@/components/quotations/wizard/quotation-wizard";
import { WizardNotice } from "@/components/quotations/wizard/wizard-notice";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import { QUOTATION_ACTIONS } from "@/lib/quotations/quotation-actions";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import { pageAccess } from "@/server/auth/page-guard";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { brokerOf, idParam, wizardFees, wizardViewer } from "../../wizard-context";

const REVISABLE = (() => {
  const labels = QUOTATION_ACTIONS.revise.from.map((s) => QUOTATION_STATUS_LABELS[s].toLowerCase());
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
})();

export const metadata = { title: "Revise quotation" };

/** The wizard prefilled with the current version; submitting makes the next version (the old one stays read-only). */
export default async function ReviseQuotationPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const { actor, allowed } = await pageAccess("revise", "Quotation");
  if (!allowed) return <Forbidden />;
  const id = idParam((await params).quotationId);
  if (id === null) notFound();
  let quotation: QuotationDetailsDto;
  try {
    quotation = await getQuotationDetails(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") notFound();
    throw error;
  }
  const header = (
    <PageHeader
      eyebrow={<QuotationsBackLink href={`/quotation/${quotation.id}/details`} label={`Quotation ${quotation.quotationNumber}`} />}
      title={`Revise quotation ${quotation.quotationNumber}`}
      description={`Change what you need and submit: this becomes version ${quotation.versions.length + 1}, rated again, and the current version is kept read-only.`}
    />
  );
  if (!quotation.actions.includes("revise")) {
    return (
      <div>
        {header}
        <WizardNotice
          title="This quotation cannot be revised"
          message={`Quotation ${quotation.quotationNumber} is ${QUOTATION_STATUS_LABELS[quotation.status].toLowerCase()}. A quotation can be revised while it is ${REVISABLE}.`}
          quotationId={quotation.id}
        />
      </div>
    );
  }
  return (
    <div>
      {header}
      <QuotationWizard
        // A fresh wizard on every visit: the same page with other values (e.g. "New quotation"
        // while a draft is open) must not keep the previous form.
        key={randomUUID()}
        mode="revise"
        initialValues={quotation.form}
        source={{ id: quotation.id, quotationNumber: quotation.quotationNumber }}
        viewer={wizardViewer(actor)}
        broker={brokerOf(quotation)}
        fees={await wizardFees()}
      />
    </div>
  );
}
