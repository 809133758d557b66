"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { maintenanceNotice } from "@/lib/settings/maintenance-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { FORM_ERROR } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";

type Values = { maintenanceMode: boolean; maintenanceModeMessage: string };

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
    if (saved.maintenanceMode && !savedOn.current) setConfirming(saved);
    else await save(saved).catch(() => undefined);
  });

  const shownMessage = confirming ? maintenanceNotice({ on: true, message: confirming.maintenanceModeMessage }).message : null;
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
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        size="md"
        destructive
        title="Take the portal offline?"
        description="Everyone but admins is shut out until you switch maintenance mode off."
        confirmLabel="Turn maintenance mode on"
        cancelLabel="Keep the portal open"
        onConfirm={() => save(confirming!)}
      >
        <div className="space-y-3 text-sm text-slate-700" data-testid="maintenance-confirmation">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Brokers and underwriters are blocked: their next page is the maintenance page, what they send is refused, and they cannot sign
              in.{" "}
              <strong data-testid="maintenance-signed-in">
                {signedInNonAdmins === 0
                  ? "None of them is signed in now."
                  : signedInNonAdmins === 1
                    ? "1 of them is signed in now."
                    : `${signedInNonAdmins} of them are signed in now.`}
              </strong>
            </li>
            <li>Admins keep working and can still sign in.</li>
          </ul>
          <div>
            <p className="font-medium text-slate-900">They will see:</p>
            <blockquote
              className="mt-1 whitespace-pre-line rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800"
              data-testid="maintenance-confirmation-message"
            >
              {shownMessage}
            </blockquote>
          </div>
        </div>
      </ConfirmDialog>
    </form>
  );
}
