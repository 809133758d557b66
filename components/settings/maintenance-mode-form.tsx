"use client";

import { useRouter } from "next/navigation";
import { useForm, Controller } from "react-hook-form";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";

type Values = { maintenanceMode: boolean; maintenanceModeMessage: string };

const resolver = lazyZodResolver<Values>(() => import("@/lib/settings/config-schema").then((m) => m.maintenanceModeSchema));

export function MaintenanceModeForm({ initial }: { initial: Values }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await callApi(foundationApi.updateConfig, { body: values });
      form.reset(values);
      snackbar.show(values.maintenanceMode ? "Maintenance mode is on" : "Maintenance mode is off", "success");
      router.refresh();
    } catch {
      snackbar.show("There was an error submitting your request. Please, check the form and try again.", "error");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={form.control}
        name="maintenanceMode"
        render={({ field }) => (
          <Switch
            label="Maintenance mode"
            description="When on, everyone but admins sees the maintenance page and every API call answers 503."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormField label="Message shown to users" htmlFor="maintenanceModeMessage" error={errors.maintenanceModeMessage?.message}>
        <Textarea
          id="maintenanceModeMessage"
          rows={4}
          placeholder="e.g. We are upgrading the portal until 10:00 EST."
          aria-invalid={!!errors.maintenanceModeMessage}
          aria-describedby={fieldDescribedBy("maintenanceModeMessage", { error: errors.maintenanceModeMessage?.message })}
          {...form.register("maintenanceModeMessage")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
