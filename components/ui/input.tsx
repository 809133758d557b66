import * as React from "react";
import { cn } from "./cn";
import { controlClasses, inputClasses } from "./styles";

export type InputProps = React.ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return <input type={type} className={cn(controlClasses, inputClasses, className)} {...props} />;
}
