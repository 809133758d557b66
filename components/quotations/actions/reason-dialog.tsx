"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGES } from "@/lib/quotations/quotation-schema";

const MAX_REASON = 2000;

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Label of the text field, e.g. "Reason". */
  label: string;
  hint?: string;
  required?: boolean;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Sends the action; throws to keep the dialog open (the caller shows the failure). */
  onConfirm: (text: string) => Promise<void>;
  children?: React.ReactNode;
};

/**
 * A dialog that asks for a reason or a note before an action (cancel, request referral, decline):
 * the text is checked here (required, at most 2,000 characters) and sent by `onConfirm`. A
 * destructive dialog starts with the focus on its text, never on the red button.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  hint,
  required = false,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
  children,
}: ReasonDialogProps) {
  const id = React.useId();
  const [text, setText] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setText("");
      setError(null);
    }
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (required && !value) return setError(MESSAGES.required);
    if (value.length > MAX_REASON) return setError(`At most ${MAX_REASON} characters`);
    setPending(true);
    try {
      await onConfirm(value);
      onOpenChange(false);
    } catch {
      // The caller reported the failure; the dialog stays open with the text.
    } finally {
      setPending(false);
    }
  }

  const fieldId = `${id}-text`;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        role={destructive ? "alertdialog" : "dialog"}
        title={title}
        description={description}
        onPointerDownOutside={(e) => e.preventDefault()}
        footer={
          <>
            <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" form={`${id}-form`} variant={destructive ? "danger" : "primary"} loading={pending}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
        <form id={`${id}-form`} onSubmit={submit} noValidate>
          <FormField label={label} htmlFor={fieldId} error={error} hint={hint} required={required}>
            <Textarea
              id={fieldId}
              rows={4}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError(null);
              }}
              aria-invalid={!!error}
              aria-required={required || undefined}
              aria-describedby={fieldDescribedBy(fieldId, { error, hint })}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
