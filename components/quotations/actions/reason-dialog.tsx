"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { showApiErrors } from "@/components/forms/api-errors";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { MESSAGES } from "@/lib/quotations/quotation-labels";

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
  /** Sends the action; throws to keep the dialog open (the caller shows the failure in the snackbar). */
  onConfirm: (text: string) => Promise<void>;
  /** The API field the text is sent as: the server's message about it is shown under the text. Default `reason`. */
  field?: string;
  children?: React.ReactNode;
};

/**
 * A dialog that asks for a reason or a note before an action (cancel, request referral, decline):
 * the text is checked here (required, at most 2,000 characters) and sent by `onConfirm`. When the
 * server refuses it, the caller's snackbar says so, and the server's message about the text goes
 * under it, as in every dialog (showApiErrors). A destructive dialog starts with the focus on its
 * text, never on the red button.
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
  field = "reason",
  children,
}: ReasonDialogProps) {
  const id = React.useId();
  const form = useForm<{ text: string }>({ defaultValues: { text: "" } });
  const error = form.formState.errors.text?.message ?? null;
  const pending = form.formState.isSubmitting;

  React.useEffect(() => {
    if (open) form.reset({ text: "" });
  }, [open, form]);

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await onConfirm(text.trim());
      onOpenChange(false);
    } catch (failure) {
      // The caller showed the failure in the snackbar; the dialog stays open with the text, and the
      // server's message about it goes under it.
      showApiErrors(failure, { form, fieldOf: (path) => (path === field ? "text" : null) });
    }
  });

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
              {...form.register("text", {
                validate: (value) => {
                  const text = value.trim();
                  if (required && !text) return MESSAGES.required;
                  if (text.length > MAX_REASON) return `At most ${MAX_REASON} characters`;
                  return true;
                },
              })}
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
