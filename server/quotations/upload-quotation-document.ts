import "server-only";
import { validationFailure } from "@/lib/api/errors";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_LABELS, MESSAGES, setDocumentTypeSchema } from "@/lib/quotations/quotation-schema";
import { isoSeconds } from "@/lib/api/serialize";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { removeStoredBytes, storeFile } from "@/server/storage/file-storage";
import { safeFileName } from "@/server/storage/safe-file-name";
import { detectDocumentKind } from "./detect-document-type";
import { parseInput } from "@/server/http/parse-input";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";

export type DocumentUpload = { bytes: Buffer; fileName: string; contentType?: string };

/**
 * POST /api/quotation/{id}/document: keeps an application document (IWO, application forms) with
 * the quotation. The file's kind is read from its bytes (PDF, PNG, JPEG, .docx, .xlsx) and it must
 * be at most 10 MB; anything else is "File is invalid" and nothing is stored.
 */
export async function uploadQuotationDocument(
  actor: Actor,
  quotationId: unknown,
  upload: DocumentUpload,
  typeInput?: unknown,
): Promise<QuotationDocumentDto> {
  let storageKey: string | null = null;
  try {
    return await quotationTransaction(async (tx) => {
      const { quotation } = await lockQuotationFor(tx, actor, quotationId, "updateDocuments");
      // The form's fields after the lock (D82): 404, 403 and 409 come before a bad file's 400.
      const { type } = parseInput(setDocumentTypeSchema, { type: typeInput === undefined || typeInput === "" ? null : typeInput });
      const kind = upload.bytes.length > 0 && upload.bytes.length <= DOCUMENT_MAX_BYTES ? detectDocumentKind(upload.bytes) : null;
      if (!kind) throw validationFailure([{ path: "file", message: MESSAGES.fileInvalid }]);
      const file = await storeFile(tx, {
        bytes: upload.bytes,
        fileName: safeFileName(upload.fileName, kind.extension),
        contentType: kind.contentType,
        createdById: actor.id,
        folder: "quotation-documents",
      });
      storageKey = file.storageKey;
      const document = await tx.quotationDocument.create({
        data: { quotationId: quotation.id, fileId: file.id, type, uploadedById: actor.id },
      });
      await tx.quotation.update({ where: { id: quotation.id }, data: { updatedAt: new Date() } });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "quotation.document.upload",
        subjectType: "Quotation",
        subjectId: quotation.id,
        after: { documentId: document.id, fileName: file.fileName, ...(type ? { type } : {}) },
      });
      return {
        id: document.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        type,
        typeName: type ? DOCUMENT_TYPE_LABELS[type] : null,
        uploadedAt: isoSeconds(document.createdAt),
        uploadedBy: `${actor.firstName} ${actor.lastName}`,
      };
    });
  } catch (error) {
    if (storageKey) await removeStoredBytes(storageKey);
    throw error;
  }
}
