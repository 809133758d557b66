"use client";

import * as React from "react";
import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cn } from "./cn";

export interface SwitchProps extends Omit<React.ComponentProps<typeof SwitchPrimitive.Root>, "children"> {
  /** Visible label (clicking it toggles the switch). */
  label: React.ReactNode;
  /** Smaller helper text under the label, linked with aria-describedby. */
  description?: React.ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Put the label before (left of) the switch. Default: after. */
  labelPosition?: "start" | "end";
  containerClassName?: string;
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
  ...props
}: SwitchProps) {
  const autoId = React.useId();
  const switchId = id ?? `switch-${autoId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;

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
      <SwitchPrimitive.Root
        id={switchId}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={cn(
          "relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent transition-colors",
          "bg-slate-300 data-[state=checked]:bg-accent-600 disabled:cursor-not-allowed",
          className,
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            "pointer-events-none block size-4 translate-x-0.5 rounded-full bg-white shadow-sm ring-0 transition-transform",
            "data-[state=checked]:translate-x-4",
          )}
        />
      </SwitchPrimitive.Root>
      {labelPosition === "end" ? text : null}
    </div>
  );
}
