"use client";

import * as React from "react";
import { cn } from "./cn";

// A native switch (issue 16 §3: no Radix for a toggle button): a <button role="switch"
// aria-checked>, which Space and Enter press, a <label htmlFor> clicks and `disabled` disables
// like any button. Same props as Radix's Switch.Root had (checked / defaultChecked /
// onCheckedChange, name and value for a form) and the same data-state / data-disabled attributes.

export interface SwitchProps extends Omit<React.ComponentProps<"button">, "children" | "value" | "defaultChecked" | "type" | "role"> {
  /** Visible label (clicking it toggles the switch). */
  label: React.ReactNode;
  /** Smaller helper text under the label, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Put the label before (left of) the switch. Default: after. */
  labelPosition?: "start" | "end";
  containerClassName?: string;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  /** With a name, the switch is submitted with its form (`value`, "on" by default) when checked. */
  name?: string;
  value?: string;
}

export function Switch({
  label,
  description,
  hideLabel = false,
  labelPosition = "end",
  id,
  className,
  containerClassName,
  disabled,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  required,
  name,
  value = "on",
  form,
  onClick,
  ...props
}: SwitchProps) {
  const autoId = React.useId();
  const switchId = id ?? `switch-${autoId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const state = checked ? "checked" : "unchecked";

  const text = (
    <span className={cn("grid gap-0.5", hideLabel && "sr-only")}>
      <label htmlFor={switchId} className={cn("text-sm font-medium text-slate-700", disabled ? "cursor-not-allowed" : "cursor-pointer")}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className="text-xs text-slate-500">
          {description}
        </span>
      ) : null}
    </span>
  );

  return (
    <div className={cn("inline-flex items-start gap-2.5", disabled && "opacity-60", containerClassName)}>
      {labelPosition === "start" ? text : null}
      <button
        type="button"
        role="switch"
        id={switchId}
        aria-checked={checked}
        aria-required={required}
        aria-describedby={descriptionId}
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        value={value}
        form={form}
        className={cn(
          "relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent transition-colors",
          "bg-slate-300 data-[state=checked]:bg-accent-600 disabled:cursor-not-allowed",
          className,
        )}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          if (checkedProp === undefined) setUncontrolled(!checked);
          onCheckedChange?.(!checked);
        }}
      >
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          className={cn(
            "pointer-events-none block size-4 translate-x-0.5 rounded-full bg-white shadow-sm ring-0 transition-transform",
            "data-[state=checked]:translate-x-4",
          )}
        />
      </button>
      {name ? <input type="hidden" name={name} value={value} form={form} disabled={!checked} /> : null}
      {labelPosition === "end" ? text : null}
    </div>
  );
}
