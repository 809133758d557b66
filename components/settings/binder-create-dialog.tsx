"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import * as settingsApi from "@/lib/api/operations/settings";
import type { binderFormSchema } from "@/lib/settings/binder-schema";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import type { z } from "zod";
import { showApiErrors } from "@/components/forms/api-errors";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { listQueryKey } from "@/components/data-table/list-state";
import type { DialogState } from "@/components/ui/dialog-on-use";

type FormInput = z.input<typeof binderFormSchema>;
type FormOutput = z.output<typeof binderFormSchema>;

const resolver = lazyZodResolver<FormInput, FormOutput>(() => import("@/lib/settings/binder-schema").then((m) => m.binderFormSchema));

const EMPTY: FormInput = { uniqueMarketReference: "", value: "", from: "", until: "" };
const FIELDS = ["uniqueMarketReference", "value", "from", "until"] as const;

/**
 * The dialog of "Create binder" (binder-create-action.tsx), with the binder form (spec §5: until must
 * be later than from); mounted afresh at each opening, so the form starts empty.
 */
export function BinderCreateDialog({ open, onOpenChange }: DialogState) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const formId = React.useId();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      uniqueMarketReference: values.uniqueMarketReference,
      value: values.value,
      from: values.from.toISOString().slice(0, 10),
      until: values.until.toISOString().slice(0, 10),
    };
    try {
      await callApi(settingsApi.createBinder, { body });
      await queryClient.invalidateQueries({ queryKey: listQueryKey(settingsApi.listBinders) });
      snackbar.show(`Binder ${body.uniqueMarketReference} created`, "success");
      onOpenChange(false);
    } catch (error) {
      // A taken reference (409) comes with its message at the field, like any validation failure.
      showApiErrors(error, { form, fields: FIELDS, snackbar, what: "Could not create the binder" });
    }
  });

  const id = (name: string) => `${formId}-${name}`;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: id(name),
    "aria-invalid": !!errors[name],
    "aria-describedby": fieldDescribedBy(id(name), { error: errors[name]?.message }),
    ...form.register(name),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Create binder"
        description="A binding authority: its unique market reference, its capacity and its period."
        footer={
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={isSubmitting}>
              Create
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Unique market reference"
            htmlFor={id("uniqueMarketReference")}
            error={errors.uniqueMarketReference?.message}
            required
            className="sm:col-span-2"
          >
            <Input
              autoComplete="off"
              placeholder="e.g. B0999WEP202701"
              className="font-mono uppercase placeholder:normal-case"
              {...field("uniqueMarketReference")}
            />
          </FormField>
          <FormField
            label="Value"
            htmlFor={id("value")}
            error={errors.value?.message}
            hint={errors.value ? undefined : "The capacity, in dollars"}
            required
            className="sm:col-span-2"
          >
            <AffixInput
              prefix="$"
              inputMode="decimal"
              autoComplete="off"
              {...field("value")}
              aria-describedby={fieldDescribedBy(id("value"), { error: errors.value?.message, hint: errors.value ? undefined : true })}
            />
          </FormField>
          <FormField label="From" htmlFor={id("from")} error={errors.from?.message} required>
            <Input type="date" min="1900-01-01" max="2099-12-31" {...field("from")} />
          </FormField>
          <FormField label="Until" htmlFor={id("until")} error={errors.until?.message} required>
            <Input type="date" min="1900-01-01" max="2099-12-31" {...field("until")} />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
