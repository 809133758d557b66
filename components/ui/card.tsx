import * as React from "react";
import { cn } from "./cn";

export type CardProps = React.ComponentProps<"div">;

export function Card({ className, ...props }: CardProps) {
  return <div className={cn("rounded-md border border-slate-200 bg-white shadow-xs", className)} {...props} />;
}

export interface CardHeaderProps extends Omit<React.ComponentProps<"div">, "title"> {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Buttons/menus shown on the right. */
  actions?: React.ReactNode;
  /** Heading element for the title (default h2). */
  titleAs?: "h2" | "h3" | "h4";
  /** id for the title element, e.g. to label a <section> with aria-labelledby. */
  titleId?: string;
}

export function CardHeader({
  title,
  description,
  actions,
  titleAs: Heading = "h2",
  titleId,
  className,
  children,
  ...props
}: CardHeaderProps) {
  return (
    <div className={cn("flex items-start justify-between gap-4 border-b border-slate-200 px-4 py-3", className)} {...props}>
      <div className="min-w-0">
        <Heading id={titleId} className="text-sm font-semibold leading-6 text-slate-900">
          {title}
        </Heading>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
        {children}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export type CardBodyProps = React.ComponentProps<"div">;

export function CardBody({ className, ...props }: CardBodyProps) {
  return <div className={cn("px-4 py-4 text-sm text-slate-700", className)} {...props} />;
}

export type CardFooterProps = React.ComponentProps<"div">;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      className={cn("flex items-center justify-end gap-2 rounded-b-md border-t border-slate-200 bg-slate-50 px-4 py-3", className)}
      {...props}
    />
  );
}
