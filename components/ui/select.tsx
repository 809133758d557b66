import * as React from "react";
import { cn } from "./cn";
import { controlClasses } from "./styles";

// Chevron drawn as a background image so the native <select> stays a single element.
const chevron =
  'url("data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#64748b" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>',
  ) +
  '")';

export interface SelectProps extends React.ComponentProps<"select"> {
  /** Renders a first, empty-valued option (e.g. "Select…"). */
  placeholder?: string;
}

export function Select({ className, style, placeholder, children, multiple, ...props }: SelectProps) {
  return (
    <select
      multiple={multiple}
      className={cn(controlClasses, "cursor-pointer", multiple ? "py-1.5" : "h-9 appearance-none py-1.5 pr-9", className)}
      style={
        multiple
          ? style
          : {
              backgroundImage: chevron,
              backgroundRepeat: "no-repeat",
              backgroundPosition: "right 0.625rem center",
              backgroundSize: "1rem 1rem",
              ...style,
            }
      }
      {...props}
    >
      {placeholder !== undefined && !multiple ? <option value="">{placeholder}</option> : null}
      {children}
    </select>
  );
}
