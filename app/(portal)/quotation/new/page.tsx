import { randomUUID } from "node:crypto";
import { notFound } from "next/navigation";
import { QuotationsBackLink } from "@/components/quotations/wizard/back-link";
import { QuotationWizard } from "@/components/quotations/wizard/quotation-wizard";
import { WizardNotice } from "@/components/quotations/wizard/wizard-notice";
import { Forbidden } from "@/components/shell/forbidden";
import { PageHeader } from "@/components/ui/page-header";
import { AppError } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { EMPTY_QUOTATION_FORM } from "@/lib/quotations/quotation-schema";
import { QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import { pageAccess } from "@/server/auth/page-guard";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { brokerOf, idParam, wizardFees, wizardViewer } from "../wizard-context";

export const metadata = { title: "New quotation" };

/** The quotation wizard; `?draft=<id>` reopens a saved draft on the step where it was left. */
export default async function NewQuotationPage({ searchParams }: { searchParams: Promise<{ draft?: string | string[] }> }) {
  const { actor, allowed } = await pageAccess("create", "Quotation");
  if (!allowed) return <Forbidden />;
  const { draft: draftParam } = await searchParams;

  let draft: QuotationDetailsDto | null = null;
  if (draftParam !== undefined) {
    const id = idParam(draftParam);
    if (id === null) notFound();
    try {
      draft = await getQuotationDetails(actor, id);
    } catch (error) {
      if (error instanceof AppError && error.code === "RESOURCE_NOT_FOUND") notFound();
      throw error;
    }
  }
  const header = (
    <PageHeader
      eyebrow={<QuotationsBackLink />}
      title="New quotation"
      description={
        draft
          ? `Draft ${draft.quotationNumber}, continued where it was left.`
          : "Eight short steps. Your draft is saved each time you go on, so you can come back to it."
      }
    />
  );

  if (draft && (draft.status !== "NEW" || !draft.actions.includes("editDraft"))) {
    return (
      <div>
        {header}
        <WizardNotice
          title="This quotation is no longer a draft"
          message={`Quotation ${draft.quotationNumber} is ${QUOTATION_STATUS_LABELS[draft.status].toLowerCase()}; its wizard cannot be reopened.`}
          quotationId={draft.id}
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
        mode="new"
        initialValues={draft ? draft.form : EMPTY_QUOTATION_FORM}
        initialStep={draft?.current.wizardStep ?? 0}
        draft={draft ? { id: draft.id, quotationNumber: draft.quotationNumber } : null}
        viewer={wizardViewer(actor)}
        broker={draft ? brokerOf(draft) : null}
        fees={await wizardFees()}
      />
    </div>
  );
}
