"use client";

import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import type { ClaimDetailsDto } from "@/lib/claims/claim-dto";
import { CLAIM_MESSAGES } from "@/lib/claims/claim-schemas";
import { OBSERVATION_FIELD_LABELS, observationFieldsOf, usEquivalent, type ObservationField } from "@/lib/claims/observation-units";
import { formatCalendarDate } from "@/lib/format/date-time";
import type { PerilName } from "@/lib/rater/perils";
import { Button } from "@/components/ui/button";
import { cardTableCell, cardTableHead } from "@/components/ui/card-table";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { showApiErrors } from "@/components/forms/api-errors";
import type { Formats } from "@/components/quotations/details/quotation-overview";

type Field = ObservationField | "wt03";
type DayValues = { date: string } & Record<Field, string>;
type Values = { days: DayValues[]; file: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const ACCEPT = ".pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx";
const EMPTY: Record<Field, string> = { prcp_mm: "", snow_mm: "", tmax_c: "", tmin_c: "", wsf2_ms: "", wt03: "" };

/**
 * The observer's (or the lightning report's) values for the claim's days, in the units of the
 * weather folder's daily files (mm, °C, m/s; lightning yes or no), each with its US-unit
 * equivalent beside it, and the report attached: POST /api/claim/{id}/observer-report as
 * multipart (`values` as JSON, `file`). Only the values of the perils the observer verifies are
 * asked for; a value left empty is not given.
 */
export function ObserverReportDialog({
  open,
  onOpenChange,
  claim,
  formats,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  claim: ClaimDetailsDto;
  formats: Formats;
  onSend: (body: FormData) => Promise<void>;
}) {
  const id = React.useId();
  const reported = claim.lossDays.filter((d) => d.source !== "STATION");
  const fields = observationFieldsOf([...new Set(reported.map((d) => d.peril as PerilName))]);
  const dates = [...new Set(claim.lossDays.map((d) => d.date))].sort();
  const initial = React.useMemo(() => ({ days: dates.map((date) => ({ date, ...EMPTY })), file: "" }), [dates.join(",")]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useForm<Values>({ defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const days = useWatch({ control: form.control, name: "days" });
  const fileRef = React.useRef<HTMLInputElement | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (open) {
      form.reset(initial);
      setFormError(null);
    }
  }, [open, form, initial]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    // The days with at least one value, in the units of the daily files; `rows` maps each sent day to its row.
    const rows: number[] = [];
    const observations: Record<string, unknown>[] = [];
    let invalid = false;
    values.days.forEach((day, i) => {
      const observation: Record<string, unknown> = { date: day.date };
      let given = false;
      for (const f of fields) {
        const raw = (day[f] ?? "").trim();
        if (raw === "") continue;
        if (f === "wt03") observation.wt03 = raw === "1" ? 1 : 0;
        else if (!NUMBER.test(raw)) {
          form.setError(`days.${i}.${f}`, { type: "client", message: "Enter a number" }, { shouldFocus: !invalid });
          invalid = true;
          continue;
        } else observation[f] = Number(raw);
        given = true;
      }
      if (given) {
        rows.push(i);
        observations.push(observation);
      }
    });
    const file = fileRef.current?.files?.[0] ?? null;
    if (!file) {
      form.setError("file", { type: "client", message: CLAIM_MESSAGES.reportFileRequired });
      if (!invalid) fileRef.current?.focus();
      invalid = true;
    }
    if (invalid) return;
    if (observations.length === 0) {
      setFormError(CLAIM_MESSAGES.observationsRequired);
      return;
    }
    const body = new FormData();
    body.append("values", JSON.stringify({ observations }));
    body.append("file", file!);
    try {
      await onSend(body);
      onOpenChange(false);
    } catch (error) {
      const { message } = showApiErrors(error, {
        form,
        fieldOf: (path) => {
          if (path === "file") return "file";
          const match = /^observations\.(\d+)\.(\w+)$/.exec(path);
          if (!match || rows[Number(match[1])] === undefined) return null;
          const field = match[2] === "date" ? fields[0] : match[2];
          return `days.${rows[Number(match[1])]}.${field}`;
        },
      });
      if (message) setFormError(message);
    }
  });

  const th = cn(cardTableHead, "whitespace-normal align-bottom");
  const td = cn(cardTableCell, "align-top");
  const fileId = `${id}-file`;
  const fileHint = "PDF, PNG, JPEG, Word or Excel, at most 10 MB.";

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent
        size="xl"
        title={`Enter the observer report of claim ${claim.claimNumber}`}
        description="The values the observer or the lightning report gives for each day, in the units of the daily weather files. The perils they verify are determined from them by the same rule as the station's values."
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="observer-report-dialog"
        footer={
          <>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
              Save report
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="relative w-0 min-w-full overflow-x-auto rounded-md border border-slate-200">
            <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Observed values per day">
              <thead>
                <tr>
                  <th scope="col" className={cn(th, "text-left")}>
                    Day
                  </th>
                  {fields.map((f) => (
                    <th key={f} scope="col" className={cn(th, "text-left")}>
                      {OBSERVATION_FIELD_LABELS[f].label}
                      {OBSERVATION_FIELD_LABELS[f].unit && (
                        <span className="font-normal normal-case"> ({OBSERVATION_FIELD_LABELS[f].unit})</span>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dates.map((date, i) => (
                  <tr key={date} data-testid="observer-day" data-date={date}>
                    <th scope="row" className={cn(td, "whitespace-nowrap pt-4 text-left font-medium text-slate-900")}>
                      {formatCalendarDate(date, formats)}
                    </th>
                    {fields.map((f) => {
                      const cellId = `${id}-${i}-${f}`;
                      const error = errors.days?.[i]?.[f]?.message;
                      const name = `${OBSERVATION_FIELD_LABELS[f].label}${OBSERVATION_FIELD_LABELS[f].unit ? ` (${OBSERVATION_FIELD_LABELS[f].unit})` : ""} on ${formatCalendarDate(date, formats)}`;
                      if (f === "wt03") {
                        return (
                          <td key={f} className={td}>
                            <Select id={cellId} aria-label={name} className="w-28" {...form.register(`days.${i}.wt03`)}>
                              <option value="">Not given</option>
                              <option value="1">Yes</option>
                              <option value="0">No</option>
                            </Select>
                          </td>
                        );
                      }
                      const hint = usEquivalent(f, days?.[i]?.[f] ?? "");
                      return (
                        <td key={f} className={td}>
                          <Input
                            id={cellId}
                            inputMode="decimal"
                            aria-label={name}
                            className="w-24 tabular-nums"
                            aria-invalid={!!error}
                            aria-describedby={fieldDescribedBy(cellId, { error, hint })}
                            {...form.register(`days.${i}.${f}`)}
                          />
                          <p id={`${cellId}-hint`} className="mt-1 min-h-4 whitespace-nowrap text-xs text-slate-600" aria-live="polite">
                            {hint}
                          </p>
                          {error && (
                            <p id={`${cellId}-error`} data-testid="field-error" className="text-xs font-medium text-red-600">
                              {error}
                            </p>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FormField label="Report file" htmlFor={fileId} error={errors.file?.message} required hint={fileHint}>
            <Input
              id={fileId}
              type="file"
              accept={ACCEPT}
              className="h-auto py-1.5"
              aria-invalid={!!errors.file}
              aria-required
              aria-describedby={fieldDescribedBy(fileId, { error: errors.file?.message, hint: fileHint })}
              ref={fileRef}
              onChange={() => form.clearErrors("file")}
            />
          </FormField>
          {formError && (
            <p className="text-sm font-medium text-red-700" data-testid="observer-report-error">
              {formError}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
