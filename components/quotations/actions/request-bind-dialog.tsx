"use client";

import * as React from "react";
import { FileCheck2, TriangleAlert } from "lucide-react";
import { ApiError } from "@/lib/api/client";
import { attestationText, BIND_MESSAGES, requestBindSchema } from "@/lib/quotations/bind-schema";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { fieldErrorId } from "@/components/ui/form-field";
import type { ApplicationOnFile } from "./action-quotation";

/**
 * Request bind (broker): shows the application documents on file (the IWO form or an application
 * form, typed), or says one must be uploaded and typed first, and asks for the attestation that it
 * is the application used and that it is true (spec §5).
 */
export function RequestBindDialog({
  open,
  onOpenChange,
  quotationNumber,
  applications,
  untypedDocuments,
  onRequest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  applications: ApplicationOnFile[];
  untypedDocuments: number;
  /** Sends the request; throws on failure (the caller shows the snackbar). */
  onRequest: () => Promise<void>;
}) {
  const id = React.useId();
  const [attested, setAttested] = React.useState(false);
  const [attestationError, setAttestationError] = React.useState<string | null>(null);
  const [documentsError, setDocumentsError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const ready = applications.length > 0;

  React.useEffect(() => {
    if (open) {
      setAttested(false);
      setAttestationError(null);
      setDocumentsError(null);
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = requestBindSchema.safeParse({ attestation: attested });
    if (!parsed.success) return setAttestationError(parsed.error.issues[0]?.message ?? BIND_MESSAGES.attestation);
    setPending(true);
    try {
      await onRequest();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION_FAILURE") {
        for (const d of error.details ?? []) {
          if (d.path === "attestation") setAttestationError(d.message);
          if (d.path === "documents") setDocumentsError(d.message);
        }
      }
    } finally {
      setPending(false);
    }
  }

  const checkboxId = `${id}-attestation`;
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
        <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
          <section aria-labelledby={`${id}-documents`} className="grid gap-2">
            <h3 id={`${id}-documents`} className="text-sm font-semibold text-slate-900">
              Application on file
            </h3>
            {ready ? (
              <ul className="grid gap-1.5" data-testid="application-documents">
                {applications.map((d) => (
                  <li key={d.id} className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
                    <FileCheck2 aria-hidden className="size-4 shrink-0 text-emerald-600" />
                    <span className="font-medium text-slate-900">{d.typeName}</span>
                    <span className="truncate text-slate-600">{d.fileName}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-900" data-testid="application-missing">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                <div className="grid gap-1">
                  <p className="font-medium">{untypedDocuments > 0 ? BIND_MESSAGES.untypedDocument : BIND_MESSAGES.noApplicationDocument}</p>
                  <p>
                    {untypedDocuments > 0
                      ? "Choose the type of the uploaded document in the Documents card of this page (IWO, Beazley application form or Other application form)."
                      : "Upload the IWO form or the application form in the Documents card of this page, with its type, then request bind."}
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
      </DialogContent>
    </Dialog>
  );
}
