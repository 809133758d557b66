"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { FormStoreProvider, useNewFormStore, useStoreValue } from "@/components/forms/form-store";
import { ArrowLeft, ArrowRight, CircleCheck, Send } from "lucide";
import { Icon } from "@/components/ui/icon";
import { ApiError, callApi } from "@/lib/api/client";
import * as quotationsApi from "@/lib/api/operations/quotations";
import { serverMessage } from "@/components/forms/api-errors";
import { useAuth } from "@/components/auth/auth-provider";
import { formatCalendarDate, formatTime } from "@/lib/format/date-time";
import type { Role } from "@/lib/permissions/rules";
import type { BrokerOptionDto, QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { WIZARD_STEPS } from "@/lib/quotations/wizard-steps";
import type { ReviewSection } from "@/lib/quotations/wizard-review";
import type { QuotationFormValues, StepIssue, WizardStepKey } from "@/lib/quotations/quotation-schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSnackbar } from "@/components/ui/snackbar";
import { Spinner } from "@/components/ui/spinner";
import { formatMoneyInput } from "./format";
import type { WizardFees } from "./step-coverage";
import { WizardStepper } from "./wizard-stepper";

// Each step's code loads when the step is reached (the next one is fetched while the user is on a
// step), and the steps' checks (the schemas, with zod) once the wizard is on screen.
const stepLoading = () => (
  <div className="flex min-h-48 items-center justify-center" data-testid="wizard-step-loading">
    <Spinner size="md" label="Loading the step" className="text-slate-400" />
  </div>
);
const StepBroker = dynamic(() => import("./step-broker").then((m) => m.StepBroker), { loading: stepLoading });
const StepApplicant = dynamic(() => import("./step-applicant").then((m) => m.StepApplicant), { loading: stepLoading });
const StepOffer = dynamic(() => import("./step-offer").then((m) => m.StepOffer), { loading: stepLoading });
const StepItem = dynamic(() => import("./step-item").then((m) => m.StepItem), { loading: stepLoading });
const StepDetails = dynamic(() => import("./step-details").then((m) => m.StepDetails), { loading: stepLoading });
const StepPerils = dynamic(() => import("./step-perils").then((m) => m.StepPerils), { loading: stepLoading });
const StepCoverage = dynamic(() => import("./step-coverage").then((m) => m.StepCoverage), { loading: stepLoading });
const StepLossHistory = dynamic(() => import("./step-loss-history").then((m) => m.StepLossHistory), { loading: stepLoading });
const WizardReview = dynamic(() => import("./wizard-review").then((m) => m.WizardReview), { loading: () => null });
const STEP_CODE: Record<WizardStepKey, () => Promise<unknown>> = {
  broker: () => import("./step-broker"),
  applicant: () => import("./step-applicant"),
  offer: () => import("./step-offer"),
  item: () => import("./step-item"),
  details: () => import("./step-details"),
  perils: () => import("./step-perils"),
  coverage: () => import("./step-coverage"),
  lossHistory: () => Promise.all([import("./step-loss-history"), import("./wizard-review"), import("@/lib/quotations/wizard-review")]),
};
const loadChecks = async () => {
  const [schemas, logic] = await Promise.all([import("@/lib/quotations/quotation-schema"), import("./wizard-logic")]);
  return { ...schemas, ...logic };
};
type Checks = Awaited<ReturnType<typeof loadChecks>>;

export type WizardViewer = { id: number; name: string; email: string; role: Role; company: { id: number; name: string } };

export type QuotationWizardProps = {
  /** new: a new quotation or a reopened draft; copy: a new draft from another quotation; revise: a new version. */
  mode: "new" | "copy" | "revise";
  initialValues: QuotationFormValues;
  /** The step to open (a reopened draft's wizardStep). */
  initialStep?: number;
  /** The draft being edited, when reopened. */
  draft?: { id: number; quotationNumber: string } | null;
  /** The quotation copied or revised. */
  source?: { id: number; quotationNumber: string } | null;
  viewer: WizardViewer;
  /** The broker of initialValues.brokerUserId, to show before the list loads. */
  broker?: BrokerOptionDto | null;
  fees: WizardFees;
};

const STEP_DESCRIPTIONS: Record<WizardStepKey, string> = {
  broker: "Who the quotation is for.",
  applicant: "The insured: the person or organisation that buys the cover.",
  offer: "Insure an event or a promotion.",
  item: "What is insured and when.",
  details: "Where it takes place, the limit per day and the deductible.",
  perils: "The weather perils to cover.",
  coverage: "Thresholds, limits, claims verification and the indicative premiums.",
  lossHistory: "Losses of the last five years and the declaration.",
};

const DATE_FIELDS = new Set([
  "event.dateFrom",
  "event.dateUntil",
  "promotion.periodFrom",
  "promotion.periodUntil",
  "promotion.promotionDate",
]);

/**
 * The quotation wizard (spec §2: eight steps in order). One form over QuotationFormValues; Back and
 * Next keep the values; Next checks the step with validateStep() and saves the draft, so a broker
 * can leave and come back (/quotation/new?draft=id). The last step shows a review of the earlier
 * steps with an "Edit" link to each (D119; "Back to review" returns from there) and submits for rating.
 */
export function QuotationWizard({
  mode,
  initialValues,
  initialStep = 0,
  draft: initialDraft = null,
  source = null,
  viewer,
  broker = null,
  fees,
}: QuotationWizardProps) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const choosesBroker = viewer.role !== "ROLE_BROKER";
  const self: BrokerOptionDto = React.useMemo(
    () => ({ id: viewer.id, name: viewer.name, email: viewer.email, company: viewer.company }),
    [viewer],
  );

  const defaults = React.useMemo<QuotationFormValues>(() => {
    const values = structuredClone(initialValues);
    // A broker quotes for itself: a new quotation or a copy is always its own.
    if (!choosesBroker && mode !== "revise" && (mode === "copy" || !values.brokerUserId)) values.brokerUserId = String(viewer.id);
    // Amounts come back from the server as "10000.00": show them as people type them.
    values.limitPerDay = formatMoneyInput(values.limitPerDay ?? "");
    values.deductible = formatMoneyInput(values.deductible ?? "");
    values.promotion.finalEstimatedSales = formatMoneyInput(values.promotion.finalEstimatedSales ?? "");
    for (const entry of Object.values(values.coverage)) if (entry) entry.limitPerDay = formatMoneyInput(entry.limitPerDay ?? "");
    return values;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = useNewFormStore<QuotationFormValues>(defaults);
  const [step, setStep] = React.useState(() => Math.min(Math.max(initialStep, 0), WIZARD_STEPS.length - 1));
  const [draft, setDraft] = React.useState(initialDraft);
  const [savedAt, setSavedAt] = React.useState<Date | null>(null);
  const { user } = useAuth();
  const [busy, setBusy] = React.useState<"next" | "submit" | null>(null);
  const [chosenBroker, setChosenBroker] = React.useState<BrokerOptionDto | null>(broker);
  // A step opened from the review's "Edit": its footer offers to go back to the review.
  const [fromReview, setFromReview] = React.useState(false);
  const [review, setReview] = React.useState<ReviewSection[] | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const movedRef = React.useRef(false);
  const kind = useStoreValue(form, "kind");

  const current = WIZARD_STEPS[step];
  const last = step === WIZARD_STEPS.length - 1;
  const savesDrafts = mode !== "revise";
  const brokerShown = defaults.brokerUserId === String(viewer.id) ? self : broker;

  // Focus the new step's title after moving (not on the first render).
  React.useEffect(() => {
    if (!movedRef.current) return;
    headingRef.current?.focus({ preventScroll: true });
    // Back to the top of the step when the user had scrolled past it.
    const form = formRef.current;
    if (form && form.getBoundingClientRect().top < 64) form.scrollIntoView({ block: "start", behavior: "instant" as ScrollBehavior });
  }, [step]);

  React.useEffect(() => void loadChecks(), []);
  React.useEffect(() => {
    const following = WIZARD_STEPS[step + 1];
    if (following) void STEP_CODE[following.key]();
  }, [step]);

  function goTo(index: number) {
    movedRef.current = true;
    if (index === WIZARD_STEPS.length - 1) setFromReview(false);
    setStep(index);
  }

  // The review of the earlier steps, made when the last step opens (their values cannot change there).
  React.useEffect(() => {
    if (!last) return setReview(null);
    let live = true;
    void import("@/lib/quotations/wizard-review").then(({ wizardReview }) => {
      if (!live) return;
      const values = form.getValues();
      const known = chosenBroker ?? brokerShown;
      setReview(
        wizardReview(values, {
          brokerName: known && String(known.id) === values.brokerUserId ? `${known.name} (${known.company.name})` : null,
          formatDay: (day) => formatCalendarDate(day, { dateFormat: user?.dateFormat }),
        }),
      );
    });
    return () => {
      live = false;
    };
  }, [last, form, chosenBroker, brokerShown, user?.dateFormat]);

  /** The review's "Edit": opens the step, from which "Back to review" returns. */
  function editStep(index: number) {
    if (busy) return;
    form.clearErrors();
    setFromReview(true);
    goTo(index);
  }

  /** Puts messages at their fields; a required date that the browser could not read is not a valid date. */
  function showIssues(issues: StepIssue[], { MESSAGES, fieldId }: Checks) {
    const shown = new Set<string>();
    for (const issue of issues) {
      // The first message of a field is the one to fix first (e.g. a valid date before the range).
      if (shown.has(issue.path)) continue;
      shown.add(issue.path);
      let message = issue.message;
      if (message === MESSAGES.required && DATE_FIELDS.has(issue.path)) {
        const input = document.getElementById(fieldId(issue.path)) as HTMLInputElement | null;
        if (input?.validity?.badInput) message = MESSAGES.validDate;
      }
      form.setError(issue.path, message);
    }
    const focusFirst = () => {
      const root = formRef.current;
      // A step reached for the first time may still be loading its code.
      if (root?.querySelector('[data-testid="wizard-step-loading"]')) return void window.setTimeout(focusFirst, 50);
      const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else root?.querySelector<HTMLElement>('[data-testid="field-error"]')?.scrollIntoView({ block: "center" });
    };
    window.requestAnimationFrame(focusFirst);
  }

  /** Server-side field errors: back to their fields, and to the first step that has one. */
  function showServerIssues(details: StepIssue[], checks: Checks): boolean {
    const { stepOfPath } = checks;
    const known = details.filter((d) => stepOfPath(d.path) >= 0);
    if (known.length === 0) return false;
    const first = Math.min(...known.map((d) => stepOfPath(d.path)));
    form.clearErrors();
    if (first !== step) goTo(first);
    // Set the errors once the step's fields are on screen.
    window.setTimeout(() => showIssues(known, checks), 0);
    return true;
  }

  async function reportFailure(error: unknown, what: string) {
    const checks = await loadChecks();
    if (
      error instanceof ApiError &&
      error.code === "VALIDATION_FAILURE" &&
      error.details?.length &&
      showServerIssues(error.details, checks)
    ) {
      snackbar.show(checks.MESSAGES.formSubmit, "error");
      return;
    }
    const reason = serverMessage(error);
    snackbar.show(reason ? `${what}: ${reason}` : what, "error");
  }

  async function saveDraft(wizardStep: number): Promise<boolean> {
    if (!savesDrafts) return true;
    const body = { ...form.getValues(), wizardStep };
    try {
      let saved: QuotationDetailsDto;
      if (draft) {
        saved = (await callApi(quotationsApi.updateQuotationDraft, { params: { quotationId: draft.id }, body })).data;
      } else {
        const copied = mode === "copy" && source ? { copiedFromId: source.id } : {};
        saved = (await callApi(quotationsApi.createQuotationDraft, { body: { ...body, ...copied } })).data;
        setDraft({ id: saved.id, quotationNumber: saved.quotationNumber });
        // Reloading the page (or coming back later) reopens this draft.
        window.history.replaceState(null, "", `/quotation/new?draft=${saved.id}`);
      }
      setSavedAt(new Date());
      return true;
    } catch (error) {
      void reportFailure(error, "The draft could not be saved");
      return false;
    }
  }

  /** Checks the step and saves the draft, then opens the next step, or the last one (back to the review). */
  async function next(target = step + 1) {
    if (busy) return;
    const checks = await loadChecks();
    const values = form.getValues();
    form.clearErrors();
    const issues = checks.validateStep(current.key, values);
    if (issues.length > 0) {
      showIssues(issues, checks);
      return;
    }
    if (current.key === "perils") form.setValue("coverage", checks.coverageWithDefaults(values));
    setBusy("next");
    const saved = await saveDraft(target);
    setBusy(null);
    if (saved) goTo(target);
  }

  function back() {
    if (busy || step === 0) return;
    form.clearErrors();
    goTo(step - 1);
  }

  async function submit() {
    if (busy) return;
    const checks = await loadChecks();
    const { validateStep, stepOfPath } = checks;
    const values = form.getValues();
    form.clearErrors();
    // Every step again: an earlier one may have changed since it was checked.
    const issues = WIZARD_STEPS.flatMap((s) => validateStep(s.key, values));
    if (issues.length > 0) {
      const first = Math.min(...issues.map((i) => stepOfPath(i.path)).filter((i) => i >= 0));
      if (Number.isFinite(first) && first !== step) goTo(first);
      window.setTimeout(() => showIssues(issues, checks), 0);
      return;
    }
    setBusy("submit");
    try {
      const body = checks.submissionValues(values);
      let result: QuotationDetailsDto;
      if (mode === "revise") {
        result = (await callApi(quotationsApi.reviseQuotation, { params: { quotationId: source!.id }, body })).data;
        snackbar.show(`Quotation ${result.quotationNumber} revised`, "success");
      } else {
        let id = draft?.id;
        if (!id) {
          const copied = mode === "copy" && source ? { copiedFromId: source.id } : {};
          const created = (await callApi(quotationsApi.createQuotationDraft, { body: { ...body, wizardStep: step, ...copied } })).data;
          id = created.id;
          setDraft({ id: created.id, quotationNumber: created.quotationNumber });
        }
        result = (await callApi(quotationsApi.submitQuotation, { params: { quotationId: id }, body })).data;
        snackbar.show(`Quotation ${result.quotationNumber} submitted`, "success");
      }
      router.push(`/quotation/${result.id}/details`);
      // Stay busy until the details page replaces this one.
    } catch (error) {
      setBusy(null);
      void reportFailure(error, mode === "revise" ? "The revision could not be submitted" : "The quotation could not be submitted");
    }
  }

  const description =
    current.key === "item"
      ? kind === "PROMOTION"
        ? "The promotion, its period and the promotion date."
        : kind === "EVENT"
          ? "The event and when it is covered."
          : STEP_DESCRIPTIONS.item
      : STEP_DESCRIPTIONS[current.key];
  const stepTitle = current.key === "item" && kind ? (kind === "PROMOTION" ? "Promotion" : "Event") : current.title;

  return (
    <FormStoreProvider store={form}>
      <div className="grid gap-4 lg:grid-cols-[13.5rem_minmax(0,1fr)] lg:gap-6">
        <div className="lg:pt-3">
          <div className="rounded-md border border-slate-200 bg-white px-4 py-3 lg:sticky lg:top-20 lg:border-0 lg:bg-transparent lg:p-0">
            <WizardStepper current={step} onGoTo={(i) => (busy ? undefined : (form.clearErrors(), goTo(i)))} disabled={busy !== null} />
          </div>
        </div>

        <form
          ref={formRef}
          noValidate
          aria-label="Quotation wizard"
          className="min-w-0 scroll-mt-20"
          onSubmit={(e) => {
            e.preventDefault();
            void (last ? submit() : next());
          }}
        >
          <Card className="@container">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-5 py-4">
              <div className="min-w-0">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  Step {step + 1} of {WIZARD_STEPS.length}
                </p>
                <h2
                  ref={headingRef}
                  tabIndex={-1}
                  className="mt-0.5 text-base font-semibold text-slate-900 focus:outline-none"
                  data-testid="wizard-step-title"
                >
                  {stepTitle}
                </h2>
                <p className="mt-0.5 text-sm text-slate-500">{description}</p>
              </div>
              {draft ? (
                <Badge tone="neutral" className="mt-0.5" data-testid="draft-number">
                  Draft {draft.quotationNumber}
                </Badge>
              ) : source ? (
                <Badge tone="neutral" className="mt-0.5">
                  {mode === "revise" ? "Revising" : "Copy of"} {source.quotationNumber}
                </Badge>
              ) : null}
            </div>

            <div className="px-5 py-5" data-testid={`wizard-step-${current.key}`}>
              {current.key === "broker" ? (
                <StepBroker chooses={choosesBroker} fixedBroker={brokerShown} selected={chosenBroker} onSelected={setChosenBroker} />
              ) : current.key === "applicant" ? (
                <StepApplicant />
              ) : current.key === "offer" ? (
                <StepOffer />
              ) : current.key === "item" ? (
                <StepItem />
              ) : current.key === "details" ? (
                <StepDetails />
              ) : current.key === "perils" ? (
                <StepPerils />
              ) : current.key === "coverage" ? (
                <StepCoverage fees={fees} />
              ) : (
                <>
                  <StepLossHistory />
                  {review ? <WizardReview sections={review} onEdit={editStep} /> : null}
                </>
              )}
            </div>

            <div className="flex flex-wrap items-center justify-between gap-3 rounded-b-md border-t border-slate-200 bg-slate-50 px-5 py-3">
              <p className="flex min-h-5 items-center gap-1.5 text-xs text-slate-500" role="status" data-testid="draft-status">
                {savedAt ? (
                  <>
                    <Icon node={CircleCheck} aria-hidden className="size-3.5 text-green-600" />
                    Draft saved {formatTime(savedAt, { timeZone: user?.timeZone, timeFormat: user?.timeFormat })}
                  </>
                ) : savesDrafts ? (
                  draft ? (
                    "Your draft is saved each time you go on."
                  ) : (
                    "The draft is saved when you go on to the next step."
                  )
                ) : (
                  "The revision becomes a new version when you submit it."
                )}
              </p>
              <div className="ml-auto flex items-center gap-2">
                {step > 0 ? (
                  <Button variant="secondary" onClick={back} disabled={busy !== null}>
                    <Icon node={ArrowLeft} aria-hidden />
                    Back
                  </Button>
                ) : null}
                {fromReview && !last ? (
                  <Button variant="secondary" onClick={() => void next(WIZARD_STEPS.length - 1)} disabled={busy !== null}>
                    Back to review
                  </Button>
                ) : null}
                {last ? (
                  <Button type="submit" loading={busy === "submit"}>
                    {busy === "submit" ? null : <Icon node={Send} aria-hidden />}
                    {mode === "revise" ? "Submit revision" : "Submit quotation"}
                  </Button>
                ) : (
                  <Button type="submit" loading={busy === "next"}>
                    Next
                    {busy === "next" ? null : <Icon node={ArrowRight} aria-hidden />}
                  </Button>
                )}
              </div>
            </div>
          </Card>
        </form>
      </div>
    </FormStoreProvider>
  );
}
