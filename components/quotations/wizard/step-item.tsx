"use client";

import { useFormValue } from "@/components/forms/form-store";
import { EVENT_TYPES, PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD } from "@/lib/quotations/quotation-labels";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { Section, SelectField, TextField } from "./fields";
import { daysOf } from "./wizard-logic";

const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((t) => ({ value: t, label: t }));

/** Step 4: the event or the promotion chosen in step 3. */
export function StepItem() {
  const kind = useFormValue<QuotationFormValues, "kind">("kind");
  return kind === "PROMOTION" ? <PromotionFields /> : <EventFields />;
}

function EventFields() {
  const from = useFormValue<QuotationFormValues, "event.dateFrom">("event.dateFrom");
  const until = useFormValue<QuotationFormValues, "event.dateUntil">("event.dateUntil");
  const days = daysOf(from, until).length;
  return (
    <div className="space-y-6">
      <Section>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField name="event.name" label="Event name" required />
          <SelectField name="event.type" label="Event type" required placeholder="Choose event type" options={EVENT_TYPE_OPTIONS} />
        </div>
      </Section>
      <Section title="Dates of coverage" description="The event's first and last day; every day in between is covered.">
        <div className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-4">
          <TextField name="event.dateFrom" label="Date from" type="date" required />
          <TextField name="event.dateUntil" label="Date until" type="date" required />
          {days > 0 ? (
            <p className="self-start text-sm text-slate-600 @md:col-span-2 @2xl:col-span-2 @2xl:mt-8" data-testid="event-days">
              {days === 1 ? "1 day covered" : `${days} days covered`}
            </p>
          ) : null}
        </div>
      </Section>
      <Section title="Hours of coverage" description="The hours covered on each day, in the event's local time.">
        <div className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-4">
          <TextField name="event.hoursFrom" label="Hours from" type="time" required />
          <TextField name="event.hoursTo" label="Hours to" type="time" required />
        </div>
      </Section>
    </div>
  );
}

function PromotionFields() {
  return (
    <div className="space-y-6">
      <Section>
        <div className="grid gap-4 @xl:grid-cols-2">
          <TextField name="promotion.name" label="Promotion name" required />
          <TextField
            name="promotion.finalEstimatedSales"
            money
            label="Final estimated sales"
            required
            prefix="$"
            inputMode="decimal"
            hint="The sales expected during the promotional period."
          />
        </div>
      </Section>
      <Section title="Promotional period" description="The days on which the promotion runs.">
        <div className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-4">
          <TextField name="promotion.periodFrom" label="Period from" type="date" required />
          <TextField name="promotion.periodUntil" label="Period until" type="date" required />
        </div>
      </Section>
      <Section title="Promotion date" description="The day whose weather decides the promotion.">
        <div className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-4">
          <TextField
            name="promotion.promotionDate"
            label="Promotion date"
            type="date"
            required
            hint={`At least ${PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD} days after the period ends.`}
          />
        </div>
      </Section>
    </div>
  );
}
