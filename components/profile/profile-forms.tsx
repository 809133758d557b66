"use client";

import { useRouter } from "next/navigation";
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
import { useSchemaForm } from "@/components/forms/use-schema-form";

type TimeZoneValues = { timeZone: (typeof TIME_ZONE_CODES)[number] };
type PasswordValues = { currentPassword: string; password: string; confirmPassword: string };

const loadSchemas = () => import("@/lib/users/profile-schemas");

export function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { errors, isSubmitting, dirty, register, handleSubmit, reset, form } = useSchemaForm({
    initial: { timeZone: timeZone as TimeZoneValues["timeZone"] },
    loadSchema: () => loadSchemas().then((m) => m.updateProfileSchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await callApi(foundationApi.updateMyself, { body: values });
      reset(values);
      await queryClient.invalidateQueries({ queryKey: ["myself"] });
      snackbar.show("Time zone saved", "success");
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields: ["timeZone"], snackbar, what: "Could not save the time zone" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField label="Time zone" htmlFor="timeZone" error={errors.timeZone} className="min-w-56">
        <Select {...register("timeZone")}>
          {TIME_ZONE_CODES.map((code) => (
            <option key={code} value={code}>
              {TIME_ZONE_LABELS[code]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!dirty}>
        Save time zone
      </Button>
    </form>
  );
}

const NO_PASSWORDS: PasswordValues = { currentPassword: "", password: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const snackbar = useSnackbar();
  const { errors, isSubmitting, register, handleSubmit, reset, form } = useSchemaForm({
    initial: NO_PASSWORDS,
    loadSchema: () => loadSchemas().then((m) => m.changePasswordFormSchema),
  });
  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await callApi(foundationApi.changeOwnPassword, { body: { currentPassword, password } });
      reset();
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
    <FormField label={label} htmlFor={name} error={errors[name]} hint={errors[name] ? undefined : hint}>
      <Input
        type="password"
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={fieldDescribedBy(name, { error: errors[name], hint: errors[name] ? undefined : hint })}
        {...register(name)}
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
