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
  localPremiumTaxFormSchema,
  localPremiumTaxUpdateFromForm,
  type LocalPremiumTaxFormInput,
  type LocalPremiumTaxFormOutput,
} from "@/lib/settings/local-premium-tax-schema";
import { LOCAL_PREMIUM_TAX_AUDIT_FIELDS, SETTINGS_AUDIT_ACTIONS } from "@/lib/settings/audit-fields";
import { AuditHistory, auditQueryKey } from "@/components/audit/audit-history";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";

export type EditableLocalPremiumTax = { id: number; name: string; kind: "CITY" | "COUNTY"; county: string; rate: string; note: string; source: string };

const FIELDS = ["rate", "note"] as const;

function formValues(row: EditableLocalPremiumTax): LocalPremiumTaxFormInput {
  return { rate: fractionToPercent(row.rate), note: row.note };
}

/** The "Edit" action of a Kentucky taxing jurisdiction: its rate and note, with its history (D80). */
export function LocalPremiumTaxEditDialog({ row }: { row: EditableLocalPremiumTax }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = React.useState(false);
  const formId = React.useId();
  const form = useForm<LocalPremiumTaxFormInput, unknown, LocalPremiumTaxFormOutput>({
    resolver: zodResolver(localPremiumTaxFormSchema),
    defaultValues: formValues(row),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (next) form.reset(formValues(row));
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api(`/local-premium-tax/${row.id}`, { method: "PUT", body: localPremiumTaxUpdateFromForm(values) });
      await queryClient.invalidateQueries({ queryKey: auditQueryKey("LocalPremiumTax", row.id) });
      snackbar.show(`${row.name}: local premium tax saved`, "success");
      setOpen(false);
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS, snackbar, what: `Could not save the local premium tax of ${row.name}` });
    }
  });

  const id = (name: string) => `${formId}-${name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit ${row.name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={`${row.name}, Kentucky`}
        description={`Local government premium tax on "All other risks" for risks located in this ${row.kind === "CITY" ? `city (${row.county} County)` : "county"}. Invoices issued before keep their rate.`}
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
          <FormField label="Rate (%)" htmlFor={id("rate")} error={errors.rate?.message} required>
            <AffixInput
              id={id("rate")}
              suffix="%"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={!!errors.rate}
              aria-describedby={fieldDescribedBy(id("rate"), { error: errors.rate?.message })}
              {...form.register("rate")}
            />
          </FormField>
          <FormField
            label="Note"
            htmlFor={id("note")}
            error={errors.note?.message}
            hint="Minimum taxes, tax codes, where the rate applies; at most 500 characters."
            className="sm:col-span-2"
          >
            <Textarea
              id={id("note")}
              rows={3}
              aria-invalid={!!errors.note}
              aria-describedby={fieldDescribedBy(id("note"), { error: errors.note?.message, hint: true })}
              {...form.register("note")}
            />
          </FormField>
          {row.source && (
            <p className="text-xs text-slate-500 sm:col-span-2">
              <span className="font-medium text-slate-600">Source: </span>
              {row.source}
            </p>
          )}
        </form>
        <div className="mt-6 border-t border-slate-200 pt-4">
          <AuditHistory subjectType="LocalPremiumTax" subjectId={row.id} fields={LOCAL_PREMIUM_TAX_AUDIT_FIELDS} actions={SETTINGS_AUDIT_ACTIONS} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
