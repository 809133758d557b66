"use client";

import * as React from "react";
import { useField, useFieldError, useFormStore, type Path } from "@/components/forms/form-store";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { AffixInput } from "@/components/ui/affix-input";
import { cn } from "@/components/ui/cn";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { formatMoneyInput } from "./format";
import { fieldId } from "./wizard-logic";

// The wizard's fields: label above, error under the field (DESIGN.md §10), each bound to one path
// of QuotationFormValues. An error goes away as soon as the field changes.

export type FieldPath = Path<QuotationFormValues>;

type CommonProps = {
  name: FieldPath;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  className?: string;
};

type TextFieldProps = CommonProps & {
  type?: "text" | "email" | "date" | "time";
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  prefix?: string;
  suffix?: string;
  /** Called with the new value after every change typed by the user. */
  onValueChange?: (value: string) => void;
  inputClassName?: string;
  readOnly?: boolean;
  /** An amount: shown with thousands separators once the field is left. */
  money?: boolean;
};

export function TextField({
  name,
  label,
  required,
  hint,
  className,
  type = "text",
  inputMode,
  autoComplete = "off",
  maxLength,
  placeholder,
  prefix,
  suffix,
  onValueChange,
  inputClassName,
  readOnly,
  money,
}: TextFieldProps) {
  const store = useFormStore<QuotationFormValues>();
  const { value, error, onChange } = useField<QuotationFormValues, FieldPath>(name);
  const id = fieldId(name);
  const props = {
    id,
    type,
    inputMode,
    autoComplete,
    maxLength,
    placeholder,
    readOnly,
    className: inputClassName,
    "aria-invalid": !!error,
    "aria-required": required || undefined,
    "aria-describedby": fieldDescribedBy(id, { error, hint: error ? undefined : hint }),
    // Dates: the range of the date picker (spec §9).
    ...(type === "date" ? { min: "1900-01-01", max: "2099-12-31" } : {}),
    name,
    value: (value as string | undefined) ?? "",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      onChange(event.target.value as never);
      onValueChange?.(event.target.value);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      if (money) {
        const formatted = formatMoneyInput(event.target.value);
        if (formatted !== event.target.value) store.setValue(name, formatted as never);
      }
    },
  };
  return (
    <FormField
      label={label}
      htmlFor={id}
      error={error}
      hint={error ? undefined : hint}
      required={required}
      className={cn("content-start", className)}
    >
      {prefix || suffix ? <AffixInput prefix={prefix} suffix={suffix} {...props} /> : <Input {...props} />}
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  placeholder,
  options,
}: CommonProps & { placeholder?: string; options: readonly { value: string; label: string }[] }) {
  const { value, error, onChange } = useField<QuotationFormValues, FieldPath>(name);
  const id = fieldId(name);
  return (
    <FormField
      label={label}
      htmlFor={id}
      error={error}
      hint={error ? undefined : hint}
      required={required}
      className={cn("content-start", className)}
    >
      <Select
        id={id}
        aria-invalid={!!error}
        aria-required={required || undefined}
        aria-describedby={fieldDescribedBy(id, { error, hint: error ? undefined : hint })}
        placeholder={placeholder}
        name={name}
        value={(value as string | undefined) ?? ""}
        onChange={(event) => onChange(event.target.value as never)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The error of a group of controls (radios, checkboxes), under the group. */
export function GroupError({ name, className }: { name: string; className?: string }) {
  const error = useFieldError(name);
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} data-testid="field-error" className={cn("text-xs font-medium text-red-600", className)}>
      {error}
    </p>
  );
}

/** A titled part of a step. */
export function Section({
  title,
  description,
  actions,
  children,
  className,
}: {
  title?: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("space-y-4", className)}>
      {title ? (
        <div className="flex flex-col gap-2 @xl:flex-row @xl:items-start @xl:justify-between @xl:gap-4">
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
            {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
