import * as React from "react";
import * as LabelPrimitive from "@radix-ui/react-label";
import { cn } from "./cn";
import { labelClasses } from "./styles";

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

export function Label({ className, ...props }: LabelProps) {
  return <LabelPrimitive.Root className={cn(labelClasses, className)} {...props} />;
}
