import { Paperclip } from "lucide";
import { operationUrl } from "@/lib/api/operation";
import * as quotationsApi from "@/lib/api/operations/quotations";
import { formatDateTime } from "@/lib/format/date-time";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { cardTableCell, cardTableHead, cardTableScroll } from "@/components/ui/card-table";
import { DocumentTypeSelectView, DocumentUploadView } from "../documents/document-upload-view";
import { DeferredDocumentTypeSelect, DeferredDocumentUpload } from "./documents-controls";

type Formats = { timeZone?: string; dateFormat?: string; timeFormat?: string };

const th = cardTableHead;
const td = cn(cardTableCell, "py-2 align-middle");
const uploadClass = "border-t border-slate-200 px-4 py-3";

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Uploaded documents with their type (spec §2, §3); the upload form when the user may update
 * documents. A server component: only the type selects and the upload form are the client's
 * (documents-controls.tsx).
 */
export function DocumentsCard({
  quotationId,
  documents,
  canUpdate,
  formats,
}: {
  quotationId: number;
  documents: QuotationDocumentDto[];
  canUpdate: boolean;
  formats: Formats;
}) {
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
                      <DeferredDocumentTypeSelect
                        quotationId={quotationId}
                        document={{ id: d.id, fileName: d.fileName, type: d.type }}
                        placeholder={<DocumentTypeSelectView fileName={d.fileName} defaultValue={d.type ?? ""} disabled />}
                      />
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
        <DeferredDocumentUpload
          quotationId={quotationId}
          className={uploadClass}
          placeholder={<DocumentUploadView idPrefix={`documents-${quotationId}`} className={uploadClass} disabled />}
        />
      )}
    </Card>
  );
}
