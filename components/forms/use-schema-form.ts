import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

type Errors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field, as react-hook-form's zod resolver gives them. */
function fieldErrors<K extends string>(issues: readonly z.core.$ZodIssue[]): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of issues) errors[String(issue.path[0]) as K] ??= issue.message;
  return errors;
}

/**
 * A form of plain text and select fields without react-hook-form (some 15 KB gzip) and with its zod
 * schema loaded at the first submit, so that neither is in the page's first load (issue 16 §3). It
 * checks as react-hook-form does the other forms: at each submit, then, once submitted, a field at
 * each of its changes; the first field with a message gets the focus. `submit` gets the parsed values.
 * `form` takes the server's field messages (showApiErrors).
 */
export function useSchemaForm<K extends string, Out>({
  initial,
  fields,
  fieldId,
  loadSchema,
  submit,
}: {
  initial: Record<K, string>;
  /** The fields in the form's order. */
  fields: readonly K[];
  /** The id of a field's control. */
  fieldId: (field: K) => string;
  loadSchema: () => Promise<z.ZodType<Out>>;
  submit: (values: Out) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<z.ZodType<Out> | null>(null);
  const submitted = useRef(false);
  const focus = (field: K) => document.getElementById(fieldId(field))?.focus();

  const setValue = (field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current && schema.current) {
      const message = fieldErrors<K>(schema.current.safeParse(next).error?.issues ?? [])[field];
      setErrors((now) => ({ ...now, [field]: message }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      schema.current ??= await loadSchema();
      const parsed = schema.current.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors<K>(parsed.error.issues);
        setErrors(found);
        const first = fields.find((field) => found[field]);
        if (first) focus(first);
        return;
      }
      setErrors({});
      await submit(parsed.data);
    } finally {
      setSubmitting(false);
    }
  };

  /** New values, as the form was at first: not submitted, no messages. */
  const reset = (next: Record<K, string>) => {
    submitted.current = false;
    setValues(next);
    setErrors({});
  };

  const form = {
    setError: (field: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      setErrors((now) => ({ ...now, [field]: error.message }));
      if (options?.shouldFocus) focus(field as K);
    },
  };

  const dirtyFields = fields.filter((field) => values[field] !== initial[field]);
  return { values, errors, isSubmitting, dirtyFields, setValue, onSubmit, reset, form };
}
