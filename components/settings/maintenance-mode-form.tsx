"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { Button } from "@/components/ui/button";
import { LoadOnOpen, preloadOn } from "@/components/ui/load-on-open";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { FORM_ERROR } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";

type Values = { maintenanceMode: boolean; maintenanceModeMessage: string };

const loadConfirmation = () => import("./maintenance-confirm-dialog");
const MaintenanceConfirmDialog = React.lazy(() => loadConfirmation().then((m) => ({ default: m.MaintenanceConfirmDialog })));

const loadSchema = () => import("@/lib/settings/config-schema").then((m) => m.maintenanceModeSchema);

/**
 * The maintenance-mode switch and message. Saving it on while it was off asks first (D119): who is
 * shut out (everyone but admins, and how many of them are signed in now) and the message they will
 * see; saving it off, or a new message while it is on, saves at once.
 */
export function MaintenanceModeForm({ initial, signedInNonAdmins }: { initial: Values; signedInNonAdmins: number }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { values, errors, isSubmitting, dirty, register, setValue, handleSubmit, reset } = useSchemaForm({ initial, loadSchema });
  const error = errors.maintenanceModeMessage;
  // Whether maintenance is on as last saved, and the values waiting for the confirmation.
  const savedOn = React.useRef(initial.maintenanceMode);
  const [confirming, setConfirming] = React.useState<Values | null>(null);
  const [asking, setAsking] = React.useState(false);

  /** Saves; a failure shows the snackbar and throws (the confirmation stays open). */
  async function save(saved: Values) {
    try {
      await callApi(foundationApi.updateConfig, { body: saved });
    } catch (failure) {
      snackbar.show(FORM_ERROR, "error");
      throw failure;
    }
    savedOn.current = saved.maintenanceMode;
    reset(saved);
    snackbar.show(saved.maintenanceMode ? "Maintenance mode is on" : "Maintenance mode is off", "success");
    router.refresh();
  }

  // The values as saved: the message trimmed.
  const onSubmit = handleSubmit(async (saved) => {
    if (saved.maintenanceMode && !savedOn.current) {
      setConfirming(saved);
      setAsking(true);
    } else await save(saved).catch(() => undefined);
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
        <Button type="submit" loading={isSubmitting} disabled={!dirty} {...preloadOn(loadConfirmation)}>
          Save
        </Button>
      </div>
      <LoadOnOpen open={asking}>
        <MaintenanceConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          message={confirming?.maintenanceModeMessage ?? ""}
          signedInNonAdmins={signedInNonAdmins}
          onConfirm={() => save(confirming!)}
        />
      </LoadOnOpen>
    </form>
  );
}
