"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { callApi } from "@/lib/api/client";
import * as settingsApi from "@/lib/api/operations/settings";
import { fractionToPercent } from "@/lib/settings/number-input";
import {
  stateFeeFormSchema,
  stateFeeUpdateFromForm,
  type StateFeeFormInput,
  type StateFeeFormOutput,
} from "@/lib/settings/state-fee-schema";
import { STATE_FEE_AUDIT_FIELDS } from "@/lib/settings/audit-fields";
import { SettingsEditDialog } from "./settings-edit-dialog";
import type { DialogState } from "@/components/ui/dialog-on-use";

export type EditableStateFee = { id: number; state: string; name: string; tax: string; stampingFee: string; description: string };

const FIELDS = ["tax", "stampingFee", "description"] as const;

function formValues(fee: EditableStateFee): StateFeeFormInput {
  return { tax: fractionToPercent(fee.tax), stampingFee: fractionToPercent(fee.stampingFee), description: fee.description };
}

/** The dialog of a state-fee row's "Edit" button: the form and the state's history. */
export function StateFeeEditDialog({ fee, open, onOpenChange }: { fee: EditableStateFee } & DialogState) {
  return (
    <SettingsEditDialog<StateFeeFormInput, StateFeeFormOutput>
      open={open}
      onOpenChange={onOpenChange}
      title={`${fee.name} (${fee.state})`}
      description="Surplus-lines premium tax and stamping fee, as percent of the premium."
      resolver={zodResolver(stateFeeFormSchema)}
      values={formValues(fee)}
      fields={FIELDS}
      save={(values) => callApi(settingsApi.updateStateFee, { params: { stateFeeId: fee.id }, body: stateFeeUpdateFromForm(values) })}
      savedMessage={`${fee.name}: state fee saved`}
      failure={`Could not save the state fee of ${fee.name}`}
      audit={{ subjectType: "StateFee", subjectId: fee.id, fields: STATE_FEE_AUDIT_FIELDS }}
    >
      {(field) => (
        <>
          {field.percent("tax", "Tax (%)")}
          {field.percent("stampingFee", "Stamping fee (%)")}
          {field.text("description", "Description", { hint: "What the tax and fee consist of; at most 500 characters.", rows: 4 })}
        </>
      )}
    </SettingsEditDialog>
  );
}
