import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { assignBrokerSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";
import { resolveBroker } from "./quotation-broker";

/** PUT /api/quotation/{id}/broker (underwriter): hands an open quotation to another broker (and its company). */
export async function assignQuotationBroker(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof assignBrokerSchema>,
): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation } = await lockQuotationFor(tx, actor, quotationId, "assignBroker");
    const { brokerUserId } = actionInput(assignBrokerSchema, input);
    const broker = await resolveBroker(tx, actor, brokerUserId);
    if (broker.brokerUserId === quotation.brokerUserId) return quotation.id;
    await tx.quotation.update({ where: { id: quotation.id }, data: broker });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.assignBroker",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { brokerUserId: quotation.brokerUserId, brokerCompanyId: quotation.brokerCompanyId },
      after: broker,
    });
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}
