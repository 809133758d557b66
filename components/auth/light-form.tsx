import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import type { z } from "zod";

// The sign-in pages' forms (Pages Router, issue 16 §3): the markup and classes of components/ui's
// FormField, Input and Button (the classes as cn() resolves them there, none conflicting), and the
// validation react-hook-form gives the other forms (the schema at submit, then at each change,
// the first invalid field focused), without tailwind-merge, Radix, react-hook-form or zod in the
// page's first load: the schema module, with zod, is loaded at the first submit. Their links are
// plain anchors, as next/link (some 3 KB) would save no request: each page is rendered per request.

const labelClasses = "text-sm font-medium leading-5 text-slate-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-70";
const inputClasses =
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 " +
  "transition-colors hover:border-slate-400 focus:border-accent-500 disabled:cursor-not-allowed disabled:bg-slate-50 " +
  "disabled:text-slate-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:hover:border-red-600 h-9 py-1.5 " +
  "read-only:bg-slate-50 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium";
const buttonClasses =
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md text-sm font-medium transition-colors " +
  "select-none cursor-pointer disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none " +
  "aria-disabled:opacity-50 [&_svg]:shrink-0 bg-accent-600 text-white shadow-xs hover:bg-accent-700 active:bg-accent-700 " +
  "h-9 px-4 [&_svg]:size-4 w-full";

type Errors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field, as react-hook-form's zod resolver reports them. */
function fieldErrors<K extends string>(result: z.ZodSafeParseResult<unknown>): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as K;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form of text fields checked by a schema loaded at the first submit; `submit` gets the parsed
 * values. After a submit each change checks its field again.
 */
export function useLightForm<K extends string, Out>(
  initial: Record<K, string>,
  loadSchema: () => Promise<z.ZodType<Out>>,
  submit: (values: Out) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [submitting, setSubmitting] = useState(false);
  const schema = useRef<z.ZodType<Out> | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      schema.current ??= await loadSchema();
      const result = schema.current.safeParse(values);
      if (!result.success) {
        const found = fieldErrors<K>(result);
        setErrors(found);
        const first = (Object.keys(initial) as K[]).find((name) => found[name]);
        form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setErrors({});
      await submit(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (schema.current) setErrors((now) => ({ ...now, [name]: fieldErrors<K>(schema.current!.safeParse(next))[name] }));
    },
  });

  return { onSubmit, field, submitting };
}

type TextFieldProps = {
  label: string;
  id: string;
  type: "email" | "password";
  autoComplete: string;
  hint?: string;
} & ReturnType<ReturnType<typeof useLightForm>["field"]>;

/** A labelled input with its hint and error, as components/ui's FormField and Input render them. */
export function TextField({ label, id, hint, error, ...input }: TextFieldProps) {
  const shownHint = error ? undefined : hint;
  const describedBy = [shownHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5" data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input id={id} className={inputClasses} aria-invalid={!!error} aria-describedby={describedBy || undefined} {...input} />
      {shownHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {shownHint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-testid="field-error" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The full-width primary submit button, with the spinner of components/ui's Button while busy. */
export function SubmitButton({ loading, disabled, children }: { loading: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={buttonClasses}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {loading ? (
        <LoaderCircle
          aria-hidden="true"
          focusable="false"
          className="shrink-0 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] size-4"
        />
      ) : null}
      {children}
    </button>
  );
}

/** The form's message above its fields. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="form-error">
      {children}
    </p>
  );
}
