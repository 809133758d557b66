"use client";

import { Pencil } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { ReviewSection } from "@/lib/quotations/wizard-review";

/**
 * The review under the wizard's last step (D119): each earlier step's values, with an "Edit"
 * button that opens that step (the wizard then offers "Back to review").
 */
export function WizardReview({ sections, onEdit }: { sections: ReviewSection[]; onEdit: (step: number) => void }) {
  return (
    <section aria-labelledby="wizard-review-title" className="mt-6 border-t border-slate-200 pt-5" data-testid="wizard-review">
      <h3 id="wizard-review-title" className="text-sm font-semibold text-slate-900">
        Review before submitting
      </h3>
      <p className="mt-0.5 text-sm text-slate-500">What you entered in the earlier steps. Edit a step to change it.</p>
      <div className="mt-3 grid gap-3 @2xl:grid-cols-2">
        {sections.map((section) => (
          <section
            key={section.key}
            aria-labelledby={`wizard-review-${section.key}`}
            className="rounded-md border border-slate-200 px-3 py-2.5"
            data-testid={`review-${section.key}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h4 id={`wizard-review-${section.key}`} className="text-sm font-semibold text-slate-800">
                {section.title}
              </h4>
              <button
                type="button"
                onClick={() => onEdit(section.step)}
                aria-label={`Edit ${section.title}`}
                className="inline-flex cursor-pointer items-center gap-1 rounded px-1.5 py-0.5 text-sm font-medium text-accent-700 hover:bg-accent-50 hover:underline"
              >
                <Icon node={Pencil} aria-hidden className="size-3.5" />
                Edit
              </button>
            </div>
            <dl className="mt-1.5 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr]">
              {section.items.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="text-slate-500">{item.label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
