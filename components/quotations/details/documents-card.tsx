"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { FileUp, Paperclip } from "lucide-react";
import { api } from "@/lib/api/client";
import { formatDateTime } from "@/lib/format/date-time";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_RULES_HINT,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  MESSAGES,
  type DocumentTypeName,
} from "@/lib/quotations/quotation-schema";
import { useAuth } from "@/components/auth/auth-provider";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useSnackbar } from "@/components/ui/snackbar";
import { failureMessage } from "@/components/forms/api-errors";
import { cardTableCell, cardTableHead } from "@/components/ui/card-table";

const th = cardTableHead;
const td = cn(cardTableCell, "py-2 align-middle");

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The type select of one document; PATCH /api/quotation/{id}/document/{documentId} on change. */
function DocumentTypeSelect({ quotationId, document, disabled }: { quotationId: number; document: QuotationDocumentDto; disabled: boolean }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [value, setValue] = React.useState<string>(document.type ?? "");
  const [pending, setPending] = React.useState(false);
  React.useEffect(() => setValue(document.type ?? ""), [document.type]);

  async function change(next: string) {
    const previous = value;
    setValue(next);
    setPending(true);
    try {
      await api(`/quotation/${quotationId}/document/${document.id}`, { method: "PATCH", body: { type: next === "" ? null : next } });
      snackbar.show(next ? `${document.fileName}: type set to ${DOCUMENT_TYPE_LABELS[next as DocumentTypeName]}` : `${document.fileName}: type removed`, "success");
      router.refresh();
    } catch (error) {
      setValue(previous);
      snackbar.show(failureMessage("Could not set the document type", error), "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <Select
      aria-label={`Type of ${document.fileName}`}
      value={value}
      disabled={disabled || pending}
      onChange={(e) => void change(e.target.value)}
      className="h-8 w-56"
    >
      <option value="">No type</option>
      {DOCUMENT_TYPES.map((t) => (
        <option key={t} value={t}>
          {DOCUMENT_TYPE_LABELS[t]}
        </option>
      ))}
    </Select>
  );
}

/** Upload one document (multipart POST /api/quotation/{id}/document) with an optional type. */
function UploadForm({ quotationId }: { quotationId: number }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [type, setType] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError(MESSAGES.required);
      inputRef.current?.focus();
      return;
    }
    if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) {
      setError(MESSAGES.fileInvalid);
      inputRef.current?.focus();
      return;
    }
    const body = new FormData();
    body.append("file", file, file.name);
    if (type) body.append("type", type);
    setPending(true);
    try {
      await api(`/quotation/${quotationId}/document`, { method: "POST", body });
      snackbar.show(`${file.name} uploaded`, "success");
      setFile(null);
      setType("");
      if (inputRef.current) inputRef.current.value = "";
      router.refresh();
    } catch (err) {
      setError(MESSAGES.fileInvalid);
      snackbar.show(failureMessage("Could not upload the document", err), "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={upload} noValidate className="flex flex-wrap items-start gap-3 border-t border-slate-200 px-4 py-3" aria-label="Upload a document">
      <FormField label="File" htmlFor={`${id}-file`} error={error} hint={DOCUMENT_RULES_HINT} className="min-w-64 flex-1">
        <Input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-invalid={!!error}
          aria-describedby={fieldDescribedBy(`${id}-file`, { error, hint: true })}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
          className="pl-1.5 pt-1"
        />
      </FormField>
      <FormField label="Document type" htmlFor={`${id}-type`} className="w-56">
        <Select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">No type</option>
          {DOCUMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {DOCUMENT_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" variant="secondary" loading={pending} className="mt-6">
        <FileUp aria-hidden />
        Upload
      </Button>
    </form>
  );
}

/** Uploaded documents with their type (spec §2, §3); the upload form when the user may update documents. */
export function DocumentsCard({ quotationId, documents, canUpdate }: { quotationId: number; documents: QuotationDocumentDto[]; canUpdate: boolean }) {
  const { user } = useAuth();
  const formats = { timeZone: user?.timeZone, dateFormat: user?.dateFormat, timeFormat: user?.timeFormat };
  return (
    <Card data-testid="documents">
      <CardHeader title="Uploaded documents" description="Binding needs the IWO form or an application form, uploaded and named." />
      {documents.length === 0 ? (
        <EmptyState icon={Paperclip} className="py-6" />
      ) : (
        <div className="w-0 min-w-full overflow-x-auto">
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Uploaded documents">
            <thead>
              <tr>
                <th scope="col" className={cn(th, "text-left")}>File name</th>
                <th scope="col" className={cn(th, "text-left")}>Type</th>
                <th scope="col" className={cn(th, "text-left")}>Uploaded</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id} data-testid="document" data-document-id={d.id}>
                  <td className={cn(td, "max-w-72")}>
                    <a
                      href={`/api/quotation/${quotationId}/document/${d.id}`}
                      className="block truncate font-medium text-accent-700 hover:underline"
                      title={d.fileName}
                    >
                      {d.fileName}
                    </a>
                    <span className="text-xs text-slate-500">{fileSize(d.size)}</span>
                  </td>
                  <td className={td}>
                    {canUpdate ? (
                      <DocumentTypeSelect quotationId={quotationId} document={d} disabled={false} />
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
      {canUpdate && <UploadForm quotationId={quotationId} />}
    </Card>
  );
}
