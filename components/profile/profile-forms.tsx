"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
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
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";

type TimeZoneValues = { timeZone: (typeof TIME_ZONE_CODES)[number] };
type PasswordValues = { currentPassword: string; password: string; confirmPassword: string };

const loadSchemas = () => import("@/lib/users/profile-schemas");
const timeZoneResolver = lazyZodResolver<TimeZoneValues>(() => loadSchemas().then((m) => m.updateProfileSchema));
const passwordResolver = lazyZodResolver<PasswordValues>(() => loadSchemas().then((m) => m.changePasswordFormSchema));

export function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const form = useForm<TimeZoneValues>({
    resolver: timeZoneResolver,
    defaultValues: { timeZone: timeZone as (typeof TIME_ZONE_CODES)[number] },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await callApi(foundationApi.updateMyself, { body: values });
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: ["myself"] });
      snackbar.show("Time zone saved", "success");
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields: ["timeZone"], snackbar, what: "Could not save the time zone" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField label="Time zone" htmlFor="timeZone" error={form.formState.errors.timeZone?.message} className="min-w-56">
        <Select id="timeZone" {...form.register("timeZone")}>
          {TIME_ZONE_CODES.map((code) => (
            <option key={code} value={code}>
              {TIME_ZONE_LABELS[code]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
        Save time zone
      </Button>
    </form>
  );
}

export function ChangePasswordForm() {
  const snackbar = useSnackbar();
  const form = useForm<PasswordValues>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await callApi(foundationApi.changeOwnPassword, { body: { currentPassword, password } });
      form.reset();
      snackbar.show("Your password has been changed", "success");
    } catch (error) {
      showApiErrors(error, {
        form,
        fields: ["currentPassword", "password", "confirmPassword"],
        snackbar,
        what: "Could not change the password",
        fieldsSnackbar: null,
      });
    }
  });
  const field = (name: keyof PasswordValues, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} htmlFor={name} error={errors[name]?.message} hint={errors[name] ? undefined : hint}>
      <Input
        id={name}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(name, { error: errors[name]?.message, hint: errors[name] ? undefined : hint })}
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
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
