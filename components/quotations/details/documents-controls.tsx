"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";

// The documents card's controls (the type select of each document, the upload form) load beside
// the page, not with its first load (issue 16 §3); until then (on a navigation within the portal:
// the server renders the controls themselves) the card shows their placeholders, rendered by the
// server with the controls' own markup (document-upload-view.tsx), so nothing moves when they come.
const loadControls = () => import("../documents/document-upload");
const DocumentTypeSelect = React.lazy(() => loadControls().then((m) => ({ default: m.DocumentTypeSelect })));
const DocumentUploadForm = React.lazy(() => loadControls().then((m) => ({ default: m.DocumentUploadForm })));

/** The type select of an uploaded document; a change refreshes the page. */
export function DeferredDocumentTypeSelect({
  quotationId,
  document,
  placeholder,
}: {
  quotationId: number;
  document: Pick<QuotationDocumentDto, "id" | "fileName" | "type">;
  placeholder: React.ReactNode;
}) {
  const router = useRouter();
  return (
    <React.Suspense fallback={placeholder}>
      <DocumentTypeSelect quotationId={quotationId} document={document} onChanged={() => router.refresh()} />
    </React.Suspense>
  );
}

/** The upload form of the documents card; an upload refreshes the page. */
export function DeferredDocumentUpload({
  quotationId,
  className,
  placeholder,
}: {
  quotationId: number;
  className?: string;
  placeholder: React.ReactNode;
}) {
  const router = useRouter();
  return (
    <React.Suspense fallback={placeholder}>
      <DocumentUploadForm quotationId={quotationId} onUploaded={() => router.refresh()} className={className} />
    </React.Suspense>
  );
}
