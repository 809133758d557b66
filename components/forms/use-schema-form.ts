import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";

type Values = Record<string, unknown>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T & string, string>>;
/** The fields whose value is text: the ones `register` binds to an input, a textarea or a select. */
type TextField<T extends Values> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

/** The first message of each field, as react-hook-form's zod resolver gives them. */
export function fieldErrors<T extends Values>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) errors[String(issue.path[0]) as keyof T & string] ??= issue.message;
  return errors;
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
 * sets any other, `handleSubmit(onValid)` checks the values with the schema and gives `onValid` the
 * parsed ones, `reset(next)` makes `next` the saved values, `dirty`/`dirtyFields` compare with them,
 * and `form.setError` takes the server's field messages (showApiErrors). It checks as react-hook-form
 * does: at each submit, then, once a submit was refused, a field at each of its changes; the first
 * field with a message gets the focus.
 *
 * `initial` lists the fields in the form's order.
 */
export function useSchemaForm<T extends Values, Out = T>({
  initial,
  loadSchema,
}: {
  initial: T;
  loadSchema: () => Promise<z.ZodType<Out>>;
}) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<z.ZodType<Out> | null>(null);
  const submitted = useRef(false);
  const elements = useRef<Partial<Record<keyof T, HTMLElement | null>>>({});
  const order = Object.keys(initial) as (keyof T & string)[];

  const setValue = <K extends keyof T & string>(field: K, value: T[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current && schema.current) {
      const message = fieldErrors<T>(schema.current.safeParse(next).error?.issues ?? [])[field];
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

  const handleSubmit = (onValid: (data: Out) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      schema.current ??= await loadSchema();
      const parsed = schema.current.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors<T>(parsed.error.issues);
        setErrors(found);
        const first = firstFieldWithError(order, found);
        if (first) elements.current[first]?.focus();
        return;
      }
      setErrors({});
      await onValid(parsed.data);
    } finally {
      setSubmitting(false);
    }
  };

  /** `next` (or the first values) as saved: no changes, no messages, the next submit starts afresh. */
  const reset = (next: T = initial) => {
    submitted.current = false;
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
