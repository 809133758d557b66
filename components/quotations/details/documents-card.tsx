"use client";

import { useRouter } from "next/navigation";
import { Paperclip } from "lucide";
import { operationUrl } from "@/lib/api/operation";
import * as quotationsApi from "@/lib/api/operations/quotations";
import { formatDateTime } from "@/lib/format/date-time";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import { useAuth } from "@/components/auth/auth-provider";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";
import { DocumentTypeSelect, DocumentUploadForm } from "../documents/document-upload";

const th = cardTableHead;
const td = cn(cardTableCell, "py-2 align-middle");

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Uploaded documents with their type (spec §2, §3); the upload form when the user may update documents. */
export function DocumentsCard({
  quotationId,
  documents,
  canUpdate,
}: {
  quotationId: number;
  documents: QuotationDocumentDto[];
  canUpdate: boolean;
}) {
  const { user } = useAuth();
  const router = useRouter();
  const formats = { timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat };
  return (
    <Card data-testid="documents">
      <CardHeader title="Uploaded documents" description="Binding needs the IWO form or an application form, uploaded and named." />
      {documents.length === 0 ? (
        <EmptyState icon={Paperclip} className="py-6" />
      ) : (
        <div className={cardTableScroll}>
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Uploaded documents">
            <thead>
              <tr>
                <th scope="col" className={cn(th, "text-left")}>
                  File name
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Type
                </th>
                <th scope="col" className={cn(th, "text-left")}>
                  Uploaded
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id} data-testid="document" data-document-id={d.id}>
                  <td className={cn(td, "max-w-72")}>
                    <a
                      href={operationUrl(quotationsApi.getQuotationDocument, { params: { quotationId, documentId: d.id } })}
                      className="block truncate font-medium text-accent-700 hover:underline"
                      title={d.fileName}
                    >
                      {d.fileName}
                    </a>
                    <span className="text-xs text-slate-500">{fileSize(d.size)}</span>
                  </td>
                  <td className={td}>
                    {canUpdate ? (
                      <DocumentTypeSelect quotationId={quotationId} document={d} onChanged={() => router.refresh()} />
                    ) : (
                      (d.typeName ?? <span className="text-slate-400">No type</span>)
                    )}
                  </td>
                  <td className={cn(td, "whitespace-nowrap")}>
                    {formatDateTime(d.uploadedAt, formats)}
                    {d.uploadedBy && <span className="block text-xs text-slate-500">{d.uploadedBy}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canUpdate && (
        <DocumentUploadForm quotationId={quotationId} onUploaded={() => router.refresh()} className="border-t border-slate-200 px-4 py-3" />
      )}
    </Card>
  );
}
