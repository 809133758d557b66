"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { AuditHistory, auditQueryKey } from "@/components/audit/audit-history";
import type { AuditFieldDescription } from "@/components/audit/audit-timeline";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";
import type { DialogState } from "@/components/ui/dialog-on-use";

/** The fields of an edit dialog's form, wired to the form (id, register, error, described-by). */
export type EditFields<T extends FieldValues> = {
  /** A rate typed in percent, with a "%" suffix; required. */
  percent: (name: Path<T>, label: string) => React.ReactNode;
  /** Free text over the whole width, with its hint below. */
  text: (name: Path<T>, label: string, options: { hint: string; rows: number }) => React.ReactNode;
};

/**
 * The dialog of a Settings row's "Edit" button (a state fee, a Kentucky taxing jurisdiction; see
 * settings-edit-actions.tsx): the row's form, saved by `save` (a PUT), and the row's history below
 * it. The form starts from `values` (the dialog is mounted afresh at each opening); Save is enabled
 * once something changed; the API's field messages land at the fields, anything else in the snackbar.
 */
export function SettingsEditDialog<TIn extends FieldValues, TOut>({
  open,
  onOpenChange,
  title,
  description,
  resolver,
  values,
  fields,
  save,
  savedMessage,
  failure,
  audit,
  children,
}: DialogState & {
  title: string;
  description: string;
  resolver: Resolver<TIn, unknown, TOut>;
  values: TIn;
  /** The form's field names an API error may name. */
  fields: readonly Path<TIn>[];
  /** Saves the validated values; throws an ApiError on failure. */
  save: (values: TOut) => Promise<unknown>;
  savedMessage: string;
  /** What failed, for the snackbar ("Could not save the state fee of Kentucky"). */
  failure: string;
  audit: { subjectType: string; subjectId: number; fields: Record<string, AuditFieldDescription> };
  children: (field: EditFields<TIn>) => React.ReactNode;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const formId = React.useId();
  const form: UseFormReturn<TIn, unknown, TOut> = useForm<TIn, unknown, TOut>({ resolver, defaultValues: values as DefaultValues<TIn> });
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (valid) => {
    try {
      await save(valid);
      await queryClient.invalidateQueries({ queryKey: auditQueryKey(audit.subjectType, audit.subjectId) });
      snackbar.show(savedMessage, "success");
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields, snackbar, what: failure });
    }
  });

  const id = (field: string) => `${formId}-${field}`;
  const errorOf = (field: Path<TIn>) => form.getFieldState(field, form.formState).error?.message;
  const field: EditFields<TIn> = {
    percent: (field, label) => {
      const error = errorOf(field);
      return (
        <FormField key={field} label={label} htmlFor={id(field)} error={error} required>
          <AffixInput
            id={id(field)}
            suffix="%"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!!error}
            aria-describedby={fieldDescribedBy(id(field), { error })}
            {...form.register(field)}
          />
        </FormField>
      );
    },
    text: (field, label, { hint, rows }) => {
      const error = errorOf(field);
      return (
        <FormField key={field} label={label} htmlFor={id(field)} error={error} hint={hint} className="sm:col-span-2">
          <Textarea
            id={id(field)}
            rows={rows}
            aria-invalid={!!error}
            aria-describedby={fieldDescribedBy(id(field), { error, hint: true })}
            {...form.register(field)}
          />
        </FormField>
      );
    },
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={title}
        description={description}
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting} disabled={!isDirty}>
              Save
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {children(field)}
        </form>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <AuditHistory subjectType={audit.subjectType} subjectId={audit.subjectId} fields={audit.fields} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
