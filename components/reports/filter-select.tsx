import * as React from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";

/** A report's filter: a labelled select whose first option, `allLabel`, leaves the filter off. */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  className: string;
}) {
  const id = React.useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value || null)} className={className}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
