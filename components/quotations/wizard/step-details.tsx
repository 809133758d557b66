"use client";

import { useFormStore, useFormValue } from "@/components/forms/form-store";
import { Copy } from "lucide";
import { Icon } from "@/components/ui/icon";
import { normaliseDecimal } from "@/lib/format/typed-decimal";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { Button } from "@/components/ui/button";
import { AddressFields } from "./address-fields";
import { Section, TextField } from "./fields";
import { formatMoney } from "@/lib/format/money";

/** Half of a normalised decimal string, exactly ("12500.5" → "6250.25"). */
function halfOf(decimal: string): string {
  const negative = decimal.startsWith("-");
  const [whole, fraction = ""] = decimal.replace(/^-/, "").split(".");
  const digits = (BigInt(whole + fraction) * BigInt(5)).toString().padStart(fraction.length + 2, "0");
  const point = digits.length - fraction.length - 1;
  return `${negative ? "-" : ""}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Step 5: where the event or promotion takes place, the limit per day and the deductible. */
export function StepDetails() {
  const store = useFormStore<QuotationFormValues>();
  const kind = useFormValue<QuotationFormValues, "kind">("kind");
  const sales = useFormValue<QuotationFormValues, "promotion.finalEstimatedSales">("promotion.finalEstimatedSales");
  const salesAmount = kind === "PROMOTION" ? normaliseDecimal(sales) : null;

  function sameAsApplicant() {
    const applicant = store.getValues("applicant");
    for (const key of ["street", "city", "state", "zipCode"] as const) store.setValue(`location.${key}`, applicant[key]);
    store.clearErrors(["location.street", "location.city", "location.state", "location.zipCode"]);
  }

  return (
    <div className="space-y-6">
      <Section
        title="Location"
        description={
          kind === "PROMOTION"
            ? "Where the promotion's weather is observed, usually the store."
            : "Where the event takes place. The rater uses the weather station nearest to its ZIP code."
        }
        actions={
          <Button variant="secondary" size="sm" onClick={sameAsApplicant}>
            <Icon node={Copy} aria-hidden />
            Same as applicant
          </Button>
        }
      >
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField name="location.name" label="Location name" required hint="e.g. the venue, park or store." />
        </div>
        <AddressFields prefix="location" />
      </Section>
      <Section title="Limit and deductible">
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField
            name="limitPerDay"
            money
            label="Limit per day"
            required
            prefix="$"
            inputMode="decimal"
            hint={
              salesAmount
                ? `At least half of the final estimated sales: ${formatMoney(halfOf(salesAmount))}.`
                : "The most paid for one covered day; each peril's limit can be lower."
            }
          />
          <TextField
            name="deductible"
            money
            label="Deductible"
            required
            prefix="$"
            inputMode="decimal"
            hint="Deducted from each claim; 0 for none."
          />
        </div>
      </Section>
    </div>
  );
}
