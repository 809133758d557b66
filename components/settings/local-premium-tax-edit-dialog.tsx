"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { callApi } from "@/lib/api/client";
import * as settingsApi from "@/lib/api/operations/settings";
import { fractionToPercent } from "@/lib/settings/number-input";
import {
  localPremiumTaxFormSchema,
  localPremiumTaxUpdateFromForm,
  type LocalPremiumTaxFormInput,
  type LocalPremiumTaxFormOutput,
} from "@/lib/settings/local-premium-tax-schema";
import { LOCAL_PREMIUM_TAX_AUDIT_FIELDS } from "@/lib/settings/audit-fields";
import { SettingsEditDialog } from "./settings-edit-dialog";
import type { DialogState } from "@/components/ui/dialog-on-use";

export type EditableLocalPremiumTax = {
  id: number;
  name: string;
  kind: "CITY" | "COUNTY";
  county: string;
  rate: string;
  note: string;
  source: string;
};

const FIELDS = ["rate", "note"] as const;

function formValues(row: EditableLocalPremiumTax): LocalPremiumTaxFormInput {
  return { rate: fractionToPercent(row.rate), note: row.note };
}

/** The dialog of a Kentucky taxing jurisdiction's "Edit" button: its rate and note, with its history (D80). */
export function LocalPremiumTaxEditDialog({ row, open, onOpenChange }: { row: EditableLocalPremiumTax } & DialogState) {
  return (
    <SettingsEditDialog<LocalPremiumTaxFormInput, LocalPremiumTaxFormOutput>
      open={open}
      onOpenChange={onOpenChange}
      title={`${row.name}, Kentucky`}
      description={`Local government premium tax on "All other risks" for risks located in this ${row.kind === "CITY" ? `city (${row.county} County)` : "county"}. Invoices issued before keep their rate.`}
      resolver={zodResolver(localPremiumTaxFormSchema)}
      values={formValues(row)}
      fields={FIELDS}
      save={(values) =>
        callApi(settingsApi.updateLocalPremiumTax, { params: { localTaxId: row.id }, body: localPremiumTaxUpdateFromForm(values) })
      }
      savedMessage={`${row.name}: local premium tax saved`}
      failure={`Could not save the local premium tax of ${row.name}`}
      audit={{ subjectType: "LocalPremiumTax", subjectId: row.id, fields: LOCAL_PREMIUM_TAX_AUDIT_FIELDS }}
    >
      {(field) => (
        <>
          {field.percent("rate", "Rate (%)")}
          {field.text("note", "Note", { hint: "Minimum taxes, tax codes, where the rate applies; at most 500 characters.", rows: 3 })}
          {row.source && (
            <p className="text-xs text-slate-500 sm:col-span-2">
              <span className="font-medium text-slate-600">Source: </span>
              {row.source}
            </p>
          )}
        </>
      )}
    </SettingsEditDialog>
  );
}
