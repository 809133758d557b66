import * as React from "react";
import { cn } from "./cn";
import { labelClasses } from "./styles";

export type LabelProps = React.ComponentProps<"label">;

/** A native label with the kit's look; it renders on the server as well as in the browser. */
export function Label({ className, ...props }: LabelProps) {
  return <label className={cn(labelClasses, className)} {...props} />;
}
