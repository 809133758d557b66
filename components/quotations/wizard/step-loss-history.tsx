"use client";

import { useField } from "@/components/forms/form-store";
import { DECLARATION_TEXT, PRIOR_LOSS_YEARS } from "@/lib/quotations/quotation-labels";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { cn } from "@/components/ui/cn";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { GroupError, Section } from "./fields";
import { fieldId } from "./wizard-logic";

/** Step 8: losses of the last 5 years and the declaration. */
export function StepLossHistory() {
  const priorLossField = useField<QuotationFormValues, "priorLoss">("priorLoss");
  const detailsField = useField<QuotationFormValues, "priorLossDetails">("priorLossDetails");
  const declarationField = useField<QuotationFormValues, "declarationAccepted">("declarationAccepted");
  const priorLoss = priorLossField.value;
  const priorLossError = priorLossField.error;
  const detailsError = detailsField.error;
  const declarationError = declarationField.error;
  const detailsId = fieldId("priorLossDetails");
  const declarationId = fieldId("declarationAccepted");

  return (
    <div className="space-y-6">
      <Section title="Insurance history">
        <fieldset aria-describedby={priorLossError ? `${fieldId("priorLoss")}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-700">
            Has the applicant had any weather-related losses in the last {PRIOR_LOSS_YEARS} years?
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          </legend>
          <div className="mt-2 flex gap-6">
            {(["yes", "no"] as const).map((answer) => (
              <label key={answer} className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  value={answer}
                  className="size-4 accent-accent-600"
                  aria-invalid={!!priorLossError || undefined}
                  name="priorLoss"
                  checked={priorLoss === answer}
                  onChange={() => priorLossField.onChange(answer)}
                />
                {answer === "yes" ? "Yes" : "No"}
              </label>
            ))}
          </div>
          <GroupError name="priorLoss" className="mt-1.5" />
        </fieldset>
        {priorLoss === "yes" ? (
          <FormField
            label="Describe the losses"
            htmlFor={detailsId}
            required
            error={detailsError}
            hint={detailsError ? undefined : "When, what happened and what was paid."}
          >
            <Textarea
              id={detailsId}
              rows={4}
              aria-invalid={!!detailsError}
              aria-describedby={fieldDescribedBy(detailsId, { error: detailsError, hint: detailsError ? undefined : "x" })}
              name="priorLossDetails"
              value={detailsField.value ?? ""}
              onChange={(event) => detailsField.onChange(event.target.value)}
            />
          </FormField>
        ) : null}
      </Section>

      <Section title="Declaration">
        <div className={cn("rounded-md border bg-slate-50 p-4", declarationError ? "border-red-500" : "border-slate-200")}>
          <p id={`${declarationId}-text`} className="text-sm leading-6 text-slate-700" data-testid="declaration-text">
            {DECLARATION_TEXT}
          </p>
          <label className="mt-3 inline-flex cursor-pointer items-start gap-2 text-sm font-medium text-slate-900">
            <input
              id={declarationId}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-accent-600"
              aria-invalid={!!declarationError || undefined}
              aria-describedby={[`${declarationId}-text`, declarationError ? `${declarationId}-error` : null].filter(Boolean).join(" ")}
              name="declarationAccepted"
              checked={declarationField.value === true}
              onChange={(event) => declarationField.onChange(event.target.checked)}
            />
            I accept the declaration
          </label>
          <GroupError name="declarationAccepted" className="mt-1.5" />
        </div>
      </Section>
    </div>
  );
}
