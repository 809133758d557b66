import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { insertDraftQuotation } from "./create-quotation-draft";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";
import { versionToForm } from "./version-content";

/**
 * POST /api/quotation/{id}/copy: a new quotation (its own number, status NEW) with the content of
 * this one's current version, to be completed and submitted in the wizard. A broker's copy is its
 * own; an underwriter's or admin's keeps the broker.
 */
export async function copyQuotation(actor: Actor, quotationId: unknown): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "copy");
    const broker =
      actor.role === "ROLE_BROKER"
        ? { brokerUserId: actor.id, brokerCompanyId: actor.companyId }
        : { brokerUserId: quotation.brokerUserId, brokerCompanyId: quotation.brokerCompanyId };
    const { brokerUserId: _ignored, ...values } = versionToForm(version, broker.brokerUserId);
    // The new quotation's loss history and declaration are the insured's to give again.
    const fresh = { ...values, priorLoss: "", priorLossDetails: "", declarationAccepted: false, wizardStep: 0 };
    return insertDraftQuotation(tx, actor, broker, fresh, quotation.id);
  });
  return quotationDetailsDto(db, actor, id);
}
