import * as React from "react";
import { FileUp } from "lucide";
import { Icon } from "@/components/ui/icon";
import { DOCUMENT_ACCEPT, DOCUMENT_RULES_HINT, DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS } from "@/lib/quotations/quotation-labels";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

// The markup of the document controls (document-upload.tsx), shared with their placeholders, which
// the documents card renders on the server while the controls' code loads (documents-controls.tsx).

/** The options of a document type select after its empty one. */
export function TypeOptions() {
  return (
    <>
      {DOCUMENT_TYPES.map((t) => (
        <option key={t} value={t}>
          {DOCUMENT_TYPE_LABELS[t]}
        </option>
      ))}
    </>
  );
}

/** The type select of one uploaded document, as the documents table shows it. */
export function DocumentTypeSelectView({ fileName, ...props }: { fileName: string } & React.ComponentProps<"select">) {
  return (
    <Select aria-label={`Type of ${fileName}`} className="h-8 w-56" {...props}>
      <option value="">No type</option>
      <TypeOptions />
    </Select>
  );
}

/** The upload form: the file, its type, the button. */
export function DocumentUploadView({
  idPrefix,
  requireType = false,
  className,
  file,
  type,
  error,
  typeError,
  pending = false,
  disabled = false,
  onSubmit,
}: {
  idPrefix: string;
  requireType?: boolean;
  className?: string;
  file?: React.ComponentProps<"input">;
  type?: React.ComponentProps<"select">;
  error?: string | null;
  typeError?: string | null;
  pending?: boolean;
  /** The placeholder's form, shown while the controls load. */
  disabled?: boolean;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}) {
  const fileId = `${idPrefix}-file`;
  const typeId = `${idPrefix}-type`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn("flex flex-wrap items-start gap-3", className)}
      aria-label="Upload a document"
      data-testid="document-upload"
    >
      <FormField label="File" htmlFor={fileId} error={error} hint={DOCUMENT_RULES_HINT} className="min-w-56 flex-1">
        <Input
          {...file}
          id={fileId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={fieldDescribedBy(fileId, { error, hint: true })}
          className="pl-1.5 pt-1"
        />
      </FormField>
      <FormField label="Document type" htmlFor={typeId} error={typeError} required={requireType} className="w-56">
        <Select
          {...type}
          id={typeId}
          disabled={disabled}
          aria-invalid={!!typeError}
          aria-describedby={fieldDescribedBy(typeId, { error: typeError })}
        >
          <option value="">{requireType ? "Choose the type" : "No type"}</option>
          <TypeOptions />
        </Select>
      </FormField>
      <Button type="submit" variant="secondary" loading={pending} disabled={disabled} className="mt-6">
        <Icon node={FileUp} aria-hidden />
        Upload
      </Button>
    </form>
  );
}
