"use client";

import * as React from "react";
import { FileCheck2, FilePlus2, FileQuestion, TriangleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";
import { APPLICATION_DOCUMENT_TYPES, attestationText, BIND_MESSAGES, requestBindSchema } from "@/lib/quotations/bind-schema";
import type { QuotationDocumentDto } from "@/lib/quotations/quotation-dto";
import { DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-labels";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { fieldErrorId } from "@/components/ui/form-field";
import { showApiErrors } from "@/components/forms/api-errors";
import { DocumentTypeSelect, DocumentUploadForm } from "../documents/document-upload";
import type { DocumentOnFile } from "./action-quotation";

const isApplication = (d: DocumentOnFile) => d.type !== null && APPLICATION_DOCUMENT_TYPES.includes(d.type);

const onFile = (d: QuotationDocumentDto): DocumentOnFile => ({ id: d.id, fileName: d.fileName, type: d.type, typeName: d.typeName });

/**
 * Request bind (broker): shows the application documents on file (the IWO form or an application
 * form, typed) and asks for the attestation that it is the application used and that it is true
 * (spec §5). Without one, the application is uploaded with its type, or the type of a document
 * already uploaded is set, right here (issue 14 item 7): the answer counts at once, the page is
 * refreshed behind the dialog.
 */
export function RequestBindDialog({
  open,
  onOpenChange,
  quotationId,
  quotationNumber,
  documents,
  onDocumentsChanged,
  onRequest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationId: number;
  quotationNumber: string;
  /** Every uploaded document of the quotation, typed or not, as the page has them. */
  documents: DocumentOnFile[];
  /** After an upload or a type change here (the caller refreshes the page). */
  onDocumentsChanged: () => void;
  /** Sends the request; throws on failure (the caller shows the snackbar). */
  onRequest: () => Promise<void>;
}) {
  const id = React.useId();
  const [attested, setAttested] = React.useState(false);
  const [attestationError, setAttestationError] = React.useState<string | null>(null);
  const [documentsError, setDocumentsError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [showUpload, setShowUpload] = React.useState(false);
  // What this dialog uploaded or retyped, by id, until the page's own list catches up.
  const [changed, setChanged] = React.useState<Map<number, DocumentOnFile>>(() => new Map());

  React.useEffect(() => {
    if (open) {
      setAttested(false);
      setAttestationError(null);
      setDocumentsError(null);
      setShowUpload(false);
      setChanged(new Map());
    }
  }, [open]);

  const all = React.useMemo(() => {
    const known = documents.map((d) => changed.get(d.id) ?? d);
    const added = [...changed.values()].filter((d) => !documents.some((p) => p.id === d.id));
    return [...known, ...added];
  }, [documents, changed]);
  const applications = all.filter(isApplication) as (DocumentOnFile & { type: NonNullable<DocumentOnFile["type"]> })[];
  const untyped = all.filter((d) => d.type === null);
  const ready = applications.length > 0;
  // The attestation names the application: a change of what is on file asks for it again.
  const applicationKey = applications.map((d) => `${d.id}:${d.type}`).join(",");
  React.useEffect(() => setAttested(false), [applicationKey]);

  function remember(document: QuotationDocumentDto) {
    setChanged((prev) => new Map(prev).set(document.id, onFile(document)));
    setDocumentsError(null);
    if (isApplication(onFile(document))) setShowUpload(false);
    onDocumentsChanged();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = requestBindSchema.safeParse({ attestation: attested });
    if (!parsed.success) return setAttestationError(parsed.error.issues[0]?.message ?? BIND_MESSAGES.attestation);
    setPending(true);
    try {
      await onRequest();
      onOpenChange(false);
    } catch (error) {
      // The messages about the attestation and the documents go under them; the caller's snackbar says the rest.
      showApiErrors<{ attestation: boolean; documents: unknown }>(error, {
        form: {
          setError: (field, { message }) =>
            field === "attestation" ? setAttestationError(message ?? null) : setDocumentsError(message ?? null),
        },
        fields: ["attestation", "documents"],
      });
    } finally {
      setPending(false);
    }
  }

  const checkboxId = `${id}-attestation`;
  const uploadOpen = !ready || showUpload;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        size="lg"
        title={`Request bind of ${quotationNumber}`}
        description="An underwriter binds the signed quotation into a policy once the application is on file and attested."
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="request-bind-dialog"
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={pending} disabled={!ready}>
              Send bind request
            </Button>
          </>
        }
      >
        <div className="grid gap-4">
          <section aria-labelledby={`${id}-documents`} className="grid gap-2">
            <h3 id={`${id}-documents`} className="text-sm font-semibold text-slate-900">
              Application on file
            </h3>
            {ready ? (
              <ul className="grid gap-1.5" data-testid="application-documents">
                {applications.map((d) => (
                  <li key={d.id} className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
                    <Icon node={FileCheck2} aria-hidden className="size-4 shrink-0 text-emerald-600" />
                    <span className="font-medium text-slate-900">{d.typeName ?? DOCUMENT_TYPE_LABELS[d.type]}</span>
                    <span className="truncate text-slate-600">{d.fileName}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <div
                className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-900"
                data-testid="application-missing"
              >
                <Icon node={TriangleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                <div className="grid gap-1">
                  <p className="font-medium">{untyped.length > 0 ? BIND_MESSAGES.untypedDocument : BIND_MESSAGES.noApplicationDocument}</p>
                  <p>
                    {untyped.length > 0
                      ? "Choose its type below (IWO, Beazley application form or Other application form), or upload the application with its type."
                      : "Upload the IWO form or the application form below, with its type, then request bind."}
                  </p>
                </div>
              </div>
            )}
            {documentsError && (
              <p className="text-xs font-medium text-red-600" data-testid="documents-error">
                {documentsError}
              </p>
            )}
          </section>

          {untyped.length > 0 && (
            <section aria-labelledby={`${id}-untyped`} className="grid gap-2" data-testid="untyped-documents">
              <h3 id={`${id}-untyped`} className="text-sm font-semibold text-slate-900">
                Uploaded without a type
              </h3>
              <ul className="grid gap-1.5">
                {untyped.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-2">
                    <Icon node={FileQuestion} aria-hidden className="size-4 shrink-0 text-slate-400" />
                    <span className="min-w-0 flex-1 truncate text-slate-700">{d.fileName}</span>
                    <DocumentTypeSelect quotationId={quotationId} document={d} onChanged={remember} />
                  </li>
                ))}
              </ul>
            </section>
          )}

          {uploadOpen ? (
            <section aria-labelledby={`${id}-upload`} className="grid gap-1 rounded-md border border-slate-200 px-3 pb-3 pt-2.5">
              <h3 id={`${id}-upload`} className="text-sm font-semibold text-slate-900">
                Upload the application
              </h3>
              <DocumentUploadForm quotationId={quotationId} onUploaded={remember} requireType />
            </section>
          ) : (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setShowUpload(true)}>
                <Icon node={FilePlus2} aria-hidden />
                Upload another document
              </Button>
            </div>
          )}

          <form id={`${id}-form`} onSubmit={submit} noValidate>
            {ready && (
              <div className="grid gap-1.5 rounded-md border border-slate-200 px-3 py-3" data-invalid={attestationError ? "" : undefined}>
                <Checkbox
                  id={checkboxId}
                  checked={attested}
                  onChange={(e) => {
                    setAttested(e.target.checked);
                    if (e.target.checked) setAttestationError(null);
                  }}
                  aria-invalid={!!attestationError}
                  aria-describedby={attestationError ? fieldErrorId(checkboxId) : undefined}
                  label={<span className="font-medium text-slate-900">Attestation</span>}
                  description={<span className="text-sm text-slate-600">{attestationText(applications)}</span>}
                />
                {attestationError && (
                  <p id={fieldErrorId(checkboxId)} data-testid="field-error" className="pl-6 text-xs font-medium text-red-600">
                    {attestationError}
                  </p>
                )}
              </div>
            )}
          </form>
        </div>
      </DialogContent>
    </Dialog>
  );
}
