import { randomUUID } from "node:crypto";
import { notFound } from "next/navigation";
import { QuotationsBackLink } from "@/components/quotations/wizard/back-link";
import { QuotationWizard } from "@/components/quotations/wizard/quotation-wizard";
import { WizardNotice } from "@/components/quotations/wizard/wizard-notice";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { pageAccess } from "@/server/auth/page-guard";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { brokerOf, idParam, wizardFees, wizardViewer } from "../../wizard-context";

export const metadata = { title: "Copy quotation" };

/** The wizard prefilled from another quotation; the first Next saves a new draft that remembers its source. */
export default async function CopyQuotationPage({ params }: { params: Promise<{ quotationId: string }> }) {
  const { actor, allowed } = await pageAccess("create", "Quotation");
  if (!allowed) return <Forbidden />;
  const id = idParam((await params).quotationId);
  if (id === null) notFound();
  let source: QuotationDetailsDto;
  try {
    source = await getQuotationDetails(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") notFound();
    throw error;
  }
  const header = (
    <PageHeader
      eyebrow={<QuotationsBackLink href={`/quotation/${source.id}/details`} label={`Quotation ${source.quotationNumber}`} />}
      title={`Copy quotation ${source.quotationNumber}`}
      description="A new quotation that starts with the same content. Check each step; the copy is saved as a draft when you go on."
    />
  );
  if (!source.actions.includes("copy")) {
    return (
      <div>
        {header}
        <WizardNotice
          title="This quotation cannot be copied"
          message={`Quotation ${source.quotationNumber} cannot be copied while it is being rated. Try again in a moment.`}
          quotationId={source.id}
        />
      </div>
    );
  }
  // A copy starts afresh: no declaration until the broker accepts it again.
  const initialValues = { ...source.form, declarationAccepted: false };
  return (
    <div>
      {header}
      <QuotationWizard
        // A fresh wizard on every visit: the same page with other values (e.g. "New quotation"
        // while a draft is open) must not keep the previous form.
        key={randomUUID()}
        mode="copy"
        initialValues={initialValues}
        source={{ id: source.id, quotationNumber: source.quotationNumber }}
        viewer={wizardViewer(actor)}
        broker={brokerOf(source)}
        fees={await wizardFees()}
      />
    </div>
  );
}
