import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { cn } from "./cn";

export type SpinnerSize = "xs" | "sm" | "md" | "lg";

const sizes: Record<SpinnerSize, string> = {
  xs: "size-3",
  sm: "size-4",
  md: "size-5",
  lg: "size-8",
};

export interface SpinnerProps {
  size?: SpinnerSize;
  /** When given, the spinner is announced (role="status" + visually hidden text). Otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = "sm", label, className }: SpinnerProps) {
  const icon = (
    <Icon
      node={LoaderCircle}
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", sizes[size], className)}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
