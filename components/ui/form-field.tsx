import * as React from "react";
import { cn } from "./cn";
import { Label } from "./label";

export interface FormFieldProps {
  label: React.ReactNode;
  /** id of the control; the error gets id `${htmlFor}-error`, the hint `${htmlFor}-hint`. */
  htmlFor: string;
  error?: React.ReactNode;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}

export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;
export const fieldHintId = (htmlFor: string) => `${htmlFor}-hint`;

/**
 * Value for the control's aria-describedby: hint and/or error ids that are currently rendered.
 * e.g. <Input id="email" aria-invalid={!!error} aria-describedby={fieldDescribedBy("email", { error, hint })} />
 */
export function fieldDescribedBy(
  htmlFor: string,
  { error, hint }: { error?: React.ReactNode; hint?: React.ReactNode } = {},
): string | undefined {
  const ids = [hint ? fieldHintId(htmlFor) : null, error ? fieldErrorId(htmlFor) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FormField({ label, htmlFor, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid gap-1.5", className)} data-invalid={error ? "" : undefined}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={fieldHintId(htmlFor)} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(htmlFor)} data-testid="field-error" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
