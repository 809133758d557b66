import { cn } from "./cn";
import { Input, type InputProps } from "./input";

export interface AffixInputProps extends InputProps {
  /** Text before the value, e.g. "$". */
  prefix?: string;
  /** Text after the value, e.g. "%" or "days". */
  suffix?: string;
}

/** A text input with a unit before or after the value; the unit is decorative (put it in the label too). */
export function AffixInput({ prefix, suffix, className, ...props }: AffixInputProps) {
  return (
    <div className="relative">
      {prefix ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-500">
          {prefix}
        </span>
      ) : null}
      <Input className={cn("tabular-nums", prefix && "pl-7", suffix && (suffix.length > 1 ? "pr-14" : "pr-8"), className)} {...props} />
      {suffix ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 text-sm text-slate-500">
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
