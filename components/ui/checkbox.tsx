import * as React from "react";
import { cn } from "./cn";

export interface CheckboxProps extends Omit<React.ComponentProps<"input">, "type"> {
  /** Optional inline label; when given the input and text are wrapped in a <label>. */
  label?: React.ReactNode;
  /** Optional smaller text under the label (only used together with `label`). */
  description?: React.ReactNode;
  /** Class for the wrapping <label> (only used together with `label`). */
  containerClassName?: string;
}

export function Checkbox({ className, label, description, containerClassName, disabled, ...props }: CheckboxProps) {
  const input = (
    <input
      type="checkbox"
      disabled={disabled}
      className={cn(
        "size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-accent-600",
        "disabled:cursor-not-allowed disabled:opacity-50",
        label ? "mt-0.5" : null,
        className,
      )}
      {...props}
    />
  );
  if (!label) return input;
  return (
    <label
      className={cn(
        "inline-flex items-start gap-2 text-sm text-slate-700",
        disabled ? "cursor-not-allowed opacity-70" : "cursor-pointer",
        containerClassName,
      )}
    >
      {input}
      <span className="grid gap-0.5">
        <span>{label}</span>
        {description ? <span className="text-xs text-slate-500">{description}</span> : null}
      </span>
    </label>
  );
}
