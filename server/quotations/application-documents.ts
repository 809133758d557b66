import "server-only";
import { validationFailure } from "@/lib/api/errors";
import { APPLICATION_DOCUMENT_TYPES, BIND_MESSAGES } from "@/lib/quotations/bind-schema";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import type { Tx } from "@/server/db";

export type ApplicationDocument = { id: number; fileName: string; type: DocumentTypeName };

/**
 * The application documents on file (spec §5: "Binding needs the IWO form or application document
 * uploaded and named"): the quotation's documents whose type is set to one of them. None is a
 * validation failure at `documents`, which says whether a document is there but has no type yet.
 */
export async function requireApplicationDocuments(tx: Tx, quotationId: number): Promise<ApplicationDocument[]> {
  const documents = await tx.quotationDocument.findMany({
    where: { quotationId },
    select: { id: true, type: true, file: { select: { fileName: true } } },
    orderBy: { id: "asc" },
  });
  const typed = documents
    .filter((d) => d.type !== null && APPLICATION_DOCUMENT_TYPES.includes(d.type))
    .map((d) => ({ id: d.id, fileName: d.file.fileName, type: d.type as DocumentTypeName }));
  if (typed.length > 0) return typed;
  const message = documents.length > 0 ? BIND_MESSAGES.untypedDocument : BIND_MESSAGES.noApplicationDocument;
  throw validationFailure([{ path: "documents", message }]);
}
