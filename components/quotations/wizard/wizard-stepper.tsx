"use client";

import { Check } from "lucide";
import { Icon } from "@/components/ui/icon";
import { WIZARD_STEPS } from "@/lib/quotations/wizard-steps";
import { cn } from "@/components/ui/cn";

type StepState = "done" | "current" | "remaining";

const stateOf = (index: number, current: number): StepState => (index < current ? "done" : index === current ? "current" : "remaining");
const STATE_TEXT: Record<StepState, string> = { done: "completed", current: "current step", remaining: "not started" };

/**
 * The wizard's steps: done (a check, can be revisited), current and remaining (DESIGN.md §10).
 * A vertical list beside the form on wide screens, a compact bar above it on narrow ones.
 */
export function WizardStepper({ current, onGoTo, disabled }: { current: number; onGoTo: (index: number) => void; disabled?: boolean }) {
  return (
    <nav aria-label="Quotation steps" data-testid="wizard-stepper">
      {/* Wide: the full list. */}
      <ol className="hidden lg:block">
        {WIZARD_STEPS.map((step, index) => {
          const state = stateOf(index, current);
          const last = index === WIZARD_STEPS.length - 1;
          const content = (
            <>
              <span className="relative flex flex-col items-center self-stretch">
                <Marker index={index} state={state} />
                {!last ? (
                  <span aria-hidden className={cn("mt-1 w-px flex-1", state === "done" ? "bg-accent-500" : "bg-slate-200")} />
                ) : null}
              </span>
              <span className={cn("pb-5 pt-0.5 text-left text-sm leading-5", last && "pb-0")}>
                <span
                  className={cn(
                    "block",
                    state === "current"
                      ? "font-semibold text-slate-900"
                      : state === "done"
                        ? "font-medium text-slate-700"
                        : "text-slate-500",
                  )}
                >
                  {step.title}
                </span>
                <span className="sr-only">, {STATE_TEXT[state]}</span>
              </span>
            </>
          );
          return (
            <li key={step.key} data-state={state} aria-current={state === "current" ? "step" : undefined} className="flex">
              {state === "done" && !disabled ? (
                <button
                  type="button"
                  onClick={() => onGoTo(index)}
                  className="group flex w-full cursor-pointer gap-3 rounded-md text-left hover:[&_span.block]:text-accent-700 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  {content}
                </button>
              ) : (
                <div className="flex w-full gap-3">{content}</div>
              )}
            </li>
          );
        })}
      </ol>

      {/* Narrow: one row of markers and the current step's title. */}
      <div className="lg:hidden">
        <ol className="flex items-center">
          {WIZARD_STEPS.map((step, index) => {
            const state = stateOf(index, current);
            const last = index === WIZARD_STEPS.length - 1;
            return (
              <li
                key={step.key}
                data-state={state}
                aria-current={state === "current" ? "step" : undefined}
                className={cn("flex items-center", !last && "flex-1")}
              >
                {state === "done" && !disabled ? (
                  <button
                    type="button"
                    onClick={() => onGoTo(index)}
                    className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
                    title={step.title}
                  >
                    <Marker index={index} state={state} />
                    <span className="sr-only">
                      {step.title}, {STATE_TEXT[state]}
                    </span>
                  </button>
                ) : (
                  <span title={step.title}>
                    <Marker index={index} state={state} />
                    <span className="sr-only">
                      {step.title}, {STATE_TEXT[state]}
                    </span>
                  </span>
                )}
                {!last ? (
                  <span aria-hidden className={cn("mx-1 h-px flex-1", state === "done" ? "bg-accent-500" : "bg-slate-200")} />
                ) : null}
              </li>
            );
          })}
        </ol>
        <p className="mt-2 text-sm text-slate-600" aria-hidden>
          Step {current + 1} of {WIZARD_STEPS.length}: <span className="font-medium text-slate-900">{WIZARD_STEPS[current]?.title}</span>
        </p>
      </div>
    </nav>
  );
}

function Marker({ index, state }: { index: number; state: StepState }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
        state === "done" && "bg-accent-600 text-white",
        state === "current" && "bg-white text-accent-700 ring-2 ring-accent-600",
        state === "remaining" && "bg-white text-slate-500 ring-1 ring-slate-300",
      )}
    >
      {state === "done" ? <Icon node={Check} className="size-3.5" strokeWidth={3} /> : index + 1}
    </span>
  );
}
