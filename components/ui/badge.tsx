import * as React from "react";
import { cn } from "./cn";

export type BadgeTone = "neutral" | "open" | "waiting" | "live" | "closed" | "danger";

const tones: Record<BadgeTone, { badge: string; dot: string }> = {
  neutral: { badge: "bg-white text-slate-700 ring-slate-300", dot: "bg-slate-400" },
  open: { badge: "bg-blue-50 text-blue-700 ring-blue-200", dot: "bg-blue-500" },
  waiting: { badge: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  live: { badge: "bg-green-50 text-green-700 ring-green-200", dot: "bg-green-500" },
  closed: { badge: "bg-slate-100 text-slate-600 ring-slate-200", dot: "bg-slate-400" },
  danger: { badge: "bg-red-50 text-red-700 ring-red-200", dot: "bg-red-500" },
};

export interface BadgeProps extends React.ComponentProps<"span"> {
  tone?: BadgeTone;
  /** Show a small coloured dot before the text. */
  dot?: boolean;
}

export function Badge({ tone = "neutral", dot = false, className, children, ...props }: BadgeProps) {
  const t = tones[tone];
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        t.badge,
        className,
      )}
      {...props}
    >
      {dot ? <span aria-hidden="true" className={cn("size-1.5 rounded-full", t.dot)} /> : null}
      {children}
    </span>
  );
}
