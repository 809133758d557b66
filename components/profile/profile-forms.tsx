"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { PASSWORD_RULE_MESSAGE } from "@/lib/auth/messages";
import { TIME_ZONE_CODES, TIME_ZONE_LABELS } from "@/lib/users/user-labels";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";

type TimeZoneValues = { timeZone: (typeof TIME_ZONE_CODES)[number] };
type PasswordValues = { currentPassword: string; password: string; confirmPassword: string };

const loadSchemas = () => import("@/lib/users/profile-schemas");

/**
 * A small form's state without react-hook-form, which the profile page's two short forms need not
 * load (some 15 KB gzip, issue 16 §3): its values, a message per field, and a check by the schema,
 * loaded at the first submission. As with react-hook-form, once a submission was refused each change
 * checks its field again, and the first field with a message gets the focus.
 */
function useSmallForm<T extends Record<string, string>>(initial: T, loadSchema: () => Promise<ZodType>) {
  const [values, setValues] = React.useState(initial);
  const [saved, setSaved] = React.useState(initial);
  const [errors, setErrors] = React.useState<Partial<Record<keyof T, string>>>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);
  const elements = React.useRef<Partial<Record<keyof T, HTMLElement | null>>>({});

  const check = async (next: T): Promise<{ data?: T; errors: Partial<Record<keyof T, string>> }> => {
    const result = (await loadSchema()).safeParse(next);
    if (result.success) return { data: result.data as T, errors: {} };
    const found: Partial<Record<keyof T, string>> = {};
    for (const issue of result.error.issues) found[String(issue.path[0]) as keyof T] ??= issue.message;
    return { errors: found };
  };

  const focusFirst = (names: (keyof T)[]) => {
    const first = Object.keys(initial).find((name) => names.includes(name));
    if (first) elements.current[first as keyof T]?.focus();
  };

  const change = async (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!submitted) return;
    const found = (await check(next)).errors;
    setErrors((current) => ({ ...current, [name]: found[name] }));
  };

  /** What showApiErrors needs of a form: a message at a field, and maybe the focus. */
  const target = {
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      setErrors((current) => ({ ...current, [name]: error.message }));
      if (options?.shouldFocus) elements.current[name as keyof T]?.focus();
    },
  };

  const handleSubmit = (onValid: (data: T) => Promise<void>) => async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await check(values);
      setErrors(result.errors);
      if (result.data) await onValid(result.data);
      else focusFirst(Object.keys(result.errors) as (keyof T)[]);
    } finally {
      setSubmitting(false);
    }
  };

  /** Back to no changes, from `next` (or the first values): messages go, the next submission starts afresh. */
  const reset = (next: T = initial) => {
    setValues(next);
    setSaved(next);
    setErrors({});
    setSubmitted(false);
  };

  const register = (name: keyof T & string) => ({
    id: name,
    name,
    value: values[name],
    ref: (element: HTMLElement | null) => {
      elements.current[name] = element;
    },
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void change(name, event.target.value),
  });

  const dirty = Object.keys(initial).some((name) => values[name] !== saved[name]);
  return { values, errors, submitting, dirty, register, handleSubmit, reset, target };
}

export function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useSmallForm<TimeZoneValues>({ timeZone: timeZone as TimeZoneValues["timeZone"] }, () =>
    loadSchemas().then((m) => m.updateProfileSchema),
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await callApi(foundationApi.updateMyself, { body: values });
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: ["myself"] });
      snackbar.show("Time zone saved", "success");
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form: form.target, fields: ["timeZone"], snackbar, what: "Could not save the time zone" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField label="Time zone" htmlFor="timeZone" error={form.errors.timeZone} className="min-w-56">
        <Select {...form.register("timeZone")}>
          {TIME_ZONE_CODES.map((code) => (
            <option key={code} value={code}>
              {TIME_ZONE_LABELS[code]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" variant="secondary" loading={form.submitting} disabled={!form.dirty}>
        Save time zone
      </Button>
    </form>
  );
}

const NO_PASSWORDS: PasswordValues = { currentPassword: "", password: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const snackbar = useSnackbar();
  const form = useSmallForm<PasswordValues>(NO_PASSWORDS, () => loadSchemas().then((m) => m.changePasswordFormSchema));
  const { errors } = form;
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await callApi(foundationApi.changeOwnPassword, { body: { currentPassword, password } });
      form.reset();
      snackbar.show("Your password has been changed", "success");
    } catch (error) {
      showApiErrors(error, {
        form: form.target,
        fields: ["currentPassword", "password", "confirmPassword"],
        snackbar,
        what: "Could not change the password",
        fieldsSnackbar: null,
      });
    }
  });
  const field = (name: keyof PasswordValues, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} htmlFor={name} error={errors[name]} hint={errors[name] ? undefined : hint}>
      <Input
        type="password"
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(name, { error: errors[name], hint: errors[name] ? undefined : hint })}
        {...form.register(name)}
      />
    </FormField>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {field("currentPassword", "Current password", "current-password")}
      {field("password", "New password", "new-password", PASSWORD_RULE_MESSAGE)}
      {field("confirmPassword", "Confirm new password", "new-password")}
      <div className="flex justify-end">
        <Button type="submit" loading={form.submitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
