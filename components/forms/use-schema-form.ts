import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrors } from "./field-errors";

type Values = Record<string, unknown>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T & string, string>>;
/** The fields whose value is text: the ones `register` binds to an input, a textarea or a select. */
type TextField<T extends Values> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/** The values as the schema reads them: a field "address.state" is the `state` of `address`. */
export function nestedValues(values: Values): Values {
  const nested: Values = {};
  for (const [field, value] of Object.entries(values)) {
    const keys = field.split(".");
    let at = nested;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Values;
    at[keys[keys.length - 1]] = value;
  }
  return nested;
}

/** The first field, in the form's order, with a message. */
export function firstFieldWithError<K extends string>(order: readonly K[], errors: Partial<Record<K, string>>): K | undefined {
  return order.find((field) => errors[field]);
}

/** The fields, in the form's order, whose value differs from the saved one. */
export function changedFields<T extends Values>(values: T, saved: T): (keyof T & string)[] {
  return (Object.keys(saved) as (keyof T & string)[]).filter((field) => !Object.is(values[field], saved[field]));
}

/**
 * A form's state without react-hook-form (some 15 KB gzip) and with its zod schema loaded at the
 * first submit and kept, so that neither is in the page's first load (issue 16 §3). Its API follows
 * react-hook-form's: `register(field)` binds a text control (id and name are the field's), `setValue`
 * sets any other, `handleSubmit(onValid, onInvalid?)` checks the values with the schema and gives
 * `onValid` the parsed ones (`onInvalid` the messages), `reset(next)` makes `next` the saved values, `dirty`/`dirtyFields` compare with them,
 * and `form.setError` takes the server's field messages (showApiErrors). It checks as react-hook-form
 * does: at each submit, then, once a submit was refused, a field at each of its changes; the first
 * field with a message gets the focus.
 *
 * `initial` lists the fields in the form's order; a nested field is named with dots ("address.state"),
 * its value and message at that name.
 */
export function useSchemaForm<T extends Values, Out = T>({
  initial,
  loadSchema,
}: {
  initial: T;
  loadSchema: () => Promise<z.ZodType<Out>>;
}) {
  const [values, setValues] = useState(initial);
  // The values as last set, for several setValue calls in one event.
  const current = useRef(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<z.ZodType<Out> | null>(null);
  const submitted = useRef(false);
  const elements = useRef<Partial<Record<keyof T, HTMLElement | null>>>({});
  const order = Object.keys(initial) as (keyof T & string)[];

  const setValue = <K extends keyof T & string>(field: K, value: T[K]) => {
    const next = { ...current.current, [field]: value };
    current.current = next;
    setValues(next);
    if (submitted.current && schema.current) {
      const message = fieldErrors<keyof T & string>(schema.current.safeParse(nestedValues(next)).error?.issues ?? [])[field];
      setErrors((now) => ({ ...now, [field]: message }));
    }
  };

  const register = (field: TextField<T>) => ({
    id: field,
    name: field,
    value: values[field] as string,
    ref: (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(field, event.target.value as T[typeof field]),
  });

  const handleSubmit =
    (onValid: (data: Out) => Promise<void> | void, onInvalid?: (errors: FieldErrors<T>) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        schema.current ??= await loadSchema();
        const parsed = schema.current.safeParse(nestedValues(current.current));
        if (!parsed.success) {
          const found = fieldErrors<keyof T & string>(parsed.error.issues);
          setErrors(found);
          const first = firstFieldWithError(order, found);
          if (first) elements.current[first]?.focus();
          onInvalid?.(found);
          return;
        }
        setErrors({});
        await onValid(parsed.data);
      } finally {
        setSubmitting(false);
      }
    };

  /** `next` (or the saved values) as saved: no changes, no messages, the next submit starts afresh. */
  const reset = (next: T = saved) => {
    submitted.current = false;
    current.current = next;
    setValues(next);
    setSaved(next);
    setErrors({});
  };

  /** What showApiErrors needs of a form: a message at a field, and maybe the focus. */
  const form = {
    setError: (field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      setErrors((now) => ({ ...now, [field]: error.message }));
      if (options?.shouldFocus) elements.current[field as keyof T]?.focus();
    },
  };

  const dirtyFields = changedFields(values, saved);
  return { values, errors, isSubmitting, dirty: dirtyFields.length > 0, dirtyFields, register, setValue, handleSubmit, reset, form };
}
