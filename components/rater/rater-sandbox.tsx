"use client";

import { createContext, useContext, useRef, useState, type FormEvent } from "react";
import dynamic from "next/dynamic";
import { Plus, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as raterApi from "@/lib/api/operations/rater";
import { failureMessage, showApiErrors } from "@/components/forms/api-errors";
import {
  FormStoreProvider,
  useFieldError,
  useFormValue,
  useNewFormStore,
  type FormStore,
  type Path,
  type PathValue,
} from "@/components/forms/form-store";
import { fieldErrors } from "@/components/forms/field-errors";
import {
  CLAIMS_VERIFICATION_SOURCES,
  CLAIMS_VERIFICATION_SOURCE_LABELS,
  PERILS,
  PERIL_LABELS,
  PERIL_THRESHOLD_UNITS,
  newPerilRow,
  thresholdAfterPerilChange,
  type ClaimsVerificationSourceName,
  type PerilName,
} from "@/lib/rater/perils";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { RateRequest, rateRequestSchema } from "@/lib/rater/rate-request-schema";
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

/** The sandbox's values as its controls hold them: numbers as typed, checked by the schema at submit. */
type Values = {
  zipCode: string;
  dates: string[];
  hoursOfCoverage: { from: string; to: string };
  perils: { peril: PerilName; threshold: string; limitPerDay: string }[];
  claimsVerificationSource: ClaimsVerificationSourceName;
  priorLoss: boolean;
};

const initialValues = (): Values => ({
  zipCode: "10024",
  dates: [nextSaturday()],
  hoursOfCoverage: { from: "10:00", to: "18:00" },
  perils: [newPerilRow([])],
  claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  priorLoss: false,
});

/**
 * What the fields need beside the store: `change` sets a value and, once the schema was loaded (at
 * the first submit), checks it again, as react-hook-form did after a submit; `fieldRef` keeps each
 * control by its path, to focus the first one with a message.
 */
function sandboxForm(store: FormStore<Values>) {
  let schema: typeof rateRequestSchema | null = null;
  const elements = new Map<string, HTMLElement>();
  const messages = () => fieldErrors(schema?.safeParse(store.getValues()).error?.issues ?? []);

  /** Focuses the first control, in the form's order, with a message. */
  const focusFirst = (errors: Readonly<Record<string, string | undefined>>) => {
    const wrong = [...elements].filter(([path]) => errors[path]).map(([, element]) => element);
    wrong.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    wrong[0]?.focus();
  };

  return {
    change<P extends Path<Values>>(path: P, value: PathValue<Values, P>) {
      store.setValue(path, value);
      if (!schema) {
        store.clearErrors(path);
        return;
      }
      // The messages of the field, or of the nearest part around it that has one ("dates" for a day),
      // and of what it holds, as they are now.
      const parts = path.split(".");
      while (parts.length > 1 && !store.errorAt(parts.join("."))) parts.pop();
      const at = store.errorAt(parts.join(".")) ? parts.join(".") : path;
      const now = messages();
      store.clearErrors(at);
      for (const [field, message] of Object.entries(now))
        if (message && (field === at || field.startsWith(`${at}.`))) store.setError(field, message);
    },

    fieldRef: (path: string) => (element: HTMLElement | null) => {
      if (!element) return;
      elements.set(path, element);
      return () => {
        if (elements.get(path) === element) elements.delete(path);
      };
    },

    /** The values as the schema gives them, or null after putting its messages at the fields. */
    async check(): Promise<RateRequest | null> {
      schema ??= (await import("@/lib/rater/rate-request-schema")).rateRequestSchema;
      const parsed = schema.safeParse(store.getValues());
      if (parsed.success) {
        store.clearErrors();
        return parsed.data;
      }
      const errors = fieldErrors(parsed.error.issues);
      store.setErrors(errors);
      focusFirst(errors);
      return null;
    },

    /** What showApiErrors needs of a form: a message at a field, and maybe the focus. */
    form: {
      setError(field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) {
        store.setError(field, error.message ?? "");
        if (options?.shouldFocus) elements.get(field)?.focus();
      },
    },
  };
}

type SandboxForm = ReturnType<typeof sandboxForm>;
const SandboxFormContext = createContext<SandboxForm | null>(null);

/** A field's value and message, kept current, a setter and a ref for its control. */
function useSandboxField<P extends Path<Values>>(path: P) {
  const sandbox = useContext(SandboxFormContext)!;
  return {
    value: useFormValue<Values, P>(path),
    error: useFieldError(path),
    onChange: (value: PathValue<Values, P>) => sandbox.change(path, value),
    ref: sandbox.fieldRef(path),
  };
}

/** Keys for a list's rows that stay with a row when one before it is removed. */
function useRowKeys(count: number) {
  const next = useRef(count);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, i) => i));
  return {
    keys,
    add() {
      const key = next.current++;
      setKeys((now) => [...now, key]);
    },
    remove: (index: number) => setKeys((now) => now.filter((_, i) => i !== index)),
  };
}

/** Try the rater on a ZIP, dates and perils before changing settings (admins and underwriters). */
export function RaterSandbox() {
  const [result, setResult] = useState<RateQuoteResultDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [curves, setCurves] = useState<{ data: ThresholdCurvesDto | null; failure: string | null } | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const store = useNewFormStore(initialValues);
  const [sandbox] = useState(() => sandboxForm(store));
  const dates = useRowKeys(store.getValues("dates").length);
  const perils = useRowKeys(store.getValues("perils").length);

  const rate = async (values: RateRequest) => {
    void loadExplanation();
    setFailure(null);
    setCurves(null);
    try {
      setResult((await callApi(raterApi.rateQuote, { body: values })).data);
    } catch (e) {
      setResult(null);
      const { atFields, message } = showApiErrors(e, { form: sandbox.form });
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
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const values = await sandbox.check();
      if (values) await rate(values);
    } finally {
      setSubmitting(false);
    }
  };

  const addDay = () => {
    const now = store.getValues("dates");
    sandbox.change("dates", [...now, nextDay(now.at(-1))]);
    dates.add();
  };
  const removeDay = (index: number) => {
    sandbox.change(
      "dates",
      store.getValues("dates").filter((_, i) => i !== index),
    );
    dates.remove(index);
  };
  const addPeril = () => {
    const now = store.getValues("perils");
    sandbox.change("perils", [...now, newPerilRow(now)]);
    perils.add();
  };
  const removePeril = (index: number) => {
    sandbox.change(
      "perils",
      store.getValues("perils").filter((_, i) => i !== index),
    );
    perils.remove(index);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <FormStoreProvider store={store}>
        <SandboxFormContext.Provider value={sandbox}>
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Rater sandbox">
            <ZipCodeField />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Event days</legend>
              {dates.keys.map((key, i) => (
                <DayRow key={key} index={i} removable={dates.keys.length > 1} onRemove={() => removeDay(i)} />
              ))}
              <ListMessage path="dates" />
              <Button type="button" variant="secondary" size="sm" onClick={addDay}>
                <Icon node={Plus} className="size-4" aria-hidden /> Add a day
              </Button>
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              <TimeField path="hoursOfCoverage.from" id="hoursFrom" label="Cover from" />
              <TimeField path="hoursOfCoverage.to" id="hoursTo" label="Cover until" />
            </div>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Perils</legend>
              {perils.keys.map((key, i) => (
                <PerilRow key={key} index={i} onRemove={() => removePeril(i)} />
              ))}
              <ListMessage path="perils" />
              <Button type="button" variant="secondary" size="sm" onClick={addPeril}>
                <Icon node={Plus} className="size-4" aria-hidden /> Add a peril
              </Button>
            </fieldset>
            <ClaimsVerificationField />
            <PriorLossField />
            <div className="flex justify-end">
              <Button type="submit" loading={isSubmitting}>
                Rate
              </Button>
            </div>
          </form>
        </SandboxFormContext.Provider>
      </FormStoreProvider>
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

function ZipCodeField() {
  const { value, error, onChange, ref } = useSandboxField("zipCode");
  return (
    <FormField label="ZIP code" htmlFor="zipCode" error={error}>
      <Input
        id="zipCode"
        name="zipCode"
        inputMode="numeric"
        maxLength={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ref={ref}
      />
    </FormField>
  );
}

function DayRow({ index, removable, onRemove }: { index: number; removable: boolean; onRemove: () => void }) {
  const { value, onChange, ref } = useSandboxField(`dates.${index}`);
  return (
    <div className="flex items-center gap-2">
      <Input
        type="date"
        aria-label={`Event day ${index + 1}`}
        name={`dates.${index}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ref={ref}
      />
      {removable && (
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove day ${index + 1}`} onClick={onRemove}>
          <Icon node={Trash2} className="size-4" aria-hidden />
        </Button>
      )}
    </div>
  );
}

/** The message of a whole list ("At least one peril must be selected"). */
function ListMessage({ path }: { path: "dates" | "perils" }) {
  const error = useFieldError(path);
  return error ? <p className="text-sm text-red-700">{error}</p> : null;
}

function TimeField({ path, id, label }: { path: "hoursOfCoverage.from" | "hoursOfCoverage.to"; id: string; label: string }) {
  const { value, error, onChange, ref } = useSandboxField(path);
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input id={id} name={path} type="time" value={value} onChange={(e) => onChange(e.target.value)} ref={ref} />
    </FormField>
  );
}

function PerilRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const peril = useSandboxField(`perils.${index}.peril`);
  const threshold = useSandboxField(`perils.${index}.threshold`);
  const unit = PERIL_THRESHOLD_UNITS[peril.value];
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3">
      <div className="flex items-center gap-2">
        <Select
          aria-label={`Peril ${index + 1}`}
          name={`perils.${index}.peril`}
          value={peril.value}
          onChange={(e) => {
            const next = e.target.value as PerilName;
            threshold.onChange(thresholdAfterPerilChange(peril.value, next, threshold.value));
            peril.onChange(next);
          }}
          ref={peril.ref}
        >
          {PERILS.map((p) => (
            <option key={p} value={p}>
              {PERIL_LABELS[p]}
            </option>
          ))}
        </Select>
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove peril ${index + 1}`} onClick={onRemove}>
          <Icon node={Trash2} className="size-4" aria-hidden />
        </Button>
      </div>
      {peril.error && <p className="text-sm text-red-700">{peril.error}</p>}
      <div className="grid grid-cols-2 gap-2">
        {unit && <AmountField path={`perils.${index}.threshold`} id={`threshold-${index}`} label={`Threshold (${unit})`} />}
        <AmountField path={`perils.${index}.limitPerDay`} id={`limit-${index}`} label="Limit per day ($)" />
      </div>
    </div>
  );
}

function AmountField({
  path,
  id,
  label,
}: {
  path: `perils.${number}.threshold` | `perils.${number}.limitPerDay`;
  id: string;
  label: string;
}) {
  const { value, error, onChange, ref } = useSandboxField(path);
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input id={id} name={path} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} ref={ref} />
    </FormField>
  );
}

function ClaimsVerificationField() {
  const { value, onChange, ref } = useSandboxField("claimsVerificationSource");
  return (
    <FormField label="Claims verification source" htmlFor="claimsVerificationSource">
      <Select
        id="claimsVerificationSource"
        name="claimsVerificationSource"
        value={value}
        onChange={(e) => onChange(e.target.value as ClaimsVerificationSourceName)}
        ref={ref}
      >
        {CLAIMS_VERIFICATION_SOURCES.map((s) => (
          <option key={s} value={s}>
            {CLAIMS_VERIFICATION_SOURCE_LABELS[s]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

function PriorLossField() {
  const { value, onChange, ref } = useSandboxField("priorLoss");
  return (
    <Checkbox label="A loss in the last 5 years" name="priorLoss" checked={value} onChange={(e) => onChange(e.target.checked)} ref={ref} />
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
