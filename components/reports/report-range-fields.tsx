import * as React from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type RangeChange = { from?: string | null; until?: string | null };

/** The From and Until (excluded) days of a report's range, each with its error below it, named by the input's aria-describedby. */
export function ReportRangeFields({
  range,
  errors,
  disabled,
  onChange,
}: {
  range: { from: string; until: string };
  errors: { from?: string; until?: string };
  disabled?: boolean;
  onChange: (change: RangeChange) => void;
}) {
  return (
    <>
      <DayField
        label="From"
        value={range.from}
        error={errors.from}
        errorClassName="text-sm text-red-600"
        disabled={disabled}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        label="Until (excluded)"
        value={range.until}
        error={errors.until}
        errorClassName="max-w-48 text-sm text-red-600"
        errorTestId="until-error"
        disabled={disabled}
        onChange={(until) => onChange({ until })}
      />
    </>
  );
}

function DayField({
  label,
  value,
  error,
  errorClassName,
  errorTestId,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  errorClassName: string;
  errorTestId?: string;
  disabled?: boolean;
  onChange: (value: string | null) => void;
}) {
  const id = React.useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        min="1900-01-01"
        max="2099-12-31"
        value={value}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value || null)}
        className="w-40"
      />
      {error && (
        <p id={errorId} data-testid={errorTestId} className={errorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}
