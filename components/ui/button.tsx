import * as React from "react";
import { Slot, Slottable } from "@radix-ui/react-slot";
import { cn } from "./cn";
import { Spinner } from "./spinner";
import { buttonBaseClasses, buttonSizeClasses, buttonVariantClasses, type ButtonSize, type ButtonVariant } from "./styles";

export type { ButtonSize, ButtonVariant };

export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(buttonBaseClasses, buttonVariantClasses[variant], buttonSizeClasses[size], className);
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
