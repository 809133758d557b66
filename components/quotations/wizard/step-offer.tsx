"use client";

import { Icon } from "@/components/ui/icon";
import { useField } from "@/components/forms/form-store";
import { CalendarDays, Megaphone } from "lucide";
import type { IconNode } from "@/components/ui/icon";
import { OFFER_KINDS } from "@/lib/quotations/quotation-labels";
import type { OfferKindName, QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { cn } from "@/components/ui/cn";
import { GroupError } from "./fields";
import { fieldId } from "./wizard-logic";

const OFFERS: Record<OfferKindName, { title: string; description: string; icon: IconNode }> = {
  EVENT: {
    title: "Event",
    description: "Covers an event on one or more days against the weather cancelling or spoiling it: concerts, fairs, sports, weddings.",
    icon: CalendarDays,
  },
  PROMOTION: {
    title: "Promotion",
    description:
      "Covers a sales promotion that pays out when the weather on the promotion date meets a condition, e.g. a refund if it snows.",
    icon: Megaphone,
  },
};

/** Step 3: event or promotion, as two cards that work as radio buttons. */
export function StepOffer() {
  const field = useField<QuotationFormValues, "kind">("kind");
  const error = field.error;
  return (
    <fieldset aria-describedby={error ? `${fieldId("kind")}-error` : undefined}>
      <legend className="mb-3 text-sm text-slate-600">What does the applicant want to insure?</legend>
      <div className="grid gap-3 @xl:grid-cols-2">
        {OFFER_KINDS.map((kind) => {
          const offer = OFFERS[kind];
          const icon = offer.icon;
          const checked = field.value === kind;
          return (
            <label
              key={kind}
              data-testid={`offer-${kind.toLowerCase()}`}
              className={cn(
                "relative flex cursor-pointer gap-3 rounded-md border bg-white p-4 text-sm transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
                checked
                  ? "border-accent-600 bg-accent-50/60 ring-1 ring-accent-600"
                  : error
                    ? "border-red-500"
                    : "border-slate-300 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={checked}
                onChange={() => field.onChange(kind)}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-md opacity-0"
                aria-labelledby={`offer-${kind}-title`}
                aria-describedby={`offer-${kind}-description`}
              />
              <span
                aria-hidden
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-md",
                  checked ? "bg-accent-600 text-white" : "bg-slate-100 text-slate-500",
                )}
              >
                <Icon node={icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span id={`offer-${kind}-title`} className="block font-semibold text-slate-900">
                  {offer.title}
                </span>
                <span id={`offer-${kind}-description`} className="mt-1 block text-slate-600">
                  {offer.description}
                </span>
              </span>
              <span
                aria-hidden
                className={cn(
                  "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border",
                  checked ? "border-accent-600 bg-accent-600" : "border-slate-300 bg-white",
                )}
              >
                {checked ? <span className="size-1.5 rounded-full bg-white" /> : null}
              </span>
            </label>
          );
        })}
      </div>
      <GroupError name="kind" className="mt-2" />
    </fieldset>
  );
}
