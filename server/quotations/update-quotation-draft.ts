import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { quotationDraftSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { brokerAfterDraftEdit, parseBrokerId } from "./quotation-broker";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";
import { saveDraftContent } from "./save-draft-content";

/** PATCH /api/quotation/{id}: saves more of a draft's values (status NEW only). */
export async function updateQuotationDraft(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof quotationDraftSchema>,
): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "editDraft");
    const values: Record<string, unknown> = actionInput(quotationDraftSchema, input);
    const broker = await brokerAfterDraftEdit(tx, actor, quotation, parseBrokerId(values.brokerUserId));
    if (broker.brokerUserId !== quotation.brokerUserId) await tx.quotation.update({ where: { id: quotation.id }, data: broker });
    await saveDraftContent(tx, quotation.id, version.id, values);
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}
