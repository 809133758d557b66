import { formatMoney } from "@/lib/format/money";
import { normaliseDecimal } from "@/lib/format/typed-decimal";
import { CLAIMS_VERIFICATION_SOURCE_LABELS, PERIL_LABELS, PERIL_THRESHOLD_UNITS, PERILS } from "@/lib/rater/perils";
import { OFFER_KIND_LABELS, PERILS_WITH_THRESHOLD } from "./quotation-labels";
import type { QuotationFormValues } from "./quotation-schema";
import { WIZARD_STEPS, type WizardStepKey } from "./wizard-steps";

// The review at the end of the quotation wizard (docs/decisions.md D119): each earlier step's
// values as the broker entered them, in the steps' order, for a last look before Submit. Pure, no
// React: the wizard shows it under the last step with an "Edit" link back to each step.

export type ReviewItem = { label: string; value: string };
export type ReviewSection = { key: WizardStepKey; step: number; title: string; items: ReviewItem[] };

/** What the review shows for a value left empty. */
export const NOT_GIVEN = "—";

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : NOT_GIVEN);

/** An amount as typed ("10,000", "$2500.5") in dollars ("$10,000.00"); anything else as typed. */
function money(value: string): string {
  const d = normaliseDecimal(value);
  return d === null ? text(value) : formatMoney(d);
}

function address(a: { street: string; city: string; state: string; zipCode: string }): string {
  const place = [a.city.trim(), [a.state.trim(), a.zipCode.trim()].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return text([a.street.trim(), place].filter(Boolean).join(", "));
}

/** "from – until", or the one given. */
function span(from: string, until: string, format: (v: string) => string): string {
  const a = from.trim() ? format(from.trim()) : "";
  const b = until.trim() ? format(until.trim()) : "";
  return a && b ? `${a} – ${b}` : text(a || b);
}

/**
 * The review of the wizard's values: one section per step before the last (the last one, Previous
 * Loss History, is on screen with it), each item labelled as its field is. `brokerName` names the
 * chosen broker (null when unknown), `formatDay` writes a YYYY-MM-DD day in the user's format.
 */
export function wizardReview(
  values: QuotationFormValues,
  options: { brokerName: string | null; formatDay: (day: string) => string },
): ReviewSection[] {
  const { formatDay } = options;
  const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v) : v);
  const items: Record<Exclude<WizardStepKey, "lossHistory">, ReviewItem[]> = {
    broker: [{ label: "Broker", value: text(options.brokerName) }],
    applicant: [
      { label: "Applicant name", value: text(values.applicant.name) },
      { label: "Email", value: text(values.applicant.email) },
      { label: "Address", value: address(values.applicant) },
    ],
    offer: [{ label: "Offer", value: values.kind ? OFFER_KIND_LABELS[values.kind] : NOT_GIVEN }],
    item:
      values.kind === "PROMOTION"
        ? [
            { label: "Promotion name", value: text(values.promotion.name) },
            { label: "Period", value: span(values.promotion.periodFrom, values.promotion.periodUntil, day) },
            {
              label: "Promotion date",
              value: values.promotion.promotionDate.trim() ? day(values.promotion.promotionDate.trim()) : NOT_GIVEN,
            },
            { label: "Final estimated sales", value: money(values.promotion.finalEstimatedSales) },
          ]
        : [
            { label: "Event name", value: text(values.event.name) },
            { label: "Event type", value: text(values.event.type) },
            { label: "Dates", value: span(values.event.dateFrom, values.event.dateUntil, day) },
            { label: "Hours", value: span(values.event.hoursFrom, values.event.hoursTo, (v) => v) },
          ],
    details: [
      { label: "Location name", value: text(values.location.name) },
      { label: "Location address", value: address(values.location) },
      { label: "Limit per day", value: money(values.limitPerDay) },
      { label: "Deductible", value: money(values.deductible) },
    ],
    perils: [
      {
        label: "Perils",
        value: text(
          PERILS.filter((p) => values.perils.includes(p))
            .map((p) => PERIL_LABELS[p])
            .join(", "),
        ),
      },
    ],
    coverage: [
      ...PERILS.filter((p) => values.perils.includes(p)).map((peril) => {
        const entry = values.coverage[peril];
        const unit = PERIL_THRESHOLD_UNITS[peril];
        const threshold = PERILS_WITH_THRESHOLD.includes(peril) && entry?.threshold?.trim() ? `${entry.threshold.trim()} ${unit}` : null;
        const limit = entry?.limitPerDay?.trim() ? `${money(entry.limitPerDay)} a day` : null;
        return { label: PERIL_LABELS[peril], value: text([threshold, limit].filter(Boolean).join(", ")) };
      }),
      { label: "Claims verification source", value: CLAIMS_VERIFICATION_SOURCE_LABELS[values.claimsVerificationSource] },
    ],
  };
  return WIZARD_STEPS.flatMap((s, step) => {
    if (s.key === "lossHistory") return [];
    const title = s.key === "item" && values.kind ? OFFER_KIND_LABELS[values.kind] : s.title;
    return [{ key: s.key, step, title, items: items[s.key] }];
  });
}
