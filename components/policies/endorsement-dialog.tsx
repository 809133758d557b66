"use client";

import * as React from "react";
import { get, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { coverageFrozen } from "@/lib/quotations/coverage-freeze";
import { MESSAGES } from "@/lib/quotations/quotation-labels";
import {
  createEndorsementSchema,
  POLICY_MESSAGES,
  type CoverageChangeInput,
  type CreateEndorsementInput,
} from "@/lib/policies/policy-action-schemas";
import type { PolicyDetailsDto, PolicyEndorsementDto } from "@/lib/policies/policy-dto";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { PERILS, PERIL_LABELS, PERIL_THRESHOLD_UNITS, type PerilName } from "@/lib/rater/perils";
import { AffixInput } from "@/components/ui/affix-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { showApiErrors } from "@/components/forms/api-errors";
import { formatMoneyInput } from "@/components/quotations/wizard/format";
import { ApiError } from "@/lib/api/client";
import { normaliseDecimal } from "@/lib/format/typed-decimal";
import { followsLimitPerDay, PERIL_PRICING_LABELS, type EndorsementPreviewDto } from "@/lib/policies/endorsement-preview";
import type { Formats } from "@/components/quotations/details/quotation-overview";
import { PremiumChange } from "./premium-change";

// Create endorsement (underwriter, admin): a title and wording, and optionally a change of the
// cover, prefilled from the policy's current terms. Only what changed is sent as `changes`
// (coverageChangeSchema: the event's dates and hours, or the promotion's dates, as a whole; the
// limit per day; the whole new set of perils; threshold and limit of each changed or added peril;
// the underwriter's premium of a peril the rater cannot price). Nothing is issued straight away:
// the form asks the server for the priced result (POST …/endorsement/preview, priced by the
// function the issue uses, decisions D104), shows it, and issues on confirmation.

type PerilTerms = { threshold: string; limitPerDay: string };
type CoverValues = {
  event: { dateFrom: string; dateUntil: string; hoursFrom: string; hoursTo: string };
  promotion: { periodFrom: string; periodUntil: string; promotionDate: string };
  limitPerDay: string;
  perils: PerilName[];
  coverage: Record<PerilName, PerilTerms>;
  /** The underwriter's premium of a peril priced again, in place of the rater's ("" when none is given). */
  premiums: Record<PerilName, string>;
};
export type EndorsementValues = { title: string; content: string; changeCover: boolean; changes: CoverValues };

const CONTENT_HINT = "The text printed on the endorsement.";
const HAS_THRESHOLD = (p: PerilName) => PERIL_THRESHOLD_UNITS[p] !== null;

/** The form's fields the server may name in a VALIDATION_FAILURE (details[].path). */
const FIELDS = [
  "title",
  "content",
  "changes",
  "changes.event",
  "changes.event.dateFrom",
  "changes.event.dateUntil",
  "changes.event.hoursFrom",
  "changes.event.hoursTo",
  "changes.promotion",
  "changes.promotion.periodFrom",
  "changes.promotion.periodUntil",
  "changes.promotion.promotionDate",
  "changes.limitPerDay",
  "changes.perils",
  ...PERILS.flatMap((p) => [
    `changes.coverage.${p}`,
    `changes.coverage.${p}.threshold`,
    `changes.coverage.${p}.limitPerDay`,
    `changes.premiums.${p}`,
  ]),
];

/** The policy's current terms as the form's cover values; amounts as typed ("50,000"). */
export function currentCover(policy: PolicyDetailsDto): CoverValues {
  const item = policy.item;
  const byPeril = new Map(item.perils.map((p) => [p.peril, p]));
  const amount = (v: string | null | undefined) => (v ? formatMoneyInput(v) : "");
  return {
    event: {
      dateFrom: item.dateFrom,
      dateUntil: item.dateUntil,
      hoursFrom: item.event?.hoursFrom ?? "",
      hoursTo: item.event?.hoursTo ?? "",
    },
    promotion: {
      periodFrom: item.promotion?.periodFrom ?? "",
      periodUntil: item.promotion?.periodUntil ?? "",
      promotionDate: item.promotion?.promotionDate ?? "",
    },
    limitPerDay: amount(item.limitPerDay),
    perils: item.perils.map((p) => p.peril),
    coverage: Object.fromEntries(
      PERILS.map((p) => [
        p,
        { threshold: byPeril.get(p)?.threshold ?? "", limitPerDay: amount(byPeril.get(p)?.limitPerDay ?? item.limitPerDay) },
      ]),
    ) as Record<PerilName, PerilTerms>,
    premiums: Object.fromEntries(PERILS.map((p) => [p, ""])) as Record<PerilName, string>,
  };
}

/**
 * What a new limit per day does to each insured peril: a peril whose limit was the limit per day
 * follows it (as the server applies it, D47); one with a lower limit of its own keeps it.
 */
export function limitPerDayEffect(
  values: Pick<CoverValues, "limitPerDay" | "perils" | "coverage">,
  initial: CoverValues,
): { follow: PerilName[]; keep: { peril: PerilName; limitPerDay: string }[] } | null {
  if (sameNumber(values.limitPerDay, initial.limitPerDay) || normaliseDecimal(values.limitPerDay) === null) return null;
  const follow: PerilName[] = [];
  const keep: { peril: PerilName; limitPerDay: string }[] = [];
  for (const p of PERILS.filter((p) => values.perils.includes(p))) {
    const own = initial.perils.includes(p) ? normaliseDecimal(initial.coverage[p].limitPerDay) : null;
    if (followsLimitPerDay(own, normaliseDecimal(initial.limitPerDay) ?? "0")) follow.push(p);
    else keep.push({ peril: p, limitPerDay: values.coverage[p].limitPerDay });
  }
  return { follow, keep };
}

/** Two amounts or thresholds typed by a person are the same number ("10,000" and "10000.00"). */
function sameNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  const clean = (v: string | null | undefined) => (v ?? "").replace(/[$,\s]/g, "");
  const x = clean(a);
  const y = clean(b);
  if (x === y) return true;
  return x !== "" && y !== "" && Number.isFinite(Number(x)) && Number(x) === Number(y);
}

/** Only what differs from the current terms; {} when nothing does. */
export function coverChanges(values: CoverValues, initial: CoverValues, kind: "EVENT" | "PROMOTION"): CoverageChangeInput {
  const changes: CoverageChangeInput = {};
  if (kind === "EVENT") {
    const e = values.event;
    if ((Object.keys(e) as (keyof typeof e)[]).some((k) => (e[k] ?? "") !== initial.event[k])) changes.event = { ...e };
  } else {
    const p = values.promotion;
    if ((Object.keys(p) as (keyof typeof p)[]).some((k) => (p[k] ?? "") !== initial.promotion[k])) changes.promotion = { ...p };
  }
  if (!sameNumber(values.limitPerDay, initial.limitPerDay)) changes.limitPerDay = values.limitPerDay;
  const chosen = Array.isArray(values.perils) ? values.perils : values.perils ? [values.perils as unknown as PerilName] : [];
  const perils = PERILS.filter((p) => chosen.includes(p));
  const sameSet = perils.length === initial.perils.length && perils.every((p) => initial.perils.includes(p));
  if (!sameSet) changes.perils = perils;
  const coverage: NonNullable<CoverageChangeInput["coverage"]> = {};
  for (const p of perils) {
    const now = values.coverage[p];
    const before = initial.coverage[p];
    const added = !initial.perils.includes(p);
    if (added || (HAS_THRESHOLD(p) && !sameNumber(now.threshold, before.threshold)) || !sameNumber(now.limitPerDay, before.limitPerDay)) {
      coverage[p] = { threshold: HAS_THRESHOLD(p) ? now.threshold : null, limitPerDay: now.limitPerDay || null };
    }
  }
  if (Object.keys(coverage).length > 0) changes.coverage = coverage;
  const premiums: NonNullable<CoverageChangeInput["premiums"]> = {};
  for (const p of perils) if ((values.premiums?.[p] ?? "").trim() !== "") premiums[p] = values.premiums[p];
  if (Object.keys(premiums).length > 0) changes.premiums = premiums;
  return changes;
}

export function endorsementBody(values: EndorsementValues, initial: CoverValues, kind: "EVENT" | "PROMOTION"): CreateEndorsementInput {
  const body: CreateEndorsementInput = { title: values.title, content: values.content };
  if (values.changeCover) body.changes = coverChanges(values.changes, initial, kind);
  return body;
}

export function EndorsementDialog({
  open,
  onOpenChange,
  policy,
  formats,
  onPreview,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  policy: PolicyDetailsDto;
  formats: Formats;
  /** Prices the endorsement without issuing it; throws on failure. */
  onPreview: (body: CreateEndorsementInput) => Promise<EndorsementPreviewDto>;
  /** Creates the endorsement and answers it; throws on failure (the caller shows the snackbar). */
  onCreate: (body: CreateEndorsementInput) => Promise<PolicyEndorsementDto>;
}) {
  const id = React.useId();
  const kind = policy.item.kind;
  const initial = React.useMemo(() => currentCover(policy), [policy]);
  const defaults = React.useMemo<EndorsementValues>(() => ({ title: "", content: "", changeCover: false, changes: initial }), [initial]);
  const [preview, setPreview] = React.useState<{ body: CreateEndorsementInput; result: EndorsementPreviewDto } | null>(null);
  const [issuing, setIssuing] = React.useState(false);
  const [created, setCreated] = React.useState<PolicyEndorsementDto | null>(null);
  /** Perils whose premium the underwriter is asked for (the server named them), or has typed. */
  const [premiumPerils, setPremiumPerils] = React.useState<PerilName[]>([]);

  const resolver = React.useCallback<Resolver<EndorsementValues>>(
    async (values, context, options) => {
      const body = endorsementBody(values, initial, kind);
      if (body.changes && Object.keys(body.changes).length === 0) {
        return {
          values: {},
          errors: { changes: { type: "custom", message: POLICY_MESSAGES.nothingChanges } } as FieldErrors<EndorsementValues>,
        };
      }
      const result = await (zodResolver(createEndorsementSchema) as unknown as Resolver<EndorsementValues>)(
        body as unknown as EndorsementValues,
        context,
        options,
      );
      return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
    },
    [initial, kind],
  );
  const form = useForm<EndorsementValues>({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || issuing;
  const changeCover = useWatch({ control: form.control, name: "changeCover" });
  const chosen = useWatch({ control: form.control, name: "changes.perils" });
  const limitPerDay = useWatch({ control: form.control, name: "changes.limitPerDay" });
  const coverage = useWatch({ control: form.control, name: "changes.coverage" });
  const chosenPerils: PerilName[] = Array.isArray(chosen) ? chosen : chosen ? [chosen as PerilName] : [];
  const effect = changeCover ? limitPerDayEffect({ limitPerDay, perils: chosenPerils, coverage }, initial) : null;

  // A fresh form each time the dialog opens (not when the page refreshes behind the result).
  const latestDefaults = React.useRef(defaults);
  latestDefaults.current = defaults;
  React.useEffect(() => {
    if (open) {
      form.reset(latestDefaults.current);
      setPreview(null);
      setCreated(null);
      setPremiumPerils([]);
    }
  }, [open, form]);

  // A peril whose limit is the limit per day follows a new one in its own field, unless typed over.
  const previousLimit = React.useRef(initial.limitPerDay);
  React.useEffect(() => {
    const before = previousLimit.current;
    previousLimit.current = limitPerDay;
    if (normaliseDecimal(limitPerDay) === null || before === limitPerDay) return;
    for (const p of PERILS) {
      const follows = !initial.perils.includes(p) || sameNumber(initial.coverage[p].limitPerDay, initial.limitPerDay);
      const field = `changes.coverage.${p}.limitPerDay` as const;
      const value = form.getValues(field);
      if (follows && sameNumber(value, before) && value !== limitPerDay) form.setValue(field, limitPerDay);
    }
  }, [limitPerDay, initial, form]);

  /** Server errors at their fields; a peril whose premium the server asks for gets its premium field. */
  const showErrors = (error: unknown) => {
    const asked = error instanceof ApiError ? (error.details ?? []).map((d) => /^changes\.premiums\.(\w+)$/.exec(d.path)?.[1]) : [];
    const perils = PERILS.filter((p) => asked.includes(p));
    if (perils.length > 0) setPremiumPerils((had) => [...new Set([...had, ...perils])]);
    // After the render that adds a premium field, so that its error is focused there.
    setTimeout(() => {
      const { message } = showApiErrors(error, { form, fields: FIELDS });
      if (message) form.setError("changes", { type: "server", message });
    }, 0);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = endorsementBody(values, initial, kind);
    try {
      setPreview({ body, result: await onPreview(body) });
    } catch (error) {
      showErrors(error);
    }
  });

  const onConfirm = async () => {
    if (!preview) return;
    setIssuing(true);
    try {
      setCreated(await onCreate(preview.body));
    } catch (error) {
      // Back to the form with the messages (the snackbar has said what failed).
      setPreview(null);
      showErrors(error);
    } finally {
      setIssuing(false);
    }
  };

  const fid = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  const err = (name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;
  // The freeze counts to the first covered day, as the server's (D47): the event's first day, or a
  // promotion's draw date — not the start of its sales period.
  const firstCoveredDay = policy.item.coveredDays[0] ?? policy.item.dateFrom;
  const tooLate = coverageFrozen(firstCoveredDay);

  /** A registered text field with its label and the error under it. */
  const field = (
    name: string,
    label: string,
    props: {
      type?: string;
      prefix?: string;
      suffix?: string;
      className?: string;
      inputMode?: "decimal";
      required?: boolean;
      money?: boolean;
      hint?: React.ReactNode;
    } = {},
  ) => {
    const error = err(name);
    const registered = form.register(name as never);
    const input = {
      id: fid(name),
      type: props.type ?? "text",
      autoComplete: "off",
      inputMode: props.inputMode,
      "aria-invalid": !!error,
      "aria-describedby": fieldDescribedBy(fid(name), { error, hint: props.hint }),
      ...registered,
      // Amounts read as everywhere else once typed: "50000" → "50,000".
      onBlur: props.money
        ? (e: React.FocusEvent<HTMLInputElement>) => {
            const formatted = formatMoneyInput(e.target.value);
            if (formatted !== e.target.value) form.setValue(name as never, formatted as never);
            return registered.onBlur(e);
          }
        : registered.onBlur,
    };
    return (
      <FormField label={label} htmlFor={fid(name)} error={error} hint={props.hint} required={props.required} className={props.className}>
        {props.prefix || props.suffix ? <AffixInput prefix={props.prefix} suffix={props.suffix} {...input} /> : <Input {...input} />}
      </FormField>
    );
  };

  const title = created
    ? `Endorsement ${created.endorsementNumber} issued`
    : preview
      ? `Check endorsement on ${policy.policyNumber}`
      : `Create endorsement on ${policy.policyNumber}`;
  const description = created
    ? created.title
    : preview
      ? "Nothing is issued yet: these are the figures the endorsement and its invoice will carry."
      : "A numbered endorsement is added to the policy. Cover changes are priced and shown to you before anything is issued.";

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        size="xl"
        title={title}
        description={description}
        onPointerDownOutside={(e) => e.preventDefault()}
        data-testid="endorsement-dialog"
        footer={
          created ? (
            <>
              <Button variant="secondary" asChild>
                <a href={created.href} target="_blank" rel="noreferrer">
                  <Icon node={FileText} aria-hidden />
                  Open endorsement PDF
                </a>
              </Button>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </>
          ) : preview ? (
            <>
              <Button variant="secondary" disabled={issuing} onClick={() => setPreview(null)}>
                Back to the changes
              </Button>
              <Button onClick={onConfirm} loading={issuing} data-testid="confirm-endorsement">
                Issue endorsement
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" form={`${id}-form`} loading={isSubmitting}>
                Preview endorsement
              </Button>
            </>
          )
        }
      >
        {created ? (
          <EndorsementResult endorsement={created} formats={formats} />
        ) : preview ? (
          <EndorsementPreview preview={preview.result} />
        ) : (
          <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-5">
            <div className="grid gap-4">
              {field("title", "Title", { required: true })}
              <FormField label="Wording" htmlFor={fid("content")} error={err("content")} required hint={CONTENT_HINT}>
                <Textarea
                  id={fid("content")}
                  rows={5}
                  aria-invalid={!!err("content")}
                  aria-required
                  aria-describedby={fieldDescribedBy(fid("content"), { error: err("content"), hint: CONTENT_HINT })}
                  {...form.register("content")}
                />
              </FormField>
            </div>

            <fieldset className="grid gap-4 rounded-md border border-slate-200 px-4 pb-4 pt-2" data-testid="cover-changes">
              <legend className="px-1">
                <Checkbox
                  label="Change the cover"
                  description="Dates, limit per day, perils, thresholds. Left unticked, the endorsement changes the wording only."
                  {...form.register("changeCover")}
                />
              </legend>
              {tooLate && (
                <p className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
                  <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  {MESSAGES.coverageWithin10Days}: {kind === "EVENT" ? "the event starts on" : "the draw date is"}{" "}
                  {formatCalendarDate(firstCoveredDay, formats)}.
                </p>
              )}
              {err("changes") && (
                <p
                  role="status"
                  className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800"
                  data-testid="cover-error"
                >
                  <Icon node={CircleAlert} aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
                  {err("changes")}
                </p>
              )}
              {changeCover && (
                <>
                  {kind === "EVENT" ? (
                    <div className="grid gap-4 sm:grid-cols-4">
                      {field("changes.event.dateFrom", "Date from", { type: "date", required: true })}
                      {field("changes.event.dateUntil", "Date until", { type: "date", required: true })}
                      {field("changes.event.hoursFrom", "Hours from", { type: "time", required: true })}
                      {field("changes.event.hoursTo", "Hours to", { type: "time", required: true })}
                    </div>
                  ) : (
                    <div className="grid gap-4 sm:grid-cols-3">
                      {field("changes.promotion.periodFrom", "Promotional period from", { type: "date", required: true })}
                      {field("changes.promotion.periodUntil", "Promotional period until", { type: "date", required: true })}
                      {field("changes.promotion.promotionDate", "Promotion date", { type: "date", required: true })}
                    </div>
                  )}
                  <div className="grid gap-4 sm:grid-cols-[16rem_minmax(0,1fr)]">
                    {field("changes.limitPerDay", "Limit per day", { prefix: "$", inputMode: "decimal", required: true, money: true })}
                    <LimitPerDayEffect effect={effect} from={initial.limitPerDay} to={limitPerDay} />
                  </div>

                  <div role="group" aria-labelledby={fid("perils-label")} className="grid gap-2">
                    <p id={fid("perils-label")} className="text-sm font-medium text-slate-700">
                      Insured perils
                    </p>
                    {err("changes.perils") && (
                      <p className="text-xs font-medium text-red-600" data-testid="field-error">
                        {err("changes.perils")}
                      </p>
                    )}
                    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                      {PERILS.map((p) => {
                        const on = chosenPerils.includes(p);
                        const unit = PERIL_THRESHOLD_UNITS[p];
                        return (
                          <li
                            key={p}
                            className="grid items-start gap-3 px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_10rem_12rem]"
                            data-testid="peril-row"
                            data-peril={p}
                          >
                            <Checkbox label={PERIL_LABELS[p]} value={p} containerClassName="pt-1.5" {...form.register("changes.perils")} />
                            {on && HAS_THRESHOLD(p) ? (
                              field(`changes.coverage.${p}.threshold`, `${PERIL_LABELS[p]} threshold (${unit})`, {
                                suffix: unit ?? undefined,
                                inputMode: "decimal",
                              })
                            ) : (
                              <span className="hidden sm:block" />
                            )}
                            {on
                              ? field(`changes.coverage.${p}.limitPerDay`, `${PERIL_LABELS[p]} limit per day`, {
                                  prefix: "$",
                                  inputMode: "decimal",
                                  money: true,
                                })
                              : null}
                            {on && premiumPerils.includes(p)
                              ? field(`changes.premiums.${p}`, `${PERIL_LABELS[p]} premium (underwriter)`, {
                                  prefix: "$",
                                  inputMode: "decimal",
                                  money: true,
                                  className: "sm:col-start-3",
                                  hint: "Priced by hand: the rater cannot price it on these terms.",
                                })
                              : null}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </>
              )}
            </fieldset>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What a new limit per day does to each peril's limit, next to the field. */
function LimitPerDayEffect({ effect, from, to }: { effect: ReturnType<typeof limitPerDayEffect>; from: string; to: string }) {
  const names = (list: PerilName[]) => list.map((p) => PERIL_LABELS[p]).join(", ");
  return (
    <div className="self-end text-sm text-slate-600 sm:pb-2" aria-live="polite" data-testid="limit-effect">
      {effect === null ? (
        <p>A peril whose limit is the limit per day follows a new one; a peril with a lower limit of its own keeps it.</p>
      ) : (
        <ul className="grid gap-0.5">
          {effect.follow.length > 0 && (
            <li>
              <span className="font-medium text-slate-900">{names(effect.follow)}</span>: limit per day{" "}
              {formatMoney(normaliseDecimal(from))} → {formatMoney(normaliseDecimal(to))}
            </li>
          )}
          {effect.keep.map((k) => (
            <li key={k.peril}>
              <span className="font-medium text-slate-900">{PERIL_LABELS[k.peril]}</span>: keeps its own limit,{" "}
              {formatMoney(normaliseDecimal(k.limitPerDay))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The priced result of the endorsement before it is issued: perils, premium change, invoice. */
function EndorsementPreview({ preview }: { preview: EndorsementPreviewDto }) {
  const th = "border-b border-slate-200 bg-slate-50 px-2 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:px-3";
  const td = "border-b border-slate-100 px-2 py-2 align-top sm:px-3";
  const change = (before: string | null, after: string) =>
    before === null ? (
      <>
        <span className="text-slate-500">added</span> {formatMoney(after)}
      </>
    ) : before === after ? (
      formatMoney(after)
    ) : (
      <>
        {/* On a phone the figure before sits above the one after, so the table needs no scrolling. */}
        <span className="block text-slate-500 sm:inline">{formatMoney(before)} →</span> {formatMoney(after)}
      </>
    );
  return (
    <div className="grid gap-5" data-testid="endorsement-preview">
      {preview.changes.length > 0 ? (
        <ChangesTable changes={preview.changes} />
      ) : (
        <p className="text-slate-500">Wording only: the cover and the premium are unchanged.</p>
      )}

      <div className="relative w-0 min-w-full overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Premium by peril" data-testid="preview-perils">
          <thead>
            <tr>
              <th scope="col" className={cn(th, "text-left")}>
                Peril
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Limit per day
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                Premium
              </th>
              <th scope="col" className={cn(th, "hidden text-left sm:table-cell")}>
                Priced
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.perils.map((p) => (
              <tr key={p.peril} data-peril={p.peril}>
                <th scope="row" className={cn(td, "text-left font-medium text-slate-900")}>
                  {PERIL_LABELS[p.peril]}
                  <span className="block text-xs font-normal text-slate-600 sm:hidden">{PERIL_PRICING_LABELS[p.pricing]}</span>
                </th>
                <td className={cn(td, "whitespace-nowrap text-right tabular-nums")}>{change(p.limitPerDayBefore, p.limitPerDay)}</td>
                <td className={cn(td, "whitespace-nowrap text-right tabular-nums")}>{change(p.premiumBefore, p.premium)}</td>
                <td className={cn(td, "hidden text-slate-600 sm:table-cell")}>{PERIL_PRICING_LABELS[p.pricing]}</td>
              </tr>
            ))}
            {preview.removedPerils.map((p) => (
              <tr key={p.peril} data-peril={p.peril}>
                <th scope="row" className={cn(td, "text-left font-medium text-slate-500 line-through")}>
                  {PERIL_LABELS[p.peril]}
                </th>
                <td className={cn(td, "text-right text-slate-500")}>—</td>
                <td className={cn(td, "whitespace-nowrap text-right tabular-nums text-slate-500")}>
                  <span className="block sm:inline">{formatMoney(p.premiumBefore)} →</span> {formatMoney("0")}
                </td>
                <td className={cn(td, "hidden text-slate-600 sm:table-cell")}>Removed</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Premium</dt>
          <dd className="font-medium tabular-nums text-slate-900" data-testid="preview-premium">
            {change(preview.premiumBefore, preview.premiumAfter)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Aggregate limit</dt>
          <dd className="font-medium tabular-nums text-slate-900">{change(preview.aggregateLimitBefore, preview.aggregateLimit)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Premium change</dt>
          <dd>
            <PremiumChange value={preview.premiumChange} />
          </dd>
        </div>
      </dl>

      {preview.invoice ? (
        <section aria-labelledby="endorsement-preview-invoice" className="grid gap-2">
          <h3 id="endorsement-preview-invoice" className="text-sm font-semibold text-slate-900">
            Invoice to be issued
          </h3>
          <table className="w-full border-collapse text-sm" aria-label="Invoice to be issued" data-testid="preview-invoice">
            <tbody>
              {preview.invoice.lines.map((line, i) => (
                <tr
                  key={`${line.kind}-${i}`}
                  data-kind={line.kind}
                  className={cn(
                    line.kind === "subtotal" && "border-t border-slate-200",
                    line.kind === "total" && "border-t-2 border-slate-300",
                  )}
                >
                  <th
                    scope="row"
                    className={cn(
                      "py-1 pr-4 text-left font-normal text-slate-600",
                      (line.kind === "subtotal" || line.kind === "total") && "py-1.5 font-semibold text-slate-900",
                    )}
                  >
                    {line.label}
                  </th>
                  <td
                    className={cn(
                      "whitespace-nowrap py-1 text-right tabular-nums text-slate-700",
                      (line.kind === "subtotal" || line.kind === "total") && "py-1.5 font-semibold text-slate-900",
                    )}
                  >
                    {formatMoney(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p className="text-slate-600" data-testid="preview-no-invoice">
          No invoice: neither the premium nor a fee changes.
        </p>
      )}
    </div>
  );
}

/** What the server made of the endorsement: its premium change and schedule of changes. */
function EndorsementResult({ endorsement, formats }: { endorsement: PolicyEndorsementDto; formats: Formats }) {
  return (
    <div className="grid gap-4" data-testid="endorsement-result">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Endorsement number</dt>
          <dd className="font-medium text-slate-900">{endorsement.endorsementNumber}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Effective</dt>
          <dd className="font-medium text-slate-900">{formatCalendarDate(endorsement.effectiveDate, formats)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Premium after the endorsement</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatMoney(endorsement.premiumAfter)}</dd>
        </div>
      </dl>
      <p
        className={cn(
          "rounded-md border px-3 py-2.5",
          endorsement.premiumChange ? "border-accent-200 bg-accent-50" : "border-slate-200 bg-slate-50",
        )}
        data-testid="rerating-result"
      >
        <PremiumChange value={endorsement.premiumChange} />
        {endorsement.invoice && <span className="text-slate-600"> · invoice {endorsement.invoice.invoiceNumber}</span>}
      </p>
      {endorsement.changes.length > 0 ? (
        <ChangesTable changes={endorsement.changes} />
      ) : (
        <p className="text-slate-500">Wording only: the cover is unchanged.</p>
      )}
    </div>
  );
}

export function ChangesTable({ changes }: { changes: PolicyEndorsementDto["changes"] }) {
  const th = "border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
  const td = "border-b border-slate-100 px-3 py-2 align-top";
  return (
    <div className="relative w-0 min-w-full overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Schedule of changes">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Change
            </th>
            <th scope="col" className={th}>
              Before
            </th>
            <th scope="col" className={th}>
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c, i) => (
            <tr key={`${c.field}-${i}`}>
              <th scope="row" className={cn(td, "text-left font-medium text-slate-900")}>
                {c.label}
              </th>
              <td className={cn(td, "text-slate-600")}>{c.before}</td>
              <td className={cn(td, "text-slate-900")}>{c.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
