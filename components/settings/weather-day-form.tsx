"use client";

import * as React from "react";
import { callApi } from "@/lib/api/client";
import * as claimsApi from "@/lib/api/operations/claims";
import { EMPTY_OBSERVATION_DAY, MEASUREMENT_COLUMNS, type ObservationDayValues } from "@/lib/weather/station-observations";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { SaveOutcome, savedSummary, type ObservationsSaved } from "./weather-save-outcome";

const FIELDS = Object.keys(EMPTY_OBSERVATION_DAY) as (keyof ObservationDayValues)[];

const loadSchema = () => import("@/lib/weather/observation-day-form").then((m) => m.observationDayFormSchema);

/** The API names a column in its messages ("tmax_c must be at most 65"); under the field the column's name reads better. */
const LABEL_OF: Record<string, string> = Object.fromEntries([...MEASUREMENT_COLUMNS.map((c) => [c.name, c.label]), ["wt03", "Thunder"]]);
const readable = (message: string | undefined) => message?.replace(/^(\w+)(?= must )/, (column) => LABEL_OF[column] ?? column);

/** "observations.0.tmax_c" → "tmax_c"; any other path (the station) is not a field of this form. */
const fieldOf = (path: string) => /^observations\.0\.(\w+)$/.exec(path)?.[1] ?? null;

/**
 * Enter or correct one day of a station by hand (POST /api/weather/observations): the date and the
 * daily files' seven values, an empty field a missing value. A day saved again replaces all its
 * values, so a correction starts from the stored day (`initial`, from the days table). The API's
 * field messages land under their fields.
 */
export function WeatherDayForm({
  stationId,
  stationName,
  dateFormat,
  initial = EMPTY_OBSERVATION_DAY,
  focusOnMount = false,
  onSaved,
}: {
  stationId: string;
  stationName: string;
  dateFormat: string;
  initial?: ObservationDayValues;
  focusOnMount?: boolean;
  onSaved: (saved: ObservationsSaved) => void;
}) {
  const snackbar = useSnackbar();
  const [saved, setSaved] = React.useState<ObservationsSaved | null>(null);
  const { errors, isSubmitting, register, handleSubmit, reset, form } = useSchemaForm({ initial, loadSchema });
  const firstValue = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    if (!focusOnMount) return;
    firstValue.current?.scrollIntoView({ block: "center" });
    firstValue.current?.focus();
  }, [focusOnMount]);

  const onSubmit = handleSubmit(
    async (day) => {
      setSaved(null);
      try {
        const { data } = await callApi(claimsApi.postWeatherObservations, { body: { stationId, observations: [day] } });
        setSaved(data);
        reset(EMPTY_OBSERVATION_DAY);
        snackbar.show(`${stationName}: ${savedSummary(data, dateFormat)}`, "success");
        onSaved(data);
      } catch (error) {
        showApiErrors(error, { form, fields: FIELDS, fieldOf, snackbar, what: "Could not save the day" });
      }
    },
    () => setSaved(null),
  );

  const field = (name: keyof ObservationDayValues, hint?: string) => {
    const error = readable(errors[name]);
    const { ref, ...registered } = register(name);
    return {
      error,
      hint,
      control: {
        ...registered,
        ref: (element: HTMLElement | null) => {
          ref(element);
          if (name === MEASUREMENT_COLUMNS[0].name) firstValue.current = element;
        },
        "aria-invalid": !!error,
        "aria-describedby": fieldDescribedBy(name, { error, hint }),
      },
    };
  };

  const date = field("date");
  const thunder = field("wt03");
  return (
    <Card role="region" aria-labelledby="weather-day">
      <CardHeader
        title="Enter or correct a day"
        titleAs="h3"
        titleId="weather-day"
        description="A day saved again replaces all its values: an empty field is saved as missing. To correct a stored day, choose Correct on it in the list of days."
      />
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Date" htmlFor="date" error={date.error} required className="max-w-48">
            <Input type="date" min="1800-01-01" max="2099-12-31" {...date.control} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {MEASUREMENT_COLUMNS.map((column) => {
              const { error, control } = field(column.name);
              return (
                <FormField key={column.name} label={`${column.label} (${column.unit})`} htmlFor={column.name} error={error}>
                  <AffixInput suffix={column.unit} inputMode="decimal" autoComplete="off" {...control} />
                </FormField>
              );
            })}
            <FormField label="Thunder" htmlFor="wt03" error={thunder.error}>
              <Select {...thunder.control}>
                <option value="">Missing</option>
                <option value="1">Observed (wt03 1)</option>
                <option value="0">Not reported (wt03 0)</option>
              </Select>
            </FormField>
          </div>
          {saved && <SaveOutcome outcome={{ saved }} dateFormat={dateFormat} testId="day-outcome" />}
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting}>
              Save day
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
