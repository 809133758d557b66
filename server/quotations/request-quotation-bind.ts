import "server-only";
import { attestationText, requestBindSchema } from "@/lib/quotations/bind-schema";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { requireApplicationDocuments } from "./application-documents";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { notifyUnderwriters } from "./notify-quotation";
import { lockQuotationFor, quotationTransaction, setQuotationStatus } from "./quotation-access";

/**
 * POST /api/quotation/{id}/request-bind (broker, admin): a SIGNED quotation goes to READY_TO_BIND
 * once the IWO form or an application form is on file with its type set, and the broker attests
 * which application was used and that it is true (spec §5). The attestation, naming the documents,
 * is kept in the audit event; the underwriters are emailed.
 */
export async function requestQuotationBind(
  actor: Actor,
  quotationId: unknown,
  input?: ActionInput<typeof requestBindSchema>,
): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "requestBind");
    actionInput(requestBindSchema, input);
    const documents = await requireApplicationDocuments(tx, quotation.id);
    const attestation = attestationText(documents);
    await setQuotationStatus(tx, quotation, version, "READY_TO_BIND");
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.requestBind",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: { status: quotation.status },
      after: {
        status: "READY_TO_BIND",
        application: documents.map((d) => `${DOCUMENT_TYPE_LABELS[d.type]}: ${d.fileName}`),
        documentIds: documents.map((d) => d.id),
        attestation,
      },
    });
    await notifyUnderwriters(
      tx,
      quotation,
      "ready to bind",
      `${actor.firstName} ${actor.lastName} (${actor.companyName}) asks for the signed quotation to be bound.`,
      [...documents.map((d) => `Application on file: ${DOCUMENT_TYPE_LABELS[d.type]} (${d.fileName})`), `Attestation: ${attestation}`],
    );
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}
