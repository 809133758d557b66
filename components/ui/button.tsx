import * as React from "react";
import { Slot, Slottable } from "@radix-ui/react-slot";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "icon";

const base =
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md text-sm font-medium " +
  "transition-colors select-none cursor-pointer " +
  "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 " +
  "[&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-600 text-white shadow-xs hover:bg-accent-700 active:bg-accent-700",
  secondary: "border border-slate-300 bg-white text-slate-700 shadow-xs hover:bg-slate-50 hover:text-slate-900 active:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200",
  danger: "bg-red-600 text-white shadow-xs hover:bg-red-700 active:bg-red-700",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 [&_svg]:size-4",
  md: "h-9 px-4 [&_svg]:size-4",
  icon: "size-8 p-0 [&_svg]:size-4",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends React.ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a Next.js <Link>) with button styling. */
  asChild?: boolean;
  /** Disables the button, sets aria-busy and shows a small spinner before the label. */
  loading?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const isDisabled = Boolean(disabled || loading);
  const classes = buttonClasses({ variant, size, className });
  const spinner = loading ? <Spinner size="sm" /> : null;

  if (asChild) {
    return (
      <Slot
        className={classes}
        aria-disabled={isDisabled || undefined}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        {...(props as React.HTMLAttributes<HTMLElement>)}
      >
        {spinner}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={isDisabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {spinner}
      {children}
    </button>
  );
}
