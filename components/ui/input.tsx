import * as React from "react";
import { cn } from "./cn";

/** Shared look for text-like controls (input, textarea, select). */
export const controlClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs " +
  "placeholder:text-slate-400 transition-colors " +
  "hover:border-slate-400 focus:border-accent-500 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-[invalid=true]:border-red-500 aria-[invalid=true]:hover:border-red-600";

export type InputProps = React.ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClasses,
        "h-9 py-1.5 read-only:bg-slate-50 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
