"use client";

import { useRouter } from "next/navigation";
import { callApi } from "@/lib/api/client";
import * as foundationApi from "@/lib/api/operations/foundation";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSnackbar } from "@/components/ui/snackbar";
import { showApiErrors } from "@/components/forms/api-errors";
import { useSchemaForm } from "@/components/forms/use-schema-form";

export type InvoiceSettingsValues = {
  invoicePaymentDays: string;
  invoicePaymentTerms: string;
  invoiceRemittanceDetails: string;
  creditNoteSettlement: string;
};

type Limits = Record<"invoicePaymentTerms" | "invoiceRemittanceDetails" | "creditNoteSettlement", number>;

const FIELDS = ["invoicePaymentDays", "invoicePaymentTerms", "invoiceRemittanceDetails", "creditNoteSettlement"] as const;

const loadSchema = () => import("@/lib/settings/config-schema").then((m) => m.invoiceSettingsSchema);

const HINTS = {
  invoicePaymentDays: "0 to 365. An invoice is due this many days after its issue day; a credit note is settled by then.",
  invoicePaymentTerms: "Printed on every invoice as entered, line by line.",
  invoiceRemittanceDetails:
    "How to pay: bank, routing and account numbers, or a postal address. Printed as entered; leave empty to print none.",
  creditNoteSettlement: "One sentence printed on every credit note (a return of premium) instead of the payment terms.",
};

/**
 * What invoices and credit notes print about payment (Settings › Invoices). Each invoice keeps the
 * values of the day it was issued, so a change applies to invoices issued from now on.
 */
export function InvoiceSettingsForm({ initial, limits }: { initial: InvoiceSettingsValues; limits: Limits }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { errors, isSubmitting, dirty, register, handleSubmit, reset, form } = useSchemaForm({ initial, loadSchema });

  const onSubmit = handleSubmit(async (saved) => {
    try {
      await callApi(foundationApi.updateConfig, { body: saved });
      reset({ ...saved, invoicePaymentDays: String(saved.invoicePaymentDays) });
      snackbar.show("Invoice settings saved", "success");
      router.refresh();
    } catch (error) {
      showApiErrors(error, { form, fields: FIELDS, snackbar, what: "Could not save the invoice settings" });
    }
  });

  const describedBy = (name: (typeof FIELDS)[number]) => fieldDescribedBy(name, { error: errors[name], hint: HINTS[name] });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Card role="group" aria-labelledby="invoice-settings-invoices">
        <CardHeader
          title="Invoices"
          titleId="invoice-settings-invoices"
          description="The due date, payment terms and remittance details printed on invoices and listed with them."
        />
        <CardBody className="grid gap-4">
          <FormField
            label="Payment days"
            htmlFor="invoicePaymentDays"
            error={errors.invoicePaymentDays}
            hint={HINTS.invoicePaymentDays}
            required
          >
            <div className="max-w-40">
              <AffixInput
                suffix="days"
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={!!errors.invoicePaymentDays}
                aria-describedby={describedBy("invoicePaymentDays")}
                {...register("invoicePaymentDays")}
              />
            </div>
          </FormField>
          <FormField
            label="Payment terms"
            htmlFor="invoicePaymentTerms"
            error={errors.invoicePaymentTerms}
            hint={HINTS.invoicePaymentTerms}
          >
            <Textarea
              rows={3}
              maxLength={limits.invoicePaymentTerms}
              aria-invalid={!!errors.invoicePaymentTerms}
              aria-describedby={describedBy("invoicePaymentTerms")}
              {...register("invoicePaymentTerms")}
            />
          </FormField>
          <FormField
            label="Remittance details"
            htmlFor="invoiceRemittanceDetails"
            error={errors.invoiceRemittanceDetails}
            hint={HINTS.invoiceRemittanceDetails}
          >
            <Textarea
              rows={4}
              maxLength={limits.invoiceRemittanceDetails}
              placeholder={"e.g. Harbor Bank, ABA routing 011000138\nAccount 4455667788, Summit Specialty Underwriters LLC"}
              aria-invalid={!!errors.invoiceRemittanceDetails}
              aria-describedby={describedBy("invoiceRemittanceDetails")}
              {...register("invoiceRemittanceDetails")}
            />
          </FormField>
        </CardBody>
      </Card>
      <Card role="group" aria-labelledby="invoice-settings-credit-notes">
        <CardHeader
          title="Credit notes"
          titleId="invoice-settings-credit-notes"
          description="A return of premium (a cancellation, or an endorsement that lowers the premium) is credited to the broker."
        />
        <CardBody>
          <FormField
            label="How the credit is returned"
            htmlFor="creditNoteSettlement"
            error={errors.creditNoteSettlement}
            hint={HINTS.creditNoteSettlement}
          >
            <Input
              maxLength={limits.creditNoteSettlement}
              autoComplete="off"
              aria-invalid={!!errors.creditNoteSettlement}
              aria-describedby={describedBy("creditNoteSettlement")}
              {...register("creditNoteSettlement")}
            />
          </FormField>
        </CardBody>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
