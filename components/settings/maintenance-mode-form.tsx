"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { useSnackbar } from "@/components/ui/snackbar";

type Values = { maintenanceMode: boolean; maintenanceModeMessage: string };

// The page's only form has one field that can be wrong, so it keeps its state itself instead of
// loading react-hook-form (some 15 KB gzip, issue 16 §3); the schema loads at the first save.
const loadSchema = () => import("@/lib/settings/config-schema").then((m) => m.maintenanceModeSchema);

/** The message of the first issue with the values, or the values as they are saved (the message trimmed). */
async function check(values: Values): Promise<{ values: Values } | { error: string }> {
  const result = (await loadSchema()).safeParse(values);
  return result.success ? { values: result.data } : { error: result.error.issues[0]?.message ?? "" };
}

export function MaintenanceModeForm({ initial }: { initial: Values }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [saved, setSaved] = React.useState(initial);
  const [values, setValues] = React.useState(initial);
  const [error, setError] = React.useState<string | null>(null);
  const [submitting, setSubmitting] = React.useState(false);
  const message = React.useRef<HTMLTextAreaElement>(null);
  const dirty = values.maintenanceMode !== saved.maintenanceMode || values.maintenanceModeMessage !== saved.maintenanceModeMessage;

  const change = async (next: Values) => {
    setValues(next);
    // Once a message was refused, it is checked again at each change, so that it goes once fixed.
    if (error !== null) {
      const checked = await check(next);
      setError("error" in checked ? checked.error : null);
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const checked = await check(values);
      if ("error" in checked) {
        setError(checked.error);
        message.current?.focus();
        return;
      }
      setError(null);
      try {
        await callApi(foundationApi.updateConfig, { body: checked.values });
        setSaved(checked.values);
        setValues(checked.values);
        snackbar.show(checked.values.maintenanceMode ? "Maintenance mode is on" : "Maintenance mode is off", "success");
        router.refresh();
      } catch {
        snackbar.show("There was an error submitting your request. Please, check the form and try again.", "error");
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Switch
        label="Maintenance mode"
        description="When on, everyone but admins sees the maintenance page and every API call answers 503."
        checked={values.maintenanceMode}
        onCheckedChange={(maintenanceMode) => void change({ ...values, maintenanceMode })}
      />
      <FormField label="Message shown to users" htmlFor="maintenanceModeMessage" error={error ?? undefined}>
        <Textarea
          ref={message}
          id="maintenanceModeMessage"
          name="maintenanceModeMessage"
          rows={4}
          placeholder="e.g. We are upgrading the portal until 10:00 EST."
          aria-invalid={error !== null}
          aria-describedby={fieldDescribedBy("maintenanceModeMessage", { error: error ?? undefined })}
          value={values.maintenanceModeMessage}
          onChange={(e) => void change({ ...values, maintenanceModeMessage: e.target.value })}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={submitting} disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
