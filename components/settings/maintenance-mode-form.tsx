"use client";

import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { FORM_ERROR } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";

type Values = { maintenanceMode: boolean; maintenanceModeMessage: string };

const loadSchema = () => import("@/lib/settings/config-schema").then((m) => m.maintenanceModeSchema);

export function MaintenanceModeForm({ initial }: { initial: Values }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { values, errors, isSubmitting, dirty, register, setValue, handleSubmit, reset } = useSchemaForm({ initial, loadSchema });
  const error = errors.maintenanceModeMessage;

  // The values as saved: the message trimmed.
  const onSubmit = handleSubmit(async (saved) => {
    try {
      await callApi(foundationApi.updateConfig, { body: saved });
      reset(saved);
      snackbar.show(saved.maintenanceMode ? "Maintenance mode is on" : "Maintenance mode is off", "success");
      router.refresh();
    } catch {
      snackbar.show(FORM_ERROR, "error");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Switch
        label="Maintenance mode"
        description="When on, everyone but admins sees the maintenance page and every API call answers 503."
        checked={values.maintenanceMode}
        onCheckedChange={(maintenanceMode) => setValue("maintenanceMode", maintenanceMode)}
      />
      <FormField label="Message shown to users" htmlFor="maintenanceModeMessage" error={error}>
        <Textarea
          rows={4}
          placeholder="e.g. We are upgrading the portal until 10:00 EST."
          aria-invalid={!!error}
          aria-describedby={fieldDescribedBy("maintenanceModeMessage", { error })}
          {...register("maintenanceModeMessage")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
