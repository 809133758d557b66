"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { showApiErrors } from "@/components/forms/api-errors";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { US_STATES } from "@/lib/geo/us-states";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export type InsuredValues = { name: string; email: string; street: string; city: string; state: string; zipCode: string };
type Output = { name: string; email: string | null; street: string; city: string; state: string; zipCode: string };

const resolver = lazyZodResolver<InsuredValues, Output>(() =>
  import("@/lib/quotations/quotation-schema").then((m) => m.updateInsuredSchema),
);

const FIELDS: (keyof InsuredValues)[] = ["name", "email", "street", "city", "state", "zipCode"];

/** Update the insured's (applicant's) name, email and address: underwriters and admins. */
export function UpdateInsuredDialog({
  open,
  onOpenChange,
  quotationNumber,
  insured,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quotationNumber: string;
  insured: InsuredValues;
  /** Sends the change; throws on failure (ApiError field details are put at the fields). */
  onSave: (values: Output) => Promise<void>;
}) {
  const id = React.useId();
  const form = useForm<InsuredValues, unknown, Output>({
    resolver,
    defaultValues: insured,
  });
  const { errors, isSubmitting } = form.formState;

  React.useEffect(() => {
    if (open) form.reset(insured);
  }, [open, insured, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onOpenChange(false);
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS, fieldOf: (path) => path.replace(/^applicant\./, "") });
    }
  });

  const fid = (name: string) => `${id}-${name}`;
  const field = (
    name: keyof InsuredValues,
    label: string,
    props: { required?: boolean; className?: string; type?: string; autoComplete?: string; inputMode?: "numeric" } = {},
  ) => (
    <FormField label={label} htmlFor={fid(name)} error={errors[name]?.message} required={props.required} className={props.className}>
      <Input
        id={fid(name)}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete ?? "off"}
        inputMode={props.inputMode}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(fid(name), { error: errors[name]?.message })}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        size="lg"
        title={`Update insured details of ${quotationNumber}`}
        description="The insured named on the proposal and the policy."
        onPointerDownOutside={(e) => e.preventDefault()}
        footer={
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
              Save insured details
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-6">
          {field("name", "Insured name", { required: true, className: "sm:col-span-6" })}
          {field("email", "Email", { type: "email", className: "sm:col-span-6" })}
          {field("street", "Street", { required: true, className: "sm:col-span-6" })}
          {field("city", "City", { required: true, className: "sm:col-span-3" })}
          <FormField label="State" htmlFor={fid("state")} error={errors.state?.message} required className="sm:col-span-2">
            <Select
              id={fid("state")}
              aria-invalid={!!errors.state}
              aria-describedby={fieldDescribedBy(fid("state"), { error: errors.state?.message })}
              placeholder="Choose…"
              {...form.register("state")}
            >
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </Select>
          </FormField>
          {field("zipCode", "ZIP code", { required: true, className: "sm:col-span-1", inputMode: "numeric" })}
        </form>
      </DialogContent>
    </Dialog>
  );
}
