import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { cancelQuotationSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, setQuotationStatus, quotationTransaction } from "./quotation-access";
import { withdrawOpenSigning } from "@/server/signing/withdraw-open-signing";

/** POST /api/quotation/{id}/cancel (broker, admin): the quotation is not taken up (NTU). */
export async function cancelQuotation(
  actor: Actor,
  quotationId: unknown,
  input?: ActionInput<typeof cancelQuotationSchema>,
): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "cancel");
    const { reason } = actionInput(cancelQuotationSchema, input);
    await setQuotationStatus(tx, quotation, version, "NTU");
    await withdrawOpenSigning(tx, version.id, "The quotation was cancelled");
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.cancel",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { status: quotation.status },
      after: { status: "NTU", ...(reason ? { reason } : {}) },
    });
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}
