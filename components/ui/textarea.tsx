import * as React from "react";
import { cn } from "./cn";
import { controlClasses } from "./styles";

export type TextareaProps = React.ComponentProps<"textarea">;

export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClasses, "min-h-16 resize-y py-2 read-only:bg-slate-50", className)} {...props} />;
}
