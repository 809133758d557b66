"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { DECLARATION_TEXT, PRIOR_LOSS_YEARS } from "@/lib/quotations/quotation-labels";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { cn } from "@/components/ui/cn";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { GroupError, Section, useFieldError } from "./fields";
import { fieldId } from "./wizard-logic";

/** Step 8: losses of the last 5 years and the declaration. */
export function StepLossHistory() {
  const { register, clearErrors } = useFormContext<QuotationFormValues>();
  const priorLoss = useWatch<QuotationFormValues, "priorLoss">({ name: "priorLoss" });
  const priorLossError = useFieldError("priorLoss");
  const detailsError = useFieldError("priorLossDetails");
  const declarationError = useFieldError("declarationAccepted");
  const priorLossReg = register("priorLoss", { onChange: () => clearErrors("priorLoss") });
  const detailsReg = register("priorLossDetails", { onChange: () => clearErrors("priorLossDetails") });
  const declarationReg = register("declarationAccepted", { onChange: () => clearErrors("declarationAccepted") });
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
                  {...priorLossReg}
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
              {...detailsReg}
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
              {...declarationReg}
            />
            I accept the declaration
          </label>
          <GroupError name="declarationAccepted" className="mt-1.5" />
        </div>
      </Section>
    </div>
  );
}
