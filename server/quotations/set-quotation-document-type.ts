import "server-only";
import { notFound } from "@/lib/api/errors";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import { DOCUMENT_TYPE_LABELS, setDocumentTypeSchema } from "@/lib/quotations/quotation-schema";
import { isoSeconds } from "@/lib/api/serialize";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { pathId } from "@/server/http/path-id";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";

/** PATCH /api/quotation/{id}/document/{documentId}: sets (or clears) what an uploaded document is. */
export async function setQuotationDocumentType(
  actor: Actor,
  quotationId: unknown,
  documentId: unknown,
  input: ActionInput<typeof setDocumentTypeSchema>,
): Promise<QuotationDocumentDto> {
  const docId = pathId(String(documentId ?? ""), "Document");
  return quotationTransaction(async (tx) => {
    const { quotation } = await lockQuotationFor(tx, actor, quotationId, "updateDocuments");
    const { type } = actionInput(setDocumentTypeSchema, input);
    const document = await tx.quotationDocument.findFirst({ where: { id: docId, quotationId: quotation.id }, include: { file: true } });
    if (!document) throw notFound("Document");
    if (document.type !== type) {
      await tx.quotationDocument.update({ where: { id: document.id }, data: { type } });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "quotation.document.setType",
        subjectType: "Quotation",
        subjectId: quotation.id,
        before: { documentId: document.id, type: document.type },
        after: { documentId: document.id, type },
      });
    }
    const uploader = document.uploadedById
      ? await tx.user.findUnique({ where: { id: document.uploadedById }, select: { firstName: true, lastName: true } })
      : null;
    return {
      id: document.id,
      fileName: document.file.fileName,
      contentType: document.file.contentType,
      size: document.file.size,
      type,
      typeName: type ? DOCUMENT_TYPE_LABELS[type] : null,
      uploadedAt: isoSeconds(document.createdAt),
      uploadedBy: uploader ? `${uploader.firstName} ${uploader.lastName}` : null,
    };
  });
}
