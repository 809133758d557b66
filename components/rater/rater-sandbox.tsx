"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useFieldArray, useForm } from "react-hook-form";
import { Plus, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as raterApi from "@/lib/api/operations/rater";
import { failureMessage, showApiErrors } from "@/components/forms/api-errors";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import {
  CLAIMS_VERIFICATION_SOURCES,
  CLAIMS_VERIFICATION_SOURCE_LABELS,
  PERILS,
  PERIL_LABELS,
  PERIL_THRESHOLD_UNITS,
} from "@/lib/rater/perils";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { RateRequestInput } from "@/lib/rater/rate-request-schema";
import type { ThresholdCurvesDto } from "@/lib/rater/threshold-curve";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";

// The explanation of a rating is loaded with the first rating (asked when it is sent), the chart
// library only here, in the browser, once a rating has answered.
const loadExplanation = () => import("./rating-explanation");
const RatingExplanation = dynamic(() => loadExplanation().then((m) => m.RatingExplanation), { ssr: false });
const ThresholdCurveCharts = dynamic(() => import("./threshold-curve-chart").then((m) => m.ThresholdCurveCharts), {
  ssr: false,
  loading: () => <CurvesLoading />,
});

function CurvesLoading() {
  return (
    <div className="flex h-56 items-center justify-center rounded-md border border-slate-200 bg-white">
      <Spinner size="md" label="Loading the threshold curves" className="text-slate-400" />
    </div>
  );
}

type Values = RateRequestInput & { dates: string[] };

const resolver = lazyZodResolver<Values>(() => import("@/lib/rater/rate-request-schema").then((m) => m.rateRequestSchema));

/** Try the rater on a ZIP, dates and perils before changing settings (admins and underwriters). */
export function RaterSandbox() {
  const [result, setResult] = useState<RateQuoteResultDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [curves, setCurves] = useState<{ data: ThresholdCurvesDto | null; failure: string | null } | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      zipCode: "10024",
      dates: [nextSaturday()],
      hoursOfCoverage: { from: "10:00", to: "18:00" },
      perils: [{ peril: "rainfall", threshold: 0.5, limitPerDay: 10000 }],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      priorLoss: false,
    },
  });
  const perils = useFieldArray({ control: form.control, name: "perils" });
  const dates = useFieldArray({ control: form.control, name: "dates" as never });
  const errors = form.formState.errors;
  const error = (path: string) => {
    const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
    return (value as { message?: string } | undefined)?.message;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    void loadExplanation();
    setFailure(null);
    setCurves(null);
    try {
      setResult((await callApi(raterApi.rateQuote, { body: values })).data);
    } catch (e) {
      setResult(null);
      const { atFields, message } = showApiErrors(e, { form });
      if (!atFields) setFailure(message);
      return;
    }
    // The curves rate the request again at many thresholds: asked once the rating itself shows.
    setCurves({ data: null, failure: null });
    try {
      setCurves({ data: (await callApi(raterApi.rateThresholdCurves, { body: values })).data, failure: null });
    } catch (e) {
      setCurves({ data: null, failure: failureMessage("The threshold curves could not be rated", e) });
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Rater sandbox">
        <FormField label="ZIP code" htmlFor="zipCode" error={error("zipCode")}>
          <Input id="zipCode" inputMode="numeric" maxLength={5} {...form.register("zipCode")} />
        </FormField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Event days</legend>
          {dates.fields.map((field, i) => (
            <div key={field.id} className="flex items-center gap-2">
              <Input type="date" aria-label={`Event day ${i + 1}`} {...form.register(`dates.${i}` as const)} />
              {dates.fields.length > 1 && (
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove day ${i + 1}`} onClick={() => dates.remove(i)}>
                  <Icon node={Trash2} className="size-4" aria-hidden />
                </Button>
              )}
            </div>
          ))}
          {error("dates") && <p className="text-sm text-red-700">{error("dates")}</p>}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => dates.append(nextDay(form.getValues("dates").at(-1)) as never)}
          >
            <Icon node={Plus} className="size-4" aria-hidden /> Add a day
          </Button>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Cover from" htmlFor="hoursFrom" error={error("hoursOfCoverage.from")}>
            <Input id="hoursFrom" type="time" {...form.register("hoursOfCoverage.from")} />
          </FormField>
          <FormField label="Cover until" htmlFor="hoursTo" error={error("hoursOfCoverage.to")}>
            <Input id="hoursTo" type="time" {...form.register("hoursOfCoverage.to")} />
          </FormField>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Perils</legend>
          {perils.fields.map((field, i) => {
            const peril = form.watch(`perils.${i}.peril`);
            const unit = PERIL_THRESHOLD_UNITS[peril];
            return (
              <div key={field.id} className="space-y-2 rounded-md border border-slate-200 p-3">
                <div className="flex items-center gap-2">
                  <Select aria-label={`Peril ${i + 1}`} {...form.register(`perils.${i}.peril` as const)}>
                    {PERILS.map((p) => (
                      <option key={p} value={p}>
                        {PERIL_LABELS[p]}
                      </option>
                    ))}
                  </Select>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove peril ${i + 1}`} onClick={() => perils.remove(i)}>
                    <Icon node={Trash2} className="size-4" aria-hidden />
                  </Button>
                </div>
                {error(`perils.${i}.peril`) && <p className="text-sm text-red-700">{error(`perils.${i}.peril`)}</p>}
                <div className="grid grid-cols-2 gap-2">
                  {unit && (
                    <FormField label={`Threshold (${unit})`} htmlFor={`threshold-${i}`} error={error(`perils.${i}.threshold`)}>
                      <Input id={`threshold-${i}`} inputMode="decimal" {...form.register(`perils.${i}.threshold` as const)} />
                    </FormField>
                  )}
                  <FormField label="Limit per day ($)" htmlFor={`limit-${i}`} error={error(`perils.${i}.limitPerDay`)}>
                    <Input id={`limit-${i}`} inputMode="decimal" {...form.register(`perils.${i}.limitPerDay` as const)} />
                  </FormField>
                </div>
              </div>
            );
          })}
          {error("perils") && <p className="text-sm text-red-700">{error("perils")}</p>}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => perils.append({ peril: nextPeril(form.getValues("perils")), threshold: 1, limitPerDay: 10000 })}
          >
            <Icon node={Plus} className="size-4" aria-hidden /> Add a peril
          </Button>
        </fieldset>
        <FormField label="Claims verification source" htmlFor="claimsVerificationSource">
          <Select id="claimsVerificationSource" {...form.register("claimsVerificationSource")}>
            {CLAIMS_VERIFICATION_SOURCES.map((s) => (
              <option key={s} value={s}>
                {CLAIMS_VERIFICATION_SOURCE_LABELS[s]}
              </option>
            ))}
          </Select>
        </FormField>
        <Checkbox label="A loss in the last 5 years" {...form.register("priorLoss")} />
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Rate
          </Button>
        </div>
      </form>
      <div>
        {failure && <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{failure}</p>}
        {result ? (
          <div className="space-y-6">
            <RatingExplanation result={result} />
            {curves && (
              <section aria-labelledby="threshold-curves" className="space-y-3" data-testid="threshold-curves">
                <div>
                  <h3 id="threshold-curves" className="text-sm font-semibold text-slate-900">
                    How the premium moves with the threshold
                  </h3>
                  <p className="text-xs text-slate-500">Each point rates the same request with only that peril&apos;s threshold changed.</p>
                </div>
                {curves.failure ? (
                  <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">{curves.failure}</p>
                ) : curves.data ? (
                  <ThresholdCurveCharts
                    curves={curves.data.curves}
                    limits={Object.fromEntries(result.options.map((o) => [o.peril, o.limitPerDay]))}
                  />
                ) : (
                  <CurvesLoading />
                )}
              </section>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Choose a location, days and perils, then Rate to see how the rater prices them.</p>
        )}
      </div>
    </div>
  );
}

function nextSaturday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7) + 28);
  return d.toISOString().slice(0, 10);
}

function nextDay(date: string | undefined): string {
  const d = date ? new Date(`${date}T00:00:00Z`) : new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function nextPeril(current: { peril: string }[]) {
  return PERILS.find((p) => !current.some((c) => c.peril === p)) ?? "rainfall";
}
