import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { readStoredFile } from "@/server/storage/file-storage";

/** GET /api/quotation/{id}/document/{documentId}: the bytes of a document of a quotation the actor may read. */
export async function getQuotationDocument(actor: Actor, quotationId: unknown, documentId: unknown) {
  const id = pathId(String(quotationId ?? ""), "Quotation");
  const docId = pathId(String(documentId ?? ""), "Document");
  const document = await db.quotationDocument.findFirst({
    where: { id: docId, quotation: { AND: [{ id }, accessibleWhere(abilityFor(actor), "read", "Quotation")] } },
    include: { file: true },
  });
  if (!document) throw notFound("Document");
  return {
    bytes: await readStoredFile(document.file.storageKey),
    fileName: document.file.fileName,
    contentType: document.file.contentType,
  };
}
