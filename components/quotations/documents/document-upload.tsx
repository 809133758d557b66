"use client";

import * as React from "react";
import { callApi } from "@/lib/api/client";
import * as quotationsApi from "@/lib/api/operations/quotations";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_LABELS, MESSAGES } from "@/lib/quotations/quotation-labels";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import { failureMessage } from "@/components/forms/api-errors";
import { useSnackbar } from "@/components/ui/snackbar";
import { DocumentTypeSelectView, DocumentUploadView } from "./document-upload-view";

// The upload of a quotation's documents and the choice of their type (spec §2, §3: "uploaded
// documents with a document type setting"), shared by the Documents card of the details page and
// the request-bind dialog. Both post to the same API (POST /api/quotation/{id}/document, PATCH
// /api/quotation/{id}/document/{documentId}) and hand the answer to the caller, which shows it at
// once (a typed application counts for binding as soon as the answer arrives).

/** The type select of one uploaded document; PATCH on change, `onChanged` with the answer. */
export function DocumentTypeSelect({
  quotationId,
  document,
  onChanged,
}: {
  quotationId: number;
  document: Pick<QuotationDocumentDto, "id" | "fileName" | "type">;
  onChanged: (document: QuotationDocumentDto) => void;
}) {
  const snackbar = useSnackbar();
  const [value, setValue] = React.useState<string>(document.type ?? "");
  const [pending, setPending] = React.useState(false);
  React.useEffect(() => setValue(document.type ?? ""), [document.type]);

  async function change(next: string) {
    const previous = value;
    setValue(next);
    setPending(true);
    try {
      const { data } = await callApi(quotationsApi.setQuotationDocumentType, {
        params: { quotationId, documentId: document.id },
        body: { type: next === "" ? null : (next as DocumentTypeName) },
      });
      snackbar.show(
        next ? `${document.fileName}: type set to ${DOCUMENT_TYPE_LABELS[next as DocumentTypeName]}` : `${document.fileName}: type removed`,
        "success",
      );
      onChanged(data);
    } catch (error) {
      setValue(previous);
      snackbar.show(failureMessage("Could not set the document type", error), "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <DocumentTypeSelectView fileName={document.fileName} value={value} disabled={pending} onChange={(e) => void change(e.target.value)} />
  );
}

/**
 * Upload one document (multipart POST) with its type. `requireType`: the type must be chosen
 * before the upload (the request-bind dialog, where the document is the application).
 */
export function DocumentUploadForm({
  quotationId,
  onUploaded,
  requireType = false,
  className,
}: {
  quotationId: number;
  onUploaded: (document: QuotationDocumentDto) => void;
  requireType?: boolean;
  className?: string;
}) {
  const snackbar = useSnackbar();
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const typeRef = React.useRef<HTMLSelectElement>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [type, setType] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [typeError, setTypeError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setTypeError(null);
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
    if (requireType && !type) {
      setTypeError(MESSAGES.required);
      typeRef.current?.focus();
      return;
    }
    const body = new FormData();
    body.append("file", file, file.name);
    if (type) body.append("type", type);
    setPending(true);
    try {
      const { data } = await callApi(quotationsApi.uploadQuotationDocument, { params: { quotationId }, body });
      snackbar.show(data.typeName ? `${data.fileName} uploaded as ${data.typeName}` : `${data.fileName} uploaded`, "success");
      setFile(null);
      setType("");
      if (inputRef.current) inputRef.current.value = "";
      onUploaded(data);
    } catch (err) {
      setError(MESSAGES.fileInvalid);
      snackbar.show(failureMessage("Could not upload the document", err), "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <DocumentUploadView
      idPrefix={id}
      requireType={requireType}
      className={className}
      file={{
        ref: inputRef,
        onChange: (e) => {
          setFile(e.target.files?.[0] ?? null);
          setError(null);
        },
      }}
      type={{
        ref: typeRef,
        value: type,
        onChange: (e) => {
          setType(e.target.value);
          setTypeError(null);
        },
      }}
      error={error}
      typeError={typeError}
      pending={pending}
      onSubmit={upload}
    />
  );
}
