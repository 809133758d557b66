"use client";

import { useField } from "@/components/forms/form-store";
import { MESSAGES } from "@/lib/quotations/quotation-labels";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { PERILS, PERIL_LABELS, PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import { cn } from "@/components/ui/cn";
import { fieldId } from "./wizard-logic";

export const PERIL_DESCRIPTIONS: Record<PerilName, string> = {
  rainfall: "Rain accumulation on a covered day at or above the chosen amount.",
  snowfall: "Newly fallen snow on a covered day at or above the chosen depth.",
  windSpeed: "Maximum sustained wind at or above the chosen speed.",
  adverseWeather: "Pays when any of the other chosen perils is triggered; needs at least one other peril.",
  lightning: "Lightning within 6 miles of the claims verification source. Only together with rainfall.",
  maximumTemperature: "Extreme heat: the day's maximum temperature at or above the chosen value.",
  minimumTemperature: "Extreme cold: the day's minimum temperature at or below the chosen value.",
};

const UNIT_WORDS: Record<string, string> = { in: "inches", mph: "mph", "°F": "°F" };

/** Step 6: the perils to cover, as checkboxes with a short description each. */
export function StepPerils() {
  const field = useField<QuotationFormValues, "perils">("perils");
  const error = field.error;
  const lightningError = error === MESSAGES.lightning;
  const errorId = `${fieldId("perils")}-error`;
  const chosen = new Set(field.value);
  const toggle = (peril: PerilName, on: boolean) => field.onChange(PERILS.filter((p) => (p === peril ? on : chosen.has(p))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm text-slate-600">Choose one or more perils. Thresholds and limits are set in the next step.</legend>
      <div className="grid gap-2 @2xl:grid-cols-2" data-testid="peril-options">
        {PERILS.map((peril) => {
          const checked = chosen.has(peril);
          const unit = PERIL_THRESHOLD_UNITS[peril];
          const showError = peril === "lightning" && lightningError;
          return (
            <div key={peril}>
              <label
                className={cn(
                  "flex h-full cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors",
                  checked ? "border-accent-600 bg-accent-50/60" : "border-slate-200 hover:border-slate-300 hover:bg-slate-50",
                  showError && "border-red-500",
                )}
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-accent-600"
                  checked={checked}
                  onChange={(e) => toggle(peril, e.target.checked)}
                  aria-labelledby={`peril-${peril}-label`}
                  aria-describedby={showError ? errorId : `peril-${peril}-description`}
                  aria-invalid={showError || undefined}
                />
                <span className="min-w-0">
                  <span id={`peril-${peril}-label`} className="font-medium text-slate-900">
                    {PERIL_LABELS[peril]}
                  </span>
                  {unit ? <span className="ml-1.5 text-xs text-slate-500">threshold in {UNIT_WORDS[unit] ?? unit}</span> : null}
                  <span id={`peril-${peril}-description`} className="mt-0.5 block text-slate-600">
                    {PERIL_DESCRIPTIONS[peril]}
                  </span>
                  {showError ? (
                    <span id={errorId} data-testid="field-error" className="mt-1 block text-xs font-medium text-red-600">
                      {error}
                    </span>
                  ) : null}
                </span>
              </label>
            </div>
          );
        })}
      </div>
      {error && !lightningError ? (
        <p id={errorId} data-testid="field-error" className="mt-2 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
