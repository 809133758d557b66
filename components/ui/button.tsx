import * as React from "react";
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
      <AsChild
        props={{
          ...(props as React.HTMLAttributes<HTMLElement>),
          className: classes,
          "aria-disabled": isDisabled || undefined,
          "aria-busy": loading || undefined,
          "data-loading": loading || undefined,
        }}
        before={spinner}
      >
        {children}
      </AsChild>
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

type SlotProps = React.HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;

/**
 * The button's props on its single child element (a Next.js <Link>, an <a>), as Radix's Slot does
 * without its 1 KB in every page's first load: the classes are joined, an event handler of both
 * runs the child's first, the child's other props win, and `before` goes ahead of the child's content.
 */
function AsChild({ props, before, children }: { props: SlotProps; before: React.ReactNode; children: React.ReactNode }) {
  const child = React.Children.only(children) as React.ReactElement<SlotProps>;
  const merged: Record<string, unknown> = { ...props };
  for (const [name, value] of Object.entries(child.props)) {
    const own = merged[name];
    if (/^on[A-Z]/.test(name) && typeof own === "function" && typeof value === "function") {
      merged[name] = (...args: unknown[]) => {
        value(...args);
        own(...args);
      };
    } else if (name === "className") {
      merged[name] = cn(props.className, value as string | undefined);
    } else if (name === "style") {
      merged[name] = { ...props.style, ...(value as React.CSSProperties) };
    } else if (value !== undefined) {
      merged[name] = value;
    }
  }
  return React.cloneElement(child, merged, before, child.props.children);
}
