"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { api } from "@/lib/api/client";
import { fractionToPercent } from "@/lib/settings/number-input";
import {
  stateFeeFormSchema,
  stateFeeUpdateFromForm,
  type StateFeeFormInput,
  type StateFeeFormOutput,
} from "@/lib/settings/state-fee-schema";
import { SETTINGS_AUDIT_ACTIONS, STATE_FEE_AUDIT_FIELDS } from "@/lib/settings/audit-fields";
import { AuditHistory, auditQueryKey } from "@/components/audit/audit-history";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";

export type EditableStateFee = { id: number; state: string; name: string; tax: string; stampingFee: string; description: string };

const FIELDS = ["tax", "stampingFee", "description"] as const;

function formValues(fee: EditableStateFee): StateFeeFormInput {
  return { tax: fractionToPercent(fee.tax), stampingFee: fractionToPercent(fee.stampingFee), description: fee.description };
}

/** The "Edit" action of a state-fee row: a dialog with the form and the state's history. */
export function StateFeeEditDialog({ fee }: { fee: EditableStateFee }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = React.useState(false);
  const formId = React.useId();
  const form = useForm<StateFeeFormInput, unknown, StateFeeFormOutput>({
    resolver: zodResolver(stateFeeFormSchema),
    defaultValues: formValues(fee),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset(formValues(fee));
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api(`/state-fees/${fee.id}`, { method: "PUT", body: stateFeeUpdateFromForm(values) });
      await queryClient.invalidateQueries({ queryKey: auditQueryKey("StateFee", fee.id) });
      snackbar.show(`${fee.name}: state fee saved`, "success");
      setOpen(false);
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS, snackbar, what: `Could not save the state fee of ${fee.name}` });
    }
  });

  const id = (name: string) => `${formId}-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit ${fee.name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={`${fee.name} (${fee.state})`}
        description="Surplus-lines premium tax and stamping fee, as percent of the premium."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting} disabled={!isDirty}>
              Save
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label="Tax (%)" htmlFor={id("tax")} error={errors.tax?.message} required>
            <AffixInput
              id={id("tax")}
              suffix="%"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={!!errors.tax}
              aria-describedby={fieldDescribedBy(id("tax"), { error: errors.tax?.message })}
              {...form.register("tax")}
            />
          </FormField>
          <FormField label="Stamping fee (%)" htmlFor={id("stampingFee")} error={errors.stampingFee?.message} required>
            <AffixInput
              id={id("stampingFee")}
              suffix="%"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={!!errors.stampingFee}
              aria-describedby={fieldDescribedBy(id("stampingFee"), { error: errors.stampingFee?.message })}
              {...form.register("stampingFee")}
            />
          </FormField>
          <FormField
            label="Description"
            htmlFor={id("description")}
            error={errors.description?.message}
            hint="What the tax and fee consist of; at most 500 characters."
            className="sm:col-span-2"
          >
            <Textarea
              id={id("description")}
              rows={4}
              aria-invalid={!!errors.description}
              aria-describedby={fieldDescribedBy(id("description"), { error: errors.description?.message, hint: true })}
              {...form.register("description")}
            />
          </FormField>
        </form>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <AuditHistory subjectType="StateFee" subjectId={fee.id} fields={STATE_FEE_AUDIT_FIELDS} actions={SETTINGS_AUDIT_ACTIONS} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
